import { templateRowsFor } from '../lib/columns';

describe('templateRowsFor: the template’s example orders in the company’s city', () => {
  it('sends from an Astana warehouse for an Astana company, from Almaty otherwise', () => {
    expect(templateRowsFor('astana').map((row) => [row.senderAddress, row.recipientAddress])).toEqual([
      ['улица Кенесары 40', 'проспект Туран 37'],
      ['улица Кенесары 40', 'проспект Мангилик Ел 55'],
    ]);
    for (const city of ['almaty', null] as const) {
      expect(templateRowsFor(city).map((row) => row.recipientAddress)).toEqual([
        'улица Толе би 59',
        'проспект Достык 97',
      ]);
    }
  });

  it('has one order paying on delivery in either city', () => {
    for (const city of ['almaty', 'astana'] as const) {
      expect(templateRowsFor(city).map((row) => row.codAmount)).toEqual(['15000', '']);
    }
  });
});
