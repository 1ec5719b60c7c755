/** Row types and their mapping to contract shapes. */
import type {
  Branch,
  City,
  Company,
  Courier,
  Group,
  GroupGrade,
  LonLat,
  OrderState,
  Point,
  SavedAddress,
  Transport,
} from '../contract';
import type { Queryable } from '../db/db';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

export interface CompanyRow {
  id: number;
  name: string;
  contact_name: string;
  phone_number: string;
  sender_type: 'company' | 'individual';
  is_kaspi_box: boolean;
  use_chocofood_saas: boolean;
  cent_token: string | null;
  balance: string | number;
  city: 'all' | City;
  created_at: Date;
}

export const companyView = (r: CompanyRow): Company => ({
  id: r.id,
  name: r.name,
  contact_name: r.contact_name,
  phone_number: r.phone_number,
  sender_type: r.sender_type,
  is_kaspi_box: r.is_kaspi_box,
  use_chocofood_SaaS: r.use_chocofood_saas,
  cent_token: r.cent_token,
  balance: Number(r.balance),
  city: r.city,
  created_at: iso(r.created_at),
});

export interface AddressRow extends Omit<SavedAddress, 'created_at'> {
  company_id: number;
  created_at: Date;
}
export const addressView = (r: AddressRow): SavedAddress => ({
  id: r.id,
  street: r.street,
  building: r.building,
  entrance: r.entrance,
  floor: r.floor,
  apartment: r.apartment,
  intercom: r.intercom,
  extra_info: r.extra_info,
  latitude: r.latitude,
  longitude: r.longitude,
  city: r.city,
  contact_name: r.contact_name,
  phone_number: r.phone_number,
  is_customer: r.is_customer,
  max_order_distance: r.max_order_distance,
  created_at: iso(r.created_at),
});

export interface BranchRow extends Omit<Branch, 'created_at' | 'updated_at'> {
  company_id: number;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
}
export const branchView = (r: BranchRow): Branch => ({
  id: r.id,
  name: r.name,
  street: r.street,
  building: r.building,
  latitude: r.latitude,
  longitude: r.longitude,
  city: r.city,
  contact_name: r.contact_name,
  phone_number: r.phone_number,
  working_hours: r.working_hours,
  comment: r.comment,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export interface GroupRow {
  id: number;
  company_id: number;
  number: string;
  tracking_token: string;
  state: OrderState;
  status: number;
  was_planned: boolean;
  planned_at: Date | null;
  delivery_time_type: number;
  payment_type: number;
  card_token: string | null;
  is_urgent: boolean;
  is_api: boolean;
  transport: Transport;
  tariff_id: number;
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
  started_at: Date | null;
  created_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
  cancelled_at: Date | null;
}

export interface PointRow {
  id: number;
  group_id: number;
  idx: number;
  state: Point['state'];
  address: Omit<Point['address'], 'city'>;
  contact_info: Point['contact_info'];
  latitude: number;
  longitude: number;
  city: City;
  tasks: Point['tasks'];
  items: Point['delivery_payment_items'];
  cod_amount: number;
}

export const STATE_STATUS: Record<OrderState, number> = {
  searching: 1,
  accepted: 2,
  arrived_to_sender: 2,
  picked_up: 2,
  arrived_to_client: 2,
  delivered: 3,
  cancelled: 4,
  planned: 5,
};

/**
 * Beyond the spec: what the platform tells of the courier search, in minutes. The dispatcher's
 * search takes 1..this many simulated minutes, so the estimate is its upper bound.
 */
export const SEARCH_ESTIMATE_MINUTES = 3;

/** The search estimate a group view carries: only while the order is (or will be) searching. */
export function searchEstimate(state: OrderState): number | null {
  return state === 'searching' || state === 'planned' ? SEARCH_ESTIMATE_MINUTES : null;
}

export interface GradeRow {
  group_id: number;
  rating: number;
  tags: number[];
  comment: string;
  created_at: Date;
}

const gradeView = (r: GradeRow): GroupGrade => ({
  rating: r.rating,
  tags: r.tags,
  comment: r.comment,
  created_at: iso(r.created_at),
});

export function groupView(g: GroupRow, points: PointRow[], grade: GradeRow | null = null): Group {
  return {
    id: g.id,
    number: g.number,
    tracking_token: g.tracking_token,
    status: g.status,
    state: g.state,
    was_planned: g.was_planned,
    planned_at: isoOrNull(g.planned_at),
    delivery_time_type: g.delivery_time_type,
    payment_type: g.payment_type,
    card_token: g.card_token,
    is_urgent: g.is_urgent,
    transport: g.transport,
    tariff_id: g.tariff_id,
    price: g.price,
    tasks_price: g.tasks_price,
    total_price: g.price + g.tasks_price,
    cancel_fee: g.cancel_fee,
    refunded_amount: g.refunded_amount,
    distance: g.distance,
    waypoints: g.waypoints,
    batching: g.batching,
    eta_minutes: g.eta_minutes,
    comment: g.comment,
    cancel_reason: g.cancel_reason,
    courier: g.courier,
    points: points
      .sort((a, b) => a.idx - b.idx)
      .map((p) => ({
        id: p.id,
        index: p.idx,
        state: p.state,
        address: { ...p.address, city: p.city },
        contact_info: p.contact_info,
        geo_data: [p.longitude, p.latitude] as LonLat,
        tasks: p.tasks,
        delivery_payment_items: p.items,
        cod_amount: p.cod_amount,
      })),
    created_at: iso(g.created_at),
    updated_at: iso(g.updated_at),
    delivered_at: isoOrNull(g.delivered_at),
    cancelled_at: isoOrNull(g.cancelled_at),
    search_estimate_minutes: searchEstimate(g.state),
    grade: grade ? gradeView(grade) : null,
  };
}

/** Loads groups (already scoped by the caller) with their points and grades, keeping the given order. */
export async function loadGroupViews(db: Queryable, groups: GroupRow[]): Promise<Group[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const points = await db.query<PointRow>(
    'SELECT * FROM points WHERE group_id = ANY($1::int[]) ORDER BY group_id, idx',
    [ids],
  );
  const grades = await db.query<GradeRow>(
    'SELECT group_id, rating, tags, comment, created_at FROM grades WHERE group_id = ANY($1::int[])',
    [ids],
  );
  const gradeOf = new Map(grades.map((grade) => [grade.group_id, grade]));
  const byGroup = new Map<number, PointRow[]>();
  for (const p of points) {
    const list = byGroup.get(p.group_id) ?? [];
    list.push(p);
    byGroup.set(p.group_id, list);
  }
  return groups.map((g) => groupView(g, byGroup.get(g.id) ?? [], gradeOf.get(g.id) ?? null));
}

export async function findGroup(db: Queryable, companyId: number, id: number): Promise<GroupRow | undefined> {
  const rows = await db.query<GroupRow>('SELECT * FROM groups WHERE id = $1 AND company_id = $2', [
    id,
    companyId,
  ]);
  return rows[0];
}
