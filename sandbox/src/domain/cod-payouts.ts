/**
 * Cash-on-delivery payout periods (a sandbox extension; the rules are in
 * shared/src/contract/reports.ts beside `codPayoutPeriodSchema`): weeks Monday..Sunday in
 * Asia/Almaty, paid out on the Wednesday after when the collected amount, with what earlier weeks
 * carried over, exceeds 3000 ₸; 4 % commission per order.
 */
import { COD_PAYOUT, COD_PAYOUT_DAYS_AFTER_PERIOD } from '../contract';
import type { CodPayoutPeriod, CodPayoutStatus } from '../contract';
import { almatyDate } from './clock';

/** A delivered cash-on-delivery order, as the ledger needs it. */
export interface CodDelivery {
  id: number;
  delivered_at: Date;
  cod_amount: number;
}

/** Where one order's cash stands in the ledger. */
export interface CodSettlement {
  status: Extract<CodPayoutStatus, 'pending' | 'carried_over' | 'scheduled' | 'paid'>;
  payout_date: string | null;
}

export interface PayoutLedger {
  /** Weeks with deliveries, oldest first. */
  periods: Array<CodPayoutPeriod & { order_ids: number[] }>;
  settlements: Map<number, CodSettlement>;
}

const DAY_MS = 86_400_000;

/** 4 % of a collected amount, in whole tenge. */
export function commissionOf(collected: number): number {
  return Math.round((collected * COD_PAYOUT.commissionPercent) / 100);
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week of a YYYY-MM-DD day. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The ledger of one company's delivered cash-on-delivery orders as of `today` (YYYY-MM-DD, Almaty):
 * every week with deliveries and, for each order, the payout that covers it.
 */
export function payoutLedger(deliveries: readonly CodDelivery[], today: string): PayoutLedger {
  const byWeek = new Map<string, CodDelivery[]>();
  for (const delivery of deliveries) {
    const start = weekStart(almatyDate(delivery.delivered_at));
    const week = byWeek.get(start) ?? [];
    week.push(delivery);
    byWeek.set(start, week);
  }
  const periods: PayoutLedger['periods'] = [];
  const settlements = new Map<number, CodSettlement>();
  let carried = { net: 0, collected: 0, orderIds: [] as number[] };

  for (const start of [...byWeek.keys()].sort()) {
    const orders = (byWeek.get(start) ?? []).sort(
      (a, b) => a.delivered_at.getTime() - b.delivered_at.getTime() || a.id - b.id,
    );
    const end = addDays(start, 6);
    const collected = orders.reduce((sum, order) => sum + order.cod_amount, 0);
    const commission = orders.reduce((sum, order) => sum + commissionOf(order.cod_amount), 0);
    const net = collected - commission + carried.net;
    const covered = [...carried.orderIds, ...orders.map((order) => order.id)];
    const payoutDate = addDays(end, COD_PAYOUT_DAYS_AFTER_PERIOD);
    const base = {
      start_date: start,
      end_date: end,
      orders_count: orders.length,
      collected,
      commission,
      carried_in: carried.net,
      carried_in_collected: carried.collected,
      order_ids: orders.map((order) => order.id),
    };
    if (end >= today) {
      // The week has not ended: what it would pay out if it ended now.
      periods.push({
        ...base,
        payout_amount: net,
        carried_out: 0,
        payout_status: 'open',
        payout_date: payoutDate,
      });
      for (const id of covered) settlements.set(id, { status: 'pending', payout_date: payoutDate });
      carried = { net: 0, collected: 0, orderIds: [] };
    } else if (collected + carried.collected > COD_PAYOUT.minimumTenge) {
      const status = payoutDate <= today ? 'paid' : 'scheduled';
      periods.push({
        ...base,
        payout_amount: net,
        carried_out: 0,
        payout_status: status,
        payout_date: payoutDate,
      });
      for (const id of covered) settlements.set(id, { status, payout_date: payoutDate });
      carried = { net: 0, collected: 0, orderIds: [] };
    } else {
      periods.push({
        ...base,
        payout_amount: 0,
        carried_out: net,
        payout_status: 'carried_over',
        payout_date: null,
      });
      for (const id of covered) settlements.set(id, { status: 'carried_over', payout_date: null });
      carried = { net, collected: collected + carried.collected, orderIds: covered };
    }
  }
  return { periods, settlements };
}
