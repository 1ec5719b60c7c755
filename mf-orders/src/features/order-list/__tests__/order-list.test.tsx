import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';

import type { Group } from '@cabinet/shared/contract';
import { MemoryRouter, useLocation } from '@cabinet/shared/router';

import type { OrderPage } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { LIST_PAGE_SIZE } from '../lib/pages';
import { LIST_REFRESH_MS } from '../lib/use-live-refresh';
import { fetchPageFx } from '../model/order-list-model';
import { OrderList } from '../ui/order-list';
import { SEARCH_DEBOUNCE_MS } from '../ui/list-filters';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

type Request = Parameters<typeof fetchPageFx>[0];

function pageOf(total: number, request: Request, make: (index: number) => Group): OrderPage {
  const first = (request.page - 1) * LIST_PAGE_SIZE;
  const size = Math.max(0, Math.min(LIST_PAGE_SIZE, total - first));
  return {
    count: total,
    page: request.page,
    page_size: LIST_PAGE_SIZE,
    next: first + size < total ? request.page + 1 : null,
    previous: request.page > 1 ? request.page - 1 : null,
    results: Array.from({ length: size }, (_, offset) => make(first + offset)),
  };
}

/** A platform with `total` orders (or what `make` gives) on every tab and for every search. */
const platform = (total: number, make: (index: number) => Group = (index) => makeOrder(index + 1)) =>
  jest.fn(async (request: Request) => ({
    generation: request.generation,
    page: request.page,
    answer: pageOf(total, request, make),
  }));

const asked = (handler: jest.Mock) => handler.mock.calls.map(([request]) => request as Request);

/** Shows where the list has put the URL, the way a test can read it: a labelled output. */
function UrlProbe() {
  const location = useLocation();
  return <output aria-label="URL">{location.search}</output>;
}

function renderList(
  scope: Scope,
  url = '/',
  props: { selectedId?: number; onRowsShown?: () => void; newOrderHref?: string } = {},
) {
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <OrderList orderHref={(id) => `/?order=${id}`} {...props} />
        <UrlProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const urlParams = () => new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');

// jsdom has no layout: give the scroller a viewport so the virtualiser has rows to show.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2_000_000);
  // A jump scrolls the element the way a browser does: move at once, tell the listeners afterwards
  // (a browser fires scroll events with the next frame, never inside the call).
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  } as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('order list', () => {
  it('shows rows as links to the details with number, route, status, courier and price; the open one is marked', async () => {
    const courier = {
      id: 1,
      name: 'Асхат',
      contact_name: 'Асхат К.',
      phone_number: '+77019998877',
      transport: 'CAR' as const,
      latitude: 0,
      longitude: 0,
      updated_at: '',
    };
    const orders = [makeOrder(21, 'accepted', { courier }), makeOrder(22, 'searching')];
    const scope = fork({ handlers: [[fetchPageFx, platform(2, (index) => orders[index] as Group)]] });
    renderList(scope, '/', { selectedId: 22 });

    const row = await screen.findByRole('link', { name: /Заказ №\u00a0R-000021/ });
    expect(row).toHaveAttribute('href', '/?order=21');
    expect(row).toHaveTextContent('проспект Абая, 10 → проспект Достык, 12 · точек: 3');
    expect(row).toHaveTextContent('Курьер едет к отправителю');
    expect(row).toHaveTextContent('Асхат');
    expect(row).toHaveTextContent('1 500 ₸');
    expect(row).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Заказ №\u00a0R-000022/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('Заказов: 2')).toBeVisible();
  });

  it('shows when an order was created on Almaty’s clock, as its filter counts days, in a browser elsewhere', async () => {
    const zone = process.env.TZ;
    // Node reads TZ again when it is set: this browser is in Moscow (UTC+3), not in Kazakhstan.
    process.env.TZ = 'Europe/Moscow';
    try {
      const order = makeOrder(31, 'accepted', { created_at: '2026-11-22T20:30:00.000Z' });
      const scope = fork({ handlers: [[fetchPageFx, platform(1, () => order)]] });
      renderList(scope);

      const row = await screen.findByRole('link', { name: /Заказ №\u00a0R-000031/ });
      // 20:30 UTC is 01:30 of the next day in Almaty (23:30 of the same day in Moscow).
      expect(within(row).getByText('23 нояб. 2026, 01:30')).toHaveAttribute(
        'datetime',
        '2026-11-22T20:30:00.000Z',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('says once rows are on screen, not while the list is still loading', async () => {
    let answer: (() => void) | null = null;
    const handler = platform(3);
    const scope = fork({
      handlers: [
        [
          fetchPageFx,
          (request: Request) =>
            new Promise((resolve) => {
              answer = () => resolve(handler(request));
            }),
        ],
      ],
    });
    const onRowsShown = jest.fn();
    renderList(scope, '/', { onRowsShown });

    await waitFor(() => expect(answer).not.toBeNull());
    expect(onRowsShown).not.toHaveBeenCalled();
    await act(async () => answer?.());
    await screen.findByRole('link', { name: /Заказ №\u00a0R-000001/ });
    expect(onRowsShown).toHaveBeenCalledTimes(1);
  });

  it('keeps the tab in the URL and asks the platform for the tab chosen', async () => {
    const user = userEvent.setup();
    const handler = platform(3);
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=planned');
    expect(screen.getByRole('tab', { name: 'Запланированные' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: /Заказ №\u00a0R-000001/ });
    expect(asked(handler)[0]?.filters.tab).toBe('planned');

    await user.click(screen.getByRole('tab', { name: 'Завершённые' }));
    expect(urlParams().get('tab')).toBe('finished');
    await waitFor(() => expect(asked(handler).at(-1)?.filters.tab).toBe('finished'));
  });

  it('reads the search and the days from the URL and sends them to the platform', async () => {
    const handler = platform(1);
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=finished&q=R-0042&from=2026-11-01&to=2026-11-30&order=7');
    expect(screen.getByRole('searchbox', { name: 'Поиск по номеру, адресу или контакту' })).toHaveValue(
      'R-0042',
    );
    expect(await screen.findByRole('textbox', { name: 'Создан с' })).toHaveValue('01.11.2026');
    expect(screen.getByRole('textbox', { name: 'Создан по' })).toHaveValue('30.11.2026');
    await screen.findByText('Найдено: 1');
    expect(asked(handler)[0]?.filters).toEqual({
      tab: 'finished',
      search: 'R-0042',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('sends the search after a pause in typing, once, and keeps it in the URL', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const handler = platform(5);
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=active&order=3');
    await screen.findByRole('link', { name: /Заказ №\u00a0R-000001/ });
    const calls = handler.mock.calls.length;

    await user.type(screen.getByRole('searchbox'), 'абая');
    expect(urlParams().get('q')).toBeNull();
    expect(handler.mock.calls.length).toBe(calls);

    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(urlParams().get('q')).toBe('абая');
    // The open order and the tab stay in the URL.
    expect(urlParams().get('order')).toBe('3');
    expect(urlParams().get('tab')).toBe('active');
    await waitFor(() =>
      expect(asked(handler).some((request) => request.filters.search === 'абая')).toBe(true),
    );
    expect(
      asked(handler)
        .filter((request) => request.filters.search !== '')
        .map((r) => r.filters.search),
    ).toEqual(['абая']);
  });

  it('narrows to a range of days typed in the ru date fields', async () => {
    const user = userEvent.setup();
    const handler = platform(4);
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=finished');
    await screen.findByRole('link', { name: /Заказ №\u00a0R-000001/ });

    await user.type(await screen.findByRole('textbox', { name: 'Создан с' }), '01.10.2026{Enter}');
    expect(urlParams().get('from')).toBe('2026-10-01');
    await user.type(screen.getByRole('textbox', { name: 'Создан по' }), '15.10.2026{Enter}');
    expect(urlParams().get('to')).toBe('2026-10-15');
    await waitFor(() =>
      expect(asked(handler).at(-1)?.filters).toMatchObject({ from: '2026-10-01', to: '2026-10-15' }),
    );
  });

  it('says when nothing is found and clears every filter on request', async () => {
    const user = userEvent.setup();
    const handler = jest.fn(async (request: Request) => ({
      generation: request.generation,
      page: request.page,
      answer: pageOf(request.filters.search ? 0 : 2, request, (index) => makeOrder(index + 1)),
    }));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=finished&q=nothing&from=2026-11-01');
    const empty = await screen.findByRole('heading', { name: 'Ничего не найдено' });
    const clear = within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Сбросить' });

    await user.click(clear);
    expect(urlParams().get('q')).toBeNull();
    expect(urlParams().get('from')).toBeNull();
    expect(urlParams().get('tab')).toBe('finished');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(await screen.findByRole('link', { name: /Заказ №\u00a0R-000002/ })).toBeVisible();
  });

  it('has an empty state per tab and an error state with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const handler = jest.fn(async (request: Request) => {
      if (fail) throw new Error('offline');
      return { generation: request.generation, page: request.page, answer: pageOf(0, request, makeOrder) };
    });
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=planned');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Не удалось загрузить заказы');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Запланированных заказов нет' })).toBeVisible();
  });

  it('leads a company with no orders to call a courier, from every tab’s empty list', async () => {
    const scope = fork({ handlers: [[fetchPageFx, platform(0)]] });
    renderList(scope, '/?tab=finished', { newOrderHref: '/orders/new' });
    expect(await screen.findByRole('heading', { name: 'Завершённых заказов нет' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вызвать курьера' })).toHaveAttribute('href', '/orders/new');
  });

  it('shows busy placeholders for rows not loaded yet; End jumps to the last order loading only the last pages', async () => {
    const user = userEvent.setup();
    const waiting: Array<() => void> = [];
    const handler = jest.fn(
      (request: Request) =>
        new Promise<{ generation: number; page: number; answer: OrderPage }>((resolve) => {
          const answer = () =>
            resolve({
              generation: request.generation,
              page: request.page,
              answer: pageOf(10_000, request, (i) => makeOrder(i + 1)),
            });
          if (request.page <= 2) answer();
          else waiting.push(answer);
        }),
    );
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=finished');
    await screen.findByRole('link', { name: /Заказ №\u00a0R-000001/ });
    // 10 000 orders, a handful of rows in the DOM.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(30);
    expect(screen.getByText('Заказов: 10 000')).toBeVisible();

    const rows = screen.getByRole('group', { name: 'Список заказов' });
    rows.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    const busy = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-busy') === 'true');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toHaveTextContent('Загружаем заказ…');
    expect(rows).toHaveFocus();

    await act(async () => waiting.splice(0).forEach((answer) => answer()));
    expect(await screen.findByRole('link', { name: /Заказ №\u00a0R-010000/ })).toBeVisible();
    const last = 10_000 / LIST_PAGE_SIZE;
    expect(asked(handler).map((request) => request.page)).toEqual([1, 2, last, last - 1]);
    expect(screen.getAllByRole('listitem').length).toBeLessThan(30);
  });

  it('refreshes the active tab on a timer while the document is visible, not while it is hidden', async () => {
    jest.useFakeTimers();
    let orders = [makeOrder(1, 'searching')];
    const handler = jest.fn(async (request: Request) => ({
      generation: request.generation,
      page: request.page,
      answer: pageOf(orders.length, request, (index) => orders[index] as Group),
    }));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    renderList(scope, '/?tab=active');
    await screen.findByRole('link', { name: /Заказ №\u00a0R-000001/ });

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    orders = [makeOrder(2, 'searching'), makeOrder(1, 'accepted')];
    await act(async () => {
      jest.advanceTimersByTime(LIST_REFRESH_MS);
    });
    expect(handler).toHaveBeenCalledTimes(1);

    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: /Заказ №\u00a0R-000002/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Заказ №\u00a0R-000001/ })).toHaveTextContent(
      'Курьер едет к отправителю',
    );
  });
});
