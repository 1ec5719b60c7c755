export { CodLedger } from './ui/cod-ledger';
export {
  $expanded,
  $ledgerStatus,
  $periodOrders,
  $periods,
  fetchPeriodOrdersFx,
  fetchPeriodsFx,
  ledgerOpened,
  periodToggled,
} from './model/ledger-model';
