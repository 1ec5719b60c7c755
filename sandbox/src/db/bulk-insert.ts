/** Many orders in a few statements (jsonb_to_recordset): the seed and the test-mode bulk endpoint. */
import type { Courier, LonLat, OrderState, Point, Transport } from '../contract';
import type { Queryable } from './db';

/** One order as the bulk insert takes it: ids chosen by the caller, times as ISO strings. */
export interface GroupInsertRow {
  id: number;
  company_id: number;
  number: string;
  tracking_token: string;
  state: OrderState;
  status: number;
  was_planned: boolean;
  planned_at: string | null;
  delivery_time_type: number;
  payment_type: number;
  is_api: boolean;
  transport: Transport;
  price: number;
  tasks_price: number;
  cancel_fee: number;
  refunded_amount: number;
  cod_amount: number;
  distance: number;
  waypoints: LonLat[];
  batching: boolean;
  eta_minutes: number | null;
  comment: string;
  cancel_reason: string | null;
  courier: Courier | null;
  started_at: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
  cancelled_at: string | null;
}

/** One point of an order for the bulk insert. */
export interface PointInsertRow {
  group_id: number;
  idx: number;
  state: Point['state'];
  address: Omit<Point['address'], 'city'>;
  contact_info: Point['contact_info'];
  lat: number;
  lon: number;
  city: string;
  tasks: Point['tasks'];
  items: Point['delivery_payment_items'];
  cod: number;
}

/** Rows per statement: keeps each JSON parameter a few megabytes at most. */
const CHUNK = 2500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export async function insertGroupRows(db: Queryable, groups: readonly GroupInsertRow[]): Promise<void> {
  for (const part of chunks(groups)) {
    await db.query(
      `INSERT INTO groups (id, company_id, number, tracking_token, state, status, was_planned, planned_at, delivery_time_type, payment_type,
         card_token, is_urgent, is_api, transport, tariff_id, price, tasks_price, cancel_fee, refunded_amount, cod_amount, distance, waypoints,
         batching, eta_minutes, comment, cancel_reason, courier, started_at, created_at, updated_at, delivered_at, cancelled_at)
       SELECT g.id, g.company_id, g.number, g.tracking_token, g.state, g.status, g.was_planned, g.planned_at, g.delivery_time_type, g.payment_type,
         NULL, FALSE, g.is_api, g.transport, 0, g.price, g.tasks_price, g.cancel_fee, g.refunded_amount, g.cod_amount, g.distance, g.waypoints,
         g.batching, g.eta_minutes, g.comment, g.cancel_reason, g.courier, g.started_at, g.created_at, g.updated_at, g.delivered_at, g.cancelled_at
       FROM jsonb_to_recordset($1::jsonb) AS g(id int, company_id int, number text, tracking_token text, state text, status int, was_planned boolean,
         planned_at timestamptz, delivery_time_type int, payment_type int, is_api boolean, transport text, price int, tasks_price int, cancel_fee int,
         refunded_amount int, cod_amount int, distance float8, waypoints jsonb, batching boolean, eta_minutes int, comment text, cancel_reason text,
         courier jsonb, started_at timestamptz, created_at timestamptz, updated_at timestamptz, delivered_at timestamptz, cancelled_at timestamptz)`,
      [JSON.stringify(part)],
    );
  }
}

export async function insertPointRows(db: Queryable, points: readonly PointInsertRow[]): Promise<void> {
  for (const part of chunks(points)) {
    await db.query(
      `INSERT INTO points (group_id, idx, state, address, contact_info, latitude, longitude, city, tasks, items, cod_amount)
       SELECT p.group_id, p.idx, p.state, p.address, p.contact_info, p.lat, p.lon, p.city, p.tasks, p.items, p.cod
       FROM jsonb_to_recordset($1::jsonb) AS p(group_id int, idx int, state text, address jsonb, contact_info jsonb, lat float8, lon float8,
         city text, tasks jsonb, items jsonb, cod int)`,
      [JSON.stringify(part)],
    );
  }
}
