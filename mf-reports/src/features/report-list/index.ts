export { ReportTable } from './ui/report-table';
export { ReportSums } from './ui/report-sums';
export { useReportUrl } from './lib/use-report-url';
export {
  $page,
  $pageQuery,
  $query,
  $status,
  fetchReportPageFx,
  queryShown,
  reportOpened,
  reportsRouteEntered,
  retryClicked,
} from './model/report-list-model';
export type { ReportListStatus } from './model/report-list-model';
