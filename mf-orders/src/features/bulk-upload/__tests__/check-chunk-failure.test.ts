import type { CheckServices } from '../lib/check-row';
import { checkRow } from '../lib/check-row';
import { TEMPLATE_ROWS, type RowValues } from '../lib/columns';

// A row's own checks are a chunk of their own; here it cannot be fetched, not even once more.
jest.mock('../lib/row-checks', () => {
  throw new Error('Loading chunk row-checks failed');
});

const services: CheckServices = {
  geocode: jest.fn(async () => null),
  inZone: jest.fn(async () => true),
  price: jest.fn(async () => 1000),
  codTaskPrice: 0,
};

test('a row whose checks cannot be loaded is one whose check failed and can be run again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const check = await checkRow(TEMPLATE_ROWS[0] as RowValues, services);
  expect(check).toEqual({ problems: [{ code: 'checkFailed', field: null }], order: null });
  // Nothing of the row was asked of the platform.
  expect(services.geocode).not.toHaveBeenCalled();
});
