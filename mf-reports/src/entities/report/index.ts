export {
  REPORT_PAGE_SIZE,
  fetchReportDetail,
  fetchReportPage,
  fetchStatistics,
  generateReport,
} from './api/report-api';
export type { GenerateRequest, ReportDetail, ReportPage, ReportReceived } from './api/report-api';
export {
  DEFAULT_REPORT_ORDERING,
  MAX_RANGE_DAYS,
  REPORT_KINDS,
  REPORT_ORDERINGS,
  defaultRange,
  queryKey,
  rangeKey,
  readRange,
  readReportQuery,
  reportKey,
  writeReportQuery,
} from './lib/report-query';
export type { ReportQuery, ReportRange } from './lib/report-query';
export { isReportsNotAvailable } from './lib/not-available';
export { useReportLabels } from './lib/labels';
export type { ReportLabels } from './lib/labels';
