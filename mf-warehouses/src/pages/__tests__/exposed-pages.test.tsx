import { describeExposedPages, type ExposedPageCase } from '@cabinet/shared/testing';

import WarehousesPage from '../warehouses';
import NewWarehousePage from '../new-warehouse';
import EditWarehousePage from '../edit-warehouse';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

// The pages load their data on mount; here only their names matter, so every call stays pending.
jest.mock('@cabinet/shared/http', () => ({
  platformRequest: () => new Promise(() => undefined),
  newRequestId: () => 'test-key',
}));

const PAGES: ExposedPageCase[] = [
  ['warehouses', WarehousesPage, ru.warehouses.title, kk.warehouses.title],
  ['new-warehouse', NewWarehousePage, ru.newWarehouse.title, kk.newWarehouse.title],
  ['edit-warehouse', EditWarehousePage, ru.editWarehouse.title, kk.editWarehouse.title],
];

describeExposedPages(PAGES);
