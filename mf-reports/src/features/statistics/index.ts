export {
  $range,
  $statistics,
  $status,
  fetchStatisticsFx,
  rangeShown,
  retryClicked,
  statisticsOpened,
  statisticsRouteEntered,
} from './model/statistics-model';
export type { StatisticsStatus } from './model/statistics-model';
export {
  STATE_ORDER,
  TRANSPORT_ORDER,
  busiestDay,
  countChart,
  dayChart,
  dayRows,
  statusRows,
  transportRows,
} from './lib/chart-data';
export type { ChartData, CountRow, DayRow } from './lib/chart-data';
