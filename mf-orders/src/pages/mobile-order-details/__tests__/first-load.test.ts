// An order's screen on a phone leads back to the list as the user left it, without the list's code
// (decision 0015): importing two helpers from the orders list brought its virtualiser, its tabs and
// its rows: 44 KB brotli of page scripts where 26 are its own.

export {};

const mockLoaded: string[] = [];

jest.mock('../../../features/order-list', () => {
  mockLoaded.push('features/order-list');
  return {};
});
jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

test('the page module does not load the orders list', async () => {
  const page = await import('..');
  expect(typeof page.default).toBe('function');
  expect(mockLoaded).toEqual([]);
});
