import { describeExposedPages, type ExposedPageCase } from '@cabinet/shared/testing';

import ReportsPage from '../reports';
import StatisticsPage from '../statistics';
import PaymentsPage from '../payments';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

// The pages load their data on mount; here only their names matter, so every call stays pending.
jest.mock('@cabinet/shared/http', () => ({
  platformRequest: () => new Promise(() => undefined),
}));

const PAGES: ExposedPageCase[] = [
  ['reports', ReportsPage, ru.reports.title, kk.reports.title],
  ['statistics', StatisticsPage, ru.statistics.title, kk.statistics.title],
  ['payments', PaymentsPage, ru.payments.title, kk.payments.title],
];

describeExposedPages(PAGES);
