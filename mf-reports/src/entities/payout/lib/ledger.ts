import type { CodPayoutPeriod } from '@cabinet/shared/contract';

export interface LedgerSums {
  /** Paid out already. */
  paid: number;
  /** Due on a known day. */
  scheduled: number;
  /** Waiting for a later period: carried over, or the week still running. */
  waiting: number;
}

/**
 * What the periods on screen add up to. A carried-over amount reappears in the next period's
 * payout, so only the newest period's carry (or an open week) counts as waiting, when the newest
 * period is among them (the first page of the ledger).
 */
export function ledgerSums(periods: readonly CodPayoutPeriod[], includesNewest = true): LedgerSums {
  const sums: LedgerSums = { paid: 0, scheduled: 0, waiting: 0 };
  periods.forEach((period, index) => {
    if (period.payout_status === 'paid') sums.paid += period.payout_amount;
    else if (period.payout_status === 'scheduled') sums.scheduled += period.payout_amount;
    else if (index === 0 && includesNewest)
      sums.waiting += period.payout_status === 'open' ? period.payout_amount : period.carried_out;
  });
  return sums;
}

/** The collected amount a period's payout is decided on: its own and what earlier weeks carried over. */
export const thresholdBase = (period: CodPayoutPeriod): number =>
  period.collected + period.carried_in_collected;
