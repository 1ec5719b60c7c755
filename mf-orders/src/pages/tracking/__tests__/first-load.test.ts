// The tracking page is the public page a recipient opens from a link, mostly on a phone: it loads
// its map and nothing of the order form (decision 0015). Through the map widget's index it pulled in
// the form's map with the address search, the tariffs and the form's strings: 16.5 KB brotli of
// page scripts where 8.5 are its own.

// A module of its own (the phone home's test declares the same name).
export {};

const mockLoaded: string[] = [];

jest.mock('../../../features/address-search', () => {
  mockLoaded.push('features/address-search');
  return {};
});
jest.mock('../../../entities/tariff', () => {
  mockLoaded.push('entities/tariff');
  return {};
});
jest.mock('../../../shared/i18n/creation-strings', () => {
  mockLoaded.push('shared/i18n/creation-strings');
  return {};
});
jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

test('the page module loads neither the order form’s map, its search and tariffs, nor its strings', async () => {
  const page = await import('..');
  expect(typeof page.default).toBe('function');
  expect(mockLoaded).toEqual([]);
});
