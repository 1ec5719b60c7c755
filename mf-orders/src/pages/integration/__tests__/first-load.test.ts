// /integration's first screen is its tokens, its API guide and a file picker (decision 0015). The
// rows of a chosen file (a virtualised list, a row editor) and a row's checks (the phone parser) are
// chunks of their own: with the page they were 19 of its 55 KB of page scripts (brotli).

// A module of its own (the other first-load tests declare the same name).
export {};

const mockLoaded: string[] = [];

jest.mock('../../../features/bulk-upload/ui/file-rows', () => {
  mockLoaded.push('features/bulk-upload/ui/file-rows');
  return {};
});
jest.mock('../../../features/bulk-upload/lib/row-checks', () => {
  mockLoaded.push('features/bulk-upload/lib/row-checks');
  return {};
});
jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn(), newRequestId: () => 'test-key' }));

test('the page module loads neither the rows of a file nor the checks of a row', async () => {
  const page = await import('..');
  expect(typeof page.default).toBe('function');
  expect(mockLoaded).toEqual([]);
});
