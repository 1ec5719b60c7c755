export { ReportDetail } from './ui/report-detail';
export {
  $detail,
  $detailStatus,
  $target,
  detailClosed,
  detailOpened,
  fetchDetailFx,
} from './model/report-detail-model';
export type { DetailTarget } from './model/report-detail-model';
