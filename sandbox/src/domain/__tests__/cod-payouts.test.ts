/** The cash-on-delivery ledger (§9: payouts every 7 days above 3000 ₸, 4 % commission), on literal numbers. */
import { addDays, commissionOf, payoutLedger, weekStart } from '../cod-payouts';

/** A delivery at 15:00 Almaty time of a day. */
const delivered = (id: number, day: string, cod: number) => ({
  id,
  delivered_at: new Date(`${day}T15:00:00+05:00`),
  cod_amount: cod,
});

describe('cash-on-delivery payout periods', () => {
  it('weeks run Monday to Sunday in Almaty; the payout is on the Wednesday after', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    // 23:30 on Sunday in Almaty is still that Sunday (18:30 UTC).
    const { periods } = payoutLedger(
      [{ id: 1, delivered_at: new Date('2026-11-29T18:30:00Z'), cod_amount: 5000 }],
      '2026-12-10',
    );
    expect(periods[0]).toMatchObject({
      start_date: '2026-11-23',
      end_date: '2026-11-29',
      payout_date: '2026-12-02',
    });
  });

  it('takes 4 % commission per order', () => {
    expect(commissionOf(2400)).toBe(96);
    expect(commissionOf(3000)).toBe(120);
    expect(commissionOf(12500)).toBe(500);
    expect(commissionOf(2512)).toBe(100);
  });

  it('pays out only above 3000 ₸: 2000 carries over, then 2000 + 1500 = 3500 is paid less 4 %', () => {
    const { periods, settlements } = payoutLedger(
      [
        delivered(1, '2026-11-02', 2000),
        delivered(2, '2026-11-10', 1500),
        delivered(3, '2026-11-17', 3000),
        delivered(4, '2026-11-24', 5000),
      ],
      '2026-11-24',
    );
    expect(periods).toEqual([
      {
        start_date: '2026-11-02',
        end_date: '2026-11-08',
        orders_count: 1,
        collected: 2000,
        commission: 80,
        carried_in: 0,
        carried_in_collected: 0,
        payout_amount: 0,
        carried_out: 1920,
        payout_status: 'carried_over',
        payout_date: null,
        order_ids: [1],
      },
      {
        start_date: '2026-11-09',
        end_date: '2026-11-15',
        orders_count: 1,
        collected: 1500,
        commission: 60,
        carried_in: 1920,
        carried_in_collected: 2000,
        payout_amount: 3360,
        carried_out: 0,
        payout_status: 'paid',
        payout_date: '2026-11-18',
        order_ids: [2],
      },
      // Exactly 3000 ₸ is not above the threshold: it carries over.
      expect.objectContaining({
        collected: 3000,
        commission: 120,
        payout_status: 'carried_over',
        carried_out: 2880,
      }),
      expect.objectContaining({
        start_date: '2026-11-23',
        payout_status: 'open',
        collected: 5000,
        commission: 200,
        carried_in: 2880,
        payout_amount: 7680,
        payout_date: '2026-12-02',
      }),
    ]);
    expect(settlements.get(1)).toEqual({ status: 'paid', payout_date: '2026-11-18' });
    expect(settlements.get(2)).toEqual({ status: 'paid', payout_date: '2026-11-18' });
    expect(settlements.get(3)).toEqual({ status: 'pending', payout_date: '2026-12-02' });
    expect(settlements.get(4)).toEqual({ status: 'pending', payout_date: '2026-12-02' });
  });

  it('a closed week above 3000 ₸ is scheduled until its payout day, then paid', () => {
    const deliveries = [delivered(1, '2026-11-24', 3100)];
    expect(payoutLedger(deliveries, '2026-11-30').periods[0]).toMatchObject({
      payout_status: 'scheduled',
      payout_amount: 3100 - 124,
      payout_date: '2026-12-02',
    });
    expect(payoutLedger(deliveries, '2026-12-02').periods[0]?.payout_status).toBe('paid');
  });

  it('carries over across several small weeks until the sum is above 3000 ₸', () => {
    const { periods } = payoutLedger(
      [delivered(1, '2026-10-05', 1000), delivered(2, '2026-10-12', 1000), delivered(3, '2026-10-19', 1001)],
      '2026-11-30',
    );
    expect(periods.map((p) => p.payout_status)).toEqual(['carried_over', 'carried_over', 'paid']);
    expect(periods[2]).toMatchObject({
      carried_in: 1920,
      carried_in_collected: 2000,
      payout_amount: 1920 + 961,
    });
  });

  it('orders weeks and their orders by delivery time, whatever order the deliveries come in', () => {
    const { periods } = payoutLedger(
      [
        delivered(7, '2026-11-12', 4000),
        delivered(5, '2026-11-03', 2000),
        delivered(4, '2026-11-03', 2000),
        delivered(3, '2026-11-02', 2000),
      ],
      '2026-11-30',
    );
    expect(periods.map((p) => p.start_date)).toEqual(['2026-11-02', '2026-11-09']);
    // The same minute sorts by id.
    expect(periods[0]?.order_ids).toEqual([3, 4, 5]);
  });

  it('keeps a week open on its own Sunday: it ends only when that day is over', () => {
    const { periods, settlements } = payoutLedger([delivered(1, '2026-11-24', 5000)], '2026-11-29');
    expect(periods[0]).toMatchObject({ end_date: '2026-11-29', payout_status: 'open' });
    expect(settlements.get(1)).toEqual({ status: 'pending', payout_date: '2026-12-02' });
  });

  it('starts afresh after a paid week: nothing carried in, and only real orders settled', () => {
    const { periods, settlements } = payoutLedger(
      [delivered(1, '2026-11-03', 1000), delivered(2, '2026-11-10', 2500), delivered(3, '2026-11-17', 500)],
      '2026-11-30',
    );
    expect(periods.map((p) => p.payout_status)).toEqual(['carried_over', 'paid', 'carried_over']);
    expect(periods[2]).toMatchObject({ carried_in: 0, carried_in_collected: 0, order_ids: [3] });
    expect([...settlements.keys()].sort()).toEqual([1, 2, 3]);
    expect(settlements.get(3)).toEqual({ status: 'carried_over', payout_date: null });
    expect(settlements.get(1)).toEqual({ status: 'paid', payout_date: '2026-11-18' });
  });
});
