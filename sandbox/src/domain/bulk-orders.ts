/**
 * Test mode: thousands of real orders for one company in a few statements (POST /__sandbox/orders/bulk),
 * so a list, its search and its paging can be tried at the size of a busy customer.
 */
import crypto from 'node:crypto';
import type { City, Courier, OrderState, Transport } from '../contract';
import type { Ctx } from '../context';
import { insertGroupRows, insertPointRows } from '../db/bulk-insert';
import type { GroupInsertRow, PointInsertRow } from '../db/bulk-insert';
import { RECIPIENTS, rng } from '../db/seed';
import { stateAt, timeline } from '../dispatcher/dispatcher';
import { CANCEL_TYPES, COURIERS, TASKS, taskView } from './catalogues';
import { almatyDate, almatyDayStart } from './clock';
import { STREETS, locate } from './gazetteer';
import { round2, routeKm } from './geo';
import { STATE_STATUS } from './rows';
import { priceRoute } from './tariffs';

/** How far back the finished orders' creation times reach. */
const BULK_HISTORY_DAYS = 180;
/**
 * Live (searching … at the client) and pending planned orders are at most this many each per call:
 * the dispatcher moves every unfinished order on each tick, and the finished history is what is large.
 */
const BULK_MAX_LIVE = 10;

const DAY = 86_400_000;
const MIN = 60_000;
const LIVE_STATES: OrderState[] = [
  'searching',
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
];
const GROUP_CANCEL_REASONS = CANCEL_TYPES.filter((c) => c.type === 'group').map((c) => c.ru);
const ITEMS = ['Платье', 'Кроссовки', 'Наушники', 'Книга', 'Торт', 'Цветы', 'Документы'];

interface BulkCompany {
  id: number;
  city: City;
  contactName: string;
}

interface BulkSummary {
  created: number;
  /** Orders created per detailed state. */
  by_state: Partial<Record<OrderState, number>>;
  /** Finished orders that had been planned (they belong to the finished tab only). */
  finished_planned: number;
  newest_created_at: string | null;
  oldest_created_at: string | null;
}

/** How many of `count` orders are live and planned; the rest are history. */
function bulkShares(count: number): { live: number; planned: number; finished: number } {
  const live = Math.min(BULK_MAX_LIVE, Math.floor(count / 30));
  const planned = Math.min(BULK_MAX_LIVE, Math.floor(count / 30));
  return { live, planned, finished: count - live - planned };
}

/** Simulated time (ms after the search started) in the middle of a live state, as the dispatcher sees it. */
function elapsedFor(state: OrderState, tl: ReturnType<typeof timeline>): number {
  const firstArrival = tl.arrivals[0] ?? tl.delivered;
  const lastArrival = tl.arrivals[tl.arrivals.length - 1] ?? tl.delivered;
  const windows: Partial<Record<OrderState, [number, number]>> = {
    searching: [0, tl.accepted],
    accepted: [tl.accepted, tl.arrivedSender],
    arrived_to_sender: [tl.arrivedSender, tl.pickedUp],
    picked_up: [tl.pickedUp, Math.min(firstArrival, lastArrival)],
    arrived_to_client: [lastArrival, tl.delivered],
  };
  const [from, to] = windows[state] ?? [0, 0];
  return from + (to - from) / 2;
}

/** Creates `count` orders for the company: ids from the sequence, everything in one transaction. */
export async function createBulkOrders(ctx: Ctx, company: BulkCompany, count: number): Promise<BulkSummary> {
  const rand = rng(company.id * 7919 + count);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const now = ctx.clock.now();
  const scale = ctx.config.timeScale > 0 ? ctx.config.timeScale : 1;
  const streets = STREETS.filter((s) => s.city === company.city);
  const shares = bulkShares(count);

  return ctx.db.transaction(async (tx) => {
    const ids = (
      await tx.query<{ id: number }>(
        "SELECT nextval('groups_id_seq')::int AS id FROM generate_series(1, $1::int)",
        [count],
      )
    ).map((r) => r.id);
    const groups: GroupInsertRow[] = [];
    const points: PointInsertRow[] = [];
    const byState: Partial<Record<OrderState, number>> = {};
    let finishedPlanned = 0;

    for (let i = 0; i < count; i += 1) {
      const id = ids[i] as number;
      let state: OrderState;
      if (i < shares.live) state = LIVE_STATES[i % LIVE_STATES.length] as OrderState;
      else if (i < shares.live + shares.planned) state = 'planned';
      else state = rand() < 0.15 ? 'cancelled' : 'delivered';
      const live = i < shares.live;
      const planned = state === 'planned';
      const finished = !live && !planned;

      const nPoints = 2 + Math.floor(rand() * 3);
      const pts = Array.from({ length: nPoints }, () => {
        const street = pick(streets);
        const building = 1 + Math.floor(rand() * Math.min(street.maxBuilding, 150));
        const at = locate(street, building);
        return { street: street.ru, building: String(building), lat: at.lat, lon: at.lon };
      });
      const distance = round2(routeKm(pts));
      const drafts = priceRoute(distance, nPoints, 0).filter((d) => !d.is_unavailable);
      const transports: Transport[] = ['CAR', 'MOTORBIKE', 'FOOT'];
      const tariff =
        drafts.find((d) => d.transport === pick(transports)) ?? (drafts[0] as (typeof drafts)[number]);
      const waypoints = pts.map((p) => [p.lon, p.lat] as [number, number]);
      const batching = id % 7 === 0;

      let created: Date;
      let startedAt: Date | null = null;
      let plannedAt: Date | null = null;
      if (live) {
        const tl = timeline(waypoints, tariff.transport, batching, id);
        const elapsed = elapsedFor(state, tl);
        // Started so that the dispatcher, which derives the state from the start time, agrees.
        startedAt = new Date(now.getTime() - elapsed / scale);
        if (stateAt(tl, elapsed) !== state) state = stateAt(tl, elapsed);
        created = startedAt;
      } else if (planned) {
        created = new Date(
          now.getTime() - (i - shares.live + 1) * 3 * 60 * MIN - Math.floor(rand() * 60) * MIN,
        );
        const day = almatyDate(new Date(now.getTime() + (1 + Math.floor(rand() * 5)) * DAY));
        plannedAt = new Date(almatyDayStart(day).getTime() + (10 + Math.floor(rand() * 9)) * 60 * MIN);
      } else {
        // History: a working-hours moment of one of the past days, at least four hours ago.
        const daysAgo = Math.floor(rand() * BULK_HISTORY_DAYS);
        const day = almatyDate(new Date(now.getTime() - daysAgo * DAY));
        created = new Date(almatyDayStart(day).getTime() + (9 * 60 + Math.floor(rand() * 12 * 60)) * MIN);
        if (created.getTime() > now.getTime() - 4 * 60 * MIN) created = new Date(created.getTime() - DAY);
        startedAt = created;
      }

      const wasPlanned = planned || (finished && rand() < 0.12);
      if (finished && wasPlanned) {
        plannedAt = new Date(created.getTime() + 60 * MIN);
        startedAt = plannedAt;
        finishedPlanned += 1;
      }
      const courierDef = COURIERS[id % COURIERS.length] as (typeof COURIERS)[number];
      const first = pts[0] as (typeof pts)[number];
      const courier: Courier | null =
        state === 'searching' || state === 'planned' || (state === 'cancelled' && rand() < 0.5)
          ? null
          : {
              id: courierDef.id,
              name: courierDef.name,
              contact_name: courierDef.name,
              phone_number: courierDef.phone,
              transport: tariff.transport,
              latitude: first.lat,
              longitude: first.lon,
              updated_at: (startedAt ?? created).toISOString(),
            };

      const withPayment = rand() < 0.2;
      const withPhoto = rand() < 0.2;
      let tasksPrice = 0;
      let cod = 0;
      pts.forEach((p, idx) => {
        const tasks = [];
        let items: Array<{ id: number; title: string; price: number }> = [];
        if (idx > 0 && withPayment) {
          tasks.push(taskView(TASKS[3] as (typeof TASKS)[number], 'ru'));
          items = [{ id: 1, title: pick(ITEMS), price: 2000 + Math.floor(rand() * 40) * 500 }];
        }
        if (idx > 0 && withPhoto) {
          tasks.push(taskView(TASKS[1] as (typeof TASKS)[number], 'ru'));
          tasksPrice += 300;
        }
        const pointCod = items.reduce((sum, item) => sum + item.price, 0);
        cod += pointCod;
        points.push({
          group_id: id,
          idx,
          state: state === 'delivered' ? 'done' : state === 'cancelled' ? 'cancelled' : 'pending',
          address: {
            street: p.street,
            building: p.building,
            entrance: String(1 + (idx % 4)),
            floor: String(1 + (id % 9)),
            apartment: String(1 + (id % 180)),
            intercom: '',
            extra_info: '',
            latitude: p.lat,
            longitude: p.lon,
          },
          contact_info: {
            phone_number: `+7701${String(1_000_000 + ((id * 7919 + idx) % 9_000_000)).slice(0, 7)}`,
            contact_name: idx === 0 ? company.contactName : pick(RECIPIENTS),
          },
          lat: p.lat,
          lon: p.lon,
          city: company.city,
          tasks,
          items,
          cod: pointCod,
        });
      });

      const total = tariff.price + tasksPrice;
      const cancelled = state === 'cancelled';
      const fee = cancelled && courier ? 500 : 0;
      const doneAt = new Date((startedAt ?? created).getTime() + (30 + Math.floor(rand() * 40)) * MIN);
      byState[state] = (byState[state] ?? 0) + 1;
      groups.push({
        id,
        company_id: company.id,
        number: `R-${String(id).padStart(6, '0')}`,
        tracking_token: crypto.randomBytes(12).toString('base64url'),
        state,
        status: STATE_STATUS[state],
        was_planned: wasPlanned,
        planned_at: plannedAt ? plannedAt.toISOString() : null,
        delivery_time_type: wasPlanned ? 2 : 1,
        payment_type: rand() < 0.8 ? 2 : 5,
        is_api: rand() < 0.3,
        transport: tariff.transport,
        price: tariff.price,
        tasks_price: tasksPrice,
        cancel_fee: fee,
        refunded_amount: cancelled ? total - fee : 0,
        cod_amount: cod,
        distance,
        waypoints,
        batching,
        eta_minutes: finished ? null : tariff.eta_minutes,
        comment: rand() < 0.25 ? 'Позвонить за 10 минут' : '',
        cancel_reason: cancelled ? pick(GROUP_CANCEL_REASONS) : null,
        courier,
        started_at: startedAt ? startedAt.toISOString() : null,
        created_at: created.toISOString(),
        updated_at: (finished ? doneAt : (startedAt ?? created)).toISOString(),
        delivered_at: state === 'delivered' ? doneAt.toISOString() : null,
        cancelled_at: cancelled ? new Date((startedAt ?? created).getTime() + 5 * MIN).toISOString() : null,
      });
    }

    await insertGroupRows(tx, groups);
    await insertPointRows(tx, points);
    const times = groups.map((g) => g.created_at).sort();
    return {
      created: count,
      by_state: byState,
      finished_planned: finishedPlanned,
      newest_created_at: times[times.length - 1] ?? null,
      oldest_created_at: times[0] ?? null,
    };
  });
}
