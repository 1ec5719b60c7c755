import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import '../../../shared/i18n';
import { OrderPanelLazy, preloadOrderPanel } from '../order-panel-lazy';

let failuresLeft = 0;

// The panel's chunk: fails while `failuresLeft` says so, then renders a stand-in naming the order.
jest.mock('../../../widgets/order-panel', () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('chunk load failed');
  }
  return { OrderPanel: ({ orderId }: { orderId: number }) => <p>panel of order {orderId}</p> };
});

describe('the lazily loaded order panel', () => {
  it('shows an alert with a retry when its code cannot be fetched, and the panel after the retry', async () => {
    failuresLeft = 1;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<OrderPanelLazy orderId={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказ…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить заказ');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('panel of order 7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders at once once preloaded', async () => {
    await preloadOrderPanel();
    render(<OrderPanelLazy orderId={8} />);
    expect(screen.getByText('panel of order 8')).toBeInTheDocument();
  });
});
