import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RemoteRoute } from '../remote-route';

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the remote page once it has loaded', async () => {
    const load = jest.fn().mockResolvedValue(() => <p>Склады компании</p>);
    render(<RemoteRoute remote="warehouses" module="./warehouses-page" load={load} />);
    expect(await screen.findByText('Склады компании')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('warehouses', './warehouses-page', false);
  });

  it('shows an inline fallback when the remote cannot be loaded, and retry recovers', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('server down'))
      .mockResolvedValueOnce(() => <p>Отчёты</p>);
    render(<RemoteRoute remote="reports" module="./reports-page" load={load} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Раздел временно недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByText('Отчёты')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('reports', './reports-page', true);
  });

  it('catches a page that throws while rendering and recovers on retry', async () => {
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failure');
      return <p>Заказы</p>;
    }
    const load = jest.fn().mockResolvedValue(FlakyPage);
    render(<RemoteRoute remote="orders" module="./orders-page" load={load} />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Заказы')).toBeInTheDocument();
  });
});
