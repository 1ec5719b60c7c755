import type { CodPayoutPeriod } from '@cabinet/shared/contract';

import { ledgerSums, thresholdBase } from '..';

const base: CodPayoutPeriod = {
  start_date: '2026-11-02',
  end_date: '2026-11-08',
  orders_count: 1,
  collected: 0,
  commission: 0,
  carried_in: 0,
  carried_in_collected: 0,
  payout_amount: 0,
  carried_out: 0,
  payout_status: 'paid',
  payout_date: '2026-11-11',
};

describe('ledger sums', () => {
  it('adds paid and scheduled payouts; only the newest carry (or open week) waits, never counted twice', () => {
    const periods: CodPayoutPeriod[] = [
      {
        ...base,
        payout_status: 'carried_over',
        collected: 2400,
        commission: 96,
        carried_out: 2304,
        payout_date: null,
      },
      { ...base, payout_status: 'scheduled', payout_amount: 4800 },
      { ...base, payout_status: 'paid', payout_amount: 3360 },
      { ...base, payout_status: 'carried_over', collected: 2000, commission: 80, carried_out: 1920 },
    ];
    expect(ledgerSums(periods)).toEqual({ paid: 3360, scheduled: 4800, waiting: 2304 });
    expect(ledgerSums(periods, false).waiting).toBe(0);
  });

  it('the threshold counts what earlier weeks carried over: 1500 + 2000 = 3500 ₸ is above 3000 ₸', () => {
    expect(thresholdBase({ ...base, collected: 1500, carried_in_collected: 2000 })).toBe(3500);
  });
});
