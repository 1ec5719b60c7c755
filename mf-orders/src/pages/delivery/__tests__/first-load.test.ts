// The saved addresses' list is /delivery's first screen; the form of `?address=` is another screen,
// in a chunk of its own (decision 0015). Imported with the page, the form brought its address search
// (downshift), map pin and phone checks (libphonenumber) to every visit of the list.

// A module of its own (the other first-load tests declare the same name).
export {};

const mockLoaded: string[] = [];

jest.mock('../../../features/saved-address-form', () => {
  mockLoaded.push('features/saved-address-form');
  return {};
});
jest.mock('../../../features/address-search', () => {
  mockLoaded.push('features/address-search');
  return {};
});
jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

test('the page module loads neither the address form nor its address search', async () => {
  const page = await import('..');
  expect(typeof page.default).toBe('function');
  expect(typeof page.routeEntered).toBe('function');
  expect(mockLoaded).toEqual([]);
});
