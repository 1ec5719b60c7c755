import type { CompanyTask } from '@cabinet/shared/contract';

import { toPointInputs } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { fromPointInputs } from '../lib/repeat-order';

const CATALOGUE: CompanyTask[] = [
  { id: 4, code: 'on_delivery_payment', name: 'Принять оплату', comment: '', extra_fields: { price: 0 } },
  { id: 11, code: 'photo', name: 'Сделать фото', comment: '', extra_fields: { price: 350 } },
];

describe('a repeated order as a new draft', () => {
  it('copies every point, its tasks with their comments, and its payment items', () => {
    const order = makeOrder(7, 'delivered');
    const [, , last] = order.points;
    if (!last) throw new Error('the fixture has three points');
    last.tasks = [
      { ...last.tasks[0]!, comment: 'Сдача с 10 000' },
      { id: 11, code: 'photo', comment: 'Фото чека', extra_fields: { price: 350 } },
    ] as typeof last.tasks;

    const loaded = fromPointInputs(JSON.stringify(toPointInputs(order)), CATALOGUE);

    expect(loaded?.points.map((point) => point.address.street)).toEqual([
      'проспект Абая',
      'улица Толе би',
      'проспект Достык',
    ]);
    expect(loaded?.tasks[2]).toEqual([
      { id: 4, comment: 'Сдача с 10 000', extra_fields: { price: 0 } },
      { id: 11, comment: 'Фото чека', extra_fields: { price: 350 } },
    ]);
    expect(loaded?.items[2]?.map(({ title, price }) => ({ title, price }))).toEqual([
      { title: 'Платье', price: 5000 },
      { title: 'Шарф', price: 2000 },
    ]);
  });

  it('leaves out a task the catalogue no longer offers', () => {
    const inputs = toPointInputs(makeOrder(8, 'delivered'));
    inputs[2]!.tasks = [{ id: 99, comment: 'нет такой' }];
    expect(fromPointInputs(JSON.stringify(inputs), CATALOGUE)?.tasks[2]).toEqual([]);
  });
});
