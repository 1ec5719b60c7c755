/**
 * The simulated dispatcher: a timer loop that moves every active order through
 * planned -> searching -> accepted -> arrived_to_sender -> picked_up -> arrived_to_client -> delivered.
 * Progress is a pure function of (clock - started_at) * timeScale, so ticks are idempotent.
 */
import type { Courier, LonLat, OrderState } from '../contract';
import type { Ctx } from '../context';
import { COURIERS } from '../domain/catalogues';
import type { LatLon } from '../domain/geo';
import { alongRoute, haversineKm } from '../domain/geo';
import type { GroupRow } from '../domain/rows';
import { SEARCH_ESTIMATE_MINUTES, STATE_STATUS } from '../domain/rows';
import { TRANSPORT_RULES } from '../domain/tariffs';
import { purgeIdempotency } from '../http/idempotency';

const MIN = 60_000;

interface Timeline {
  accepted: number;
  arrivedSender: number;
  pickedUp: number;
  /** Arrival at each point after the first (ms from start). */
  arrivals: number[];
  delivered: number;
}

/** Simulated milestones (ms after the search started) for a route. */
export function timeline(
  waypoints: LonLat[],
  transport: GroupRow['transport'],
  batching: boolean,
  id: number,
): Timeline {
  const speed = TRANSPORT_RULES[transport].speedKmh;
  // 1..SEARCH_ESTIMATE_MINUTES: the estimate the group view announces is the longest search.
  const search = (1 + (id % SEARCH_ESTIMATE_MINUTES)) * MIN;
  const accepted = search;
  const arrivedSender = accepted + (8 + (id % 5)) * MIN + (batching ? 10 * MIN : 0);
  const pickedUp = arrivedSender + 3 * MIN;
  const arrivals: number[] = [];
  let t = pickedUp;
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1] as LonLat;
    const b = waypoints[i] as LonLat;
    const km = haversineKm({ lat: a[1], lon: a[0] }, { lat: b[1], lon: b[0] });
    t += Math.max(4 * MIN, (km / speed) * 60 * MIN) + (i > 1 ? 3 * MIN : 0);
    arrivals.push(t);
  }
  const delivered = t + 3 * MIN;
  return { accepted, arrivedSender, pickedUp, arrivals, delivered };
}

export function stateAt(tl: Timeline, elapsed: number): OrderState {
  if (elapsed >= tl.delivered) return 'delivered';
  const lastArrival = tl.arrivals[tl.arrivals.length - 1] ?? tl.delivered;
  if (elapsed >= lastArrival) return 'arrived_to_client';
  if (elapsed >= tl.pickedUp) return 'picked_up';
  if (elapsed >= tl.arrivedSender) return 'arrived_to_sender';
  if (elapsed >= tl.accepted) return 'accepted';
  return 'searching';
}

function courierPosition(waypoints: LonLat[], tl: Timeline, elapsed: number): LatLon {
  const pts: LatLon[] = waypoints.map(([lon, lat]) => ({ lat, lon }));
  const first = pts[0] as LatLon;
  if (elapsed < tl.arrivedSender) {
    const start = { lat: first.lat + 0.012, lon: first.lon - 0.015 };
    const f = Math.max(0, (elapsed - tl.accepted) / Math.max(1, tl.arrivedSender - tl.accepted));
    return { lat: start.lat + (first.lat - start.lat) * f, lon: start.lon + (first.lon - start.lon) * f };
  }
  if (elapsed < tl.pickedUp) return first;
  const last = tl.arrivals[tl.arrivals.length - 1] ?? tl.delivered;
  return alongRoute(pts, (elapsed - tl.pickedUp) / Math.max(1, last - tl.pickedUp));
}

/** Same courier at the same coordinates (or no courier either time): the tick has nothing to move. */
function sameCourierPlace(before: Courier | null, after: Courier | null): boolean {
  if (!before || !after) return before === after;
  return before.id === after.id && before.latitude === after.latitude && before.longitude === after.longitude;
}

export class Dispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private ticks = 0;
  private stopped = false;

  constructor(private readonly ctx: Ctx) {}

  start(): void {
    if (this.timer || this.ctx.config.dispatcherTickMs <= 0) return;
    this.stopped = false;
    this.timer = setInterval(() => {
      if (!this.running) {
        this.running = this.tick()
          .then(
            () => undefined,
            (err: unknown) => console.error('dispatcher tick failed', err),
          )
          .finally(() => (this.running = null));
      }
    }, this.ctx.config.dispatcherTickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass over the active orders; returns how many changed. Safe to call directly from tests. */
  async tick(): Promise<number> {
    const { db, clock, config } = this.ctx;
    const now = clock.now();
    const scale = config.timeScale;
    let changed = 0;
    const rows = await db.query<GroupRow>(
      `SELECT * FROM groups WHERE state NOT IN ('delivered', 'cancelled') ORDER BY id LIMIT 1000`,
    );
    for (const g of rows) {
      if (this.stopped) break;
      let startedAt = g.started_at ? new Date(g.started_at) : null;
      if (g.state === 'planned') {
        const planned = g.planned_at ? new Date(g.planned_at).getTime() : now.getTime();
        // A planned order starts searching 20 simulated minutes before its time.
        if (now.getTime() < planned - (20 * MIN) / Math.max(scale, 1e-9)) continue;
        startedAt = now;
      }
      if (!startedAt) startedAt = now;
      // An order made at a later pinned instant (X-Sandbox-Now) waits at its start until the clock gets there.
      const elapsed = Math.max(0, now.getTime() - startedAt.getTime()) * scale;
      const tl = timeline(g.waypoints, g.transport, g.batching, g.id);
      const state = stateAt(tl, elapsed);
      const pos = courierPosition(g.waypoints, tl, elapsed);
      const c = COURIERS[g.id % COURIERS.length] as (typeof COURIERS)[number];
      const courier: Courier | null =
        state === 'searching'
          ? null
          : {
              id: c.id,
              name: c.name,
              contact_name: c.name,
              phone_number: c.phone,
              transport: g.transport,
              latitude: Math.round(pos.lat * 1e6) / 1e6,
              longitude: Math.round(pos.lon * 1e6) / 1e6,
              updated_at: now.toISOString(),
            };
      const eta = state === 'delivered' ? null : Math.max(0, Math.ceil((tl.delivered - elapsed) / MIN));
      const arrivedCount = tl.arrivals.filter((a) => elapsed >= a).length;
      // Nothing to write when the order stands still (an order made at a later pinned instant waits
      // at its start; a courier waits at a point): the tick's writes hold the one database, so
      // every call of the platform waits behind them.
      const unchanged =
        state === g.state &&
        eta === g.eta_minutes &&
        g.started_at !== null &&
        new Date(g.started_at).getTime() === startedAt.getTime() &&
        sameCourierPlace(g.courier, courier);
      if (unchanged) continue;
      await db.query(
        `UPDATE groups SET state = $1, status = $2, courier = $3::jsonb, eta_minutes = $4, started_at = $5,
           delivered_at = CASE WHEN $1 = 'delivered' THEN $6::timestamptz ELSE delivered_at END,
           updated_at = CASE WHEN state <> $1 THEN $6::timestamptz ELSE updated_at END
         WHERE id = $7 AND state NOT IN ('delivered', 'cancelled')`,
        [state, STATE_STATUS[state], courier ? JSON.stringify(courier) : null, eta, startedAt, now, g.id],
      );
      await db.query(
        `UPDATE points SET state = CASE
            WHEN state = 'cancelled' THEN 'cancelled'
            WHEN idx = 0 AND $2 >= 1 THEN 'done'
            WHEN idx = 0 AND $3 THEN 'arrived'
            WHEN idx > 0 AND idx <= $4 AND $5 THEN 'done'
            WHEN idx > 0 AND idx < $4 THEN 'done'
            WHEN idx > 0 AND idx = $4 THEN 'arrived'
            ELSE 'pending' END
         WHERE group_id = $1`,
        [
          g.id,
          elapsed >= tl.pickedUp ? 1 : 0,
          elapsed >= tl.arrivedSender,
          arrivedCount,
          state === 'delivered',
        ],
      );
      if (state !== g.state) changed += 1;
    }
    this.ticks += 1;
    if (this.ticks % 60 === 0) {
      await purgeIdempotency(this.ctx);
      await db.query('DELETE FROM tariff_quotes WHERE expires_at < $1', [new Date(now.getTime() - 3600_000)]);
    }
    return changed;
  }
}
