import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { addTranslations, loadLanguage } from '@cabinet/shared';

import type { RemotePage } from '../../../shared/federation';
import { pageShown } from '../../../shared/lib/page-shown';
import { RemoteRoute } from '../remote-route';

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the remote page once it has loaded', async () => {
    const load = jest.fn().mockResolvedValue({ Page: () => <p>Склады компании</p> });
    render(<RemoteRoute remote="warehouses" module="./warehouses-page" load={load} />);
    expect(await screen.findByText('Склады компании')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('warehouses', './warehouses-page', false);
  });

  it('tells the shell once the page is on screen, or its fallback is, and not while it loads', async () => {
    const shown = jest.fn();
    const { unsubscribe } = pageShown.watch(shown);
    let arrive: (page: RemotePage) => void = () => undefined;
    const load = jest.fn(() => new Promise<RemotePage>((resolve) => (arrive = resolve)));
    render(<RemoteRoute remote="warehouses" module="./warehouses-page" load={load} />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    arrive({ Page: () => <p>Склады компании</p> });
    expect(await screen.findByText('Склады компании')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledTimes(1);

    const failing = jest.fn().mockRejectedValue(new Error('server down'));
    render(<RemoteRoute remote="reports" module="./reports-page" load={failing} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("calls the module's routeEntered with the URL once loaded, before the page's first render", async () => {
    window.history.replaceState(null, '', '/?tab=finished');
    const calls: string[] = [];
    function OrdersPage() {
      calls.push('render');
      return <p>Заказы</p>;
    }
    const routeEntered = jest.fn(({ pathname, search }: { pathname: string; search: string }) => {
      calls.push(`entered ${pathname}${search}`);
    });
    const load = jest.fn().mockResolvedValue({ Page: OrdersPage, routeEntered });
    render(<RemoteRoute remote="orders" module="./orders-page" load={load} />);

    expect(await screen.findByText('Заказы')).toBeInTheDocument();
    expect(routeEntered).toHaveBeenCalledTimes(1);
    expect(calls[0]).toBe('entered /?tab=finished');
    expect(calls.slice(1).every((call) => call === 'render')).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('keeps its loading state until a page that says when it is ready is, then shows the page', async () => {
    const shown = jest.fn();
    const { unsubscribe } = pageShown.watch(shown);
    let ready: () => void = () => undefined;
    const pageReady = jest.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const renders = jest.fn();
    function OrderFormPage() {
      renders();
      return <p>Новый заказ</p>;
    }
    const load = jest.fn().mockResolvedValue({ Page: OrderFormPage, pageReady });
    render(<RemoteRoute remote="orders" module="./new-order-page" load={load} />);
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pageReady).toHaveBeenCalledTimes(1);
    expect(renders).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
    ready();
    expect(await screen.findByText('Новый заказ')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('in Kazakh, shows the page only once the strings its steps asked for are in, not in Russian first', async () => {
    await loadLanguage('kk');
    try {
      let stringsArrived: (strings: { title: string }) => void = () => undefined;
      const kkStrings = new Promise<{ title: string }>((resolve) => (stringsArrived = resolve));
      const renders = jest.fn();
      function OrderFormPage() {
        renders();
        return <p>Жаңа тапсырыс</p>;
      }
      // The page's last step brings a namespace whose Kazakh strings are fetched.
      const pageReady = async () =>
        addTranslations('remote-route-steps', { ru: { title: 'Новый заказ' }, kk: () => kkStrings });
      const load = jest.fn().mockResolvedValue({ Page: OrderFormPage, pageReady });
      render(<RemoteRoute remote="orders" module="./new-order-page" load={load} />);
      await screen.findByRole('status');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(renders).not.toHaveBeenCalled();
      stringsArrived({ title: 'Жаңа тапсырыс' });
      expect(await screen.findByText('Жаңа тапсырыс')).toBeInTheDocument();
    } finally {
      await loadLanguage('ru');
    }
  });

  it('shows the page all the same when its pageReady fails (the page shows its own failure)', async () => {
    const load = jest.fn().mockResolvedValue({
      Page: () => <p>Новый заказ</p>,
      pageReady: () => Promise.reject(new Error('a step failed')),
    });
    render(<RemoteRoute remote="orders" module="./new-order-page" load={load} />);
    expect(await screen.findByText('Новый заказ')).toBeInTheDocument();
  });

  it('still shows the page when its routeEntered throws', async () => {
    const load = jest.fn().mockResolvedValue({
      Page: () => <p>Склады</p>,
      routeEntered: () => {
        throw new Error('broken start');
      },
    });
    render(<RemoteRoute remote="warehouses" module="./warehouses-page" load={load} />);
    expect(await screen.findByText('Склады')).toBeInTheDocument();
  });

  it('shows an inline fallback when the remote cannot be loaded, and retry recovers', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('server down'))
      .mockResolvedValueOnce({ Page: () => <p>Отчёты</p> });
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
    const load = jest.fn().mockResolvedValue({ Page: FlakyPage });
    render(<RemoteRoute remote="orders" module="./orders-page" load={load} />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Заказы')).toBeInTheDocument();
  });
});
