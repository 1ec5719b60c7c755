// A phone's home is the first screen of most phone visits: it loads what it shows and nothing more
// (decision 0015). The orders list (its virtualiser, its tabs) and the order details are other
// screens; pulling either in through an import made the home's first load 25 KB larger.

const mockLoaded: string[] = [];

jest.mock('../../../features/order-list', () => {
  mockLoaded.push('features/order-list');
  return {};
});
jest.mock('../../../features/order-details', () => {
  mockLoaded.push('features/order-details');
  return {};
});
jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

test('the page module loads neither the orders list nor the order details', async () => {
  const page = await import('..');
  expect(typeof page.default).toBe('function');
  expect(mockLoaded).toEqual([]);
});
