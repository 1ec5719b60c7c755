import { render } from '@testing-library/react';

import { OrderNumberText } from '../ui/order-number-text';

/** The part of the title that may not break, as rendered. */
const whole = (text: string, number: string) =>
  render(
    <h2>
      <OrderNumberText text={text} number={number} />
    </h2>,
  ).container.querySelector('h2 span')?.textContent;

describe('OrderNumberText: "№" and the number are one piece of a title', () => {
  it('keeps "№" with the number in Russian and in Kazakh', () => {
    expect(whole('Отмена заказа №\u00a0R-000017', 'R-000017')).toBe('№\u00a0R-000017');
    expect(whole('№\u00a0R-000017 тапсырыстан бас тарту', 'R-000017')).toBe('№\u00a0R-000017');
  });

  it('keeps the title’s text as it is, for reading and for copying', () => {
    const { container } = render(<OrderNumberText text={'Заказ №\u00a0R-000017'} number="R-000017" />);
    expect(container.textContent).toBe('Заказ №\u00a0R-000017');
  });

  it('keeps a number without "№" whole, and a title without the number as it is', () => {
    expect(whole('Заказ R-000017', 'R-000017')).toBe('R-000017');
    expect(whole('Заказ', 'R-000017')).toBeUndefined();
  });
});
