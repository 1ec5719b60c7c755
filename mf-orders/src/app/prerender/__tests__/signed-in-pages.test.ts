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
