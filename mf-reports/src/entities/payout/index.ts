export { PAYOUT_PAGE_SIZE, fetchPayoutPeriod, fetchPayoutPeriods } from './api/payout-api';
export { ledgerSums, thresholdBase } from './lib/ledger';
export type { LedgerSums } from './lib/ledger';
