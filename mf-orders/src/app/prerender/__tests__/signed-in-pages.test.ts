import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { renderSignedInPage } from '../signed-in-pages';

/** The markup's visible text, tags and React's text separators dropped. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const API = 'https://platform.example/api';
const ACTIVE_ORDERS_URL = `${API}/rocket/v0/deliveries/groups?page=1&page_size=100&status=1%2C2%2C5`;

const mockFetch = (status: number, body: unknown) => answering(status, body) as unknown as typeof fetch;

/** The platform's answer as fetch gives it (the test page has no Response of its own). */
function answering(status: number, body: unknown) {
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

describe('renderSignedInPage: the phone home drawn from the platform for the visitor’s token', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks the platform for the active orders with the visitor’s token', async () => {
    const fetchMock = answering(200, { results: [], next: null });
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderSignedInPage({ module: './mobile-home-page', api: API, token: 'jwt-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ACTIVE_ORDERS_URL);
    expect(init.headers).toMatchObject({ Authorization: 'JWT jwt-1' });
  });

  it('shows the user’s active orders in Russian and Kazakh, with the page’s title', async () => {
    const order = makeOrder(7, 'accepted', { total_price: 2340 });
    global.fetch = mockFetch(200, { results: [order], next: null });
    const copy = await renderSignedInPage({ module: './mobile-home-page', api: API, token: 'jwt' });
    expect(copy?.title).toEqual({ ru: 'Главная', kk: 'Басты бет' });
    const ru = textOf(copy?.html.ru ?? '');
    expect(ru).toContain('Активные заказы');
    expect(ru).toContain('Заказ № R-000007');
    expect(ru).toContain('2 340 ₸');
    expect(ru).toContain('Курьер едет к отправителю');
    expect(copy?.html.ru).toContain('href="/mobile/orders/7"');
    expect(textOf(copy?.html.kk ?? '')).toContain('Белсенді тапсырыстар');
  });

  it('keeps React’s text separators: the copy lays out its text as the app will', async () => {
    global.fetch = mockFetch(200, { results: [makeOrder(8, 'accepted')], next: null });
    const copy = await renderSignedInPage({ module: './mobile-home-page', api: API, token: 'jwt' });
    // The route is two strings in the page ("from", then " → to"): two text nodes in the app too.
    expect(copy?.html.ru).toMatch(/<!-- --> → /);
  });

  it('says there are none when the user has no active order', async () => {
    global.fetch = mockFetch(200, { results: [], next: null });
    const copy = await renderSignedInPage({ module: './mobile-home-page', api: API, token: 'jwt' });
    expect(textOf(copy?.html.ru ?? '')).toContain('Активных заказов нет');
  });

  it.each([
    ['a refused token', answering(401, { code: 'TOKEN_EXPIRED' })],
    ['a failure', answering(500, {})],
    ['an answer that is not a page of orders', answering(200, { detail: 'odd' })],
    ['no answer at all', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('draws nothing on %s: the visitor gets the plain page', async (_, fetchMock) => {
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await renderSignedInPage({ module: './mobile-home-page', api: API, token: 'jwt' })).toBeNull();
  });

  it('draws nothing, and asks nothing, for a page it does not draw', async () => {
    const fetchMock = answering(200, { results: [], next: null });
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await renderSignedInPage({ module: './orders-page', api: API, token: 'jwt' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('renderSignedInPage: the order form drawn with its lists, not usable until the app is', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const byUrl = (answers: Record<string, unknown>) =>
    jest.fn(async (url: string) => {
      const path = new URL(url).pathname.replace('/api', '');
      const body = answers[path];
      return body === undefined
        ? { ok: false, status: 404, json: async () => ({}) }
        : { ok: true, status: 200, json: async () => body };
    });

  const LISTS = {
    '/rocket/v0/common/addresses': { results: [] },
    '/rocket/v0/business/branches': { results: [] },
    '/rocket/v0/business/company/tasks': {
      results: [{ id: 2, code: 'photo', name: 'Фото', price: 150, is_active: true }],
    },
  };

  it('asks for the saved places and the task catalogue, not the cards', async () => {
    const fetchMock = byUrl(LISTS);
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderSignedInPage({ module: './new-order-page', api: API, token: 'jwt' });
    const paths = fetchMock.mock.calls.map(([url]) => new URL(url).pathname.replace('/api', '')).sort();
    expect(paths).toEqual(Object.keys(LISTS).sort());
  });

  it('draws the form in both languages, inert, and not over a stored draft or an order to repeat', async () => {
    global.fetch = byUrl(LISTS) as unknown as typeof fetch;
    const copy = await renderSignedInPage({ module: './new-order-page', api: API, token: 'jwt' });
    expect(copy?.title).toEqual({ ru: 'Новый заказ', kk: 'Жаңа тапсырыс' });
    expect(textOf(copy?.html.ru ?? '')).toContain('Откуда');
    expect(copy?.html.ru).toMatch(/<input/);
    expect(copy?.inert).toBe(true);
    expect(copy?.unlessStored).toEqual(['cabinet.order-draft.v1', 'cabinet.repeat-order']);
  });

  it('draws what a phone’s first render shows: the first point, not the parts that follow it', async () => {
    global.fetch = byUrl(LISTS) as unknown as typeof fetch;
    const copy = await renderSignedInPage({ module: './new-order-page', api: API, token: 'jwt' });
    for (const [lang, from, addPoint] of [
      ['ru', 'Откуда', 'Добавить точку'],
      ['kk', 'Қайдан', 'Нүкте қосу'],
    ] as const) {
      const text = textOf(copy?.html[lang] ?? '');
      expect(text).toContain(from);
      // The second point, the map, tariffs, time, payment and the order button come after the
      // phone's first paint, in the app (useFormParts).
      expect(text).not.toContain(addPoint);
      expect(copy?.html[lang]).not.toMatch(/type="submit"|<button[^>]*>[^<]*(Заказать|Тапсырыс беру)/);
    }
  });

  it('draws nothing when a list is refused', async () => {
    const { '/rocket/v0/business/branches': _refused, ...others } = LISTS;
    global.fetch = byUrl(others) as unknown as typeof fetch;
    expect(await renderSignedInPage({ module: './new-order-page', api: API, token: 'jwt' })).toBeNull();
  });
});
