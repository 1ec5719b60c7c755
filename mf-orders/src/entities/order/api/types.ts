import type { Group, OrderState } from '@cabinet/shared/contract';

/** A paged answer of GET deliveries/groups. */
export interface OrderPage {
  count: number;
  page: number;
  page_size: number;
  next: number | null;
  previous: number | null;
  results: Group[];
}

/** A cause of cancellation (GET deliveries/cancel-types). */
export interface CancelType {
  id: number;
  type: 'group' | 'point';
  name: string;
}

/** The public tracking answer (GET /rocket/v0/tracking/{token}). */
export interface Tracking {
  number: string;
  state: OrderState;
  status: number;
  company_name: string;
  eta_minutes: number | null;
  courier: {
    name: string;
    phone_number: string;
    transport: string;
    latitude: number;
    longitude: number;
  } | null;
  points: Array<{
    index: number;
    state: 'pending' | 'arrived' | 'done' | 'cancelled';
    street: string;
    building: string;
    geo_data: [number, number];
  }>;
  created_at: string;
  delivered_at: string | null;
}
