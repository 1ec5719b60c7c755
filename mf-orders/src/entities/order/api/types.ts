import type { Group, TrackingView } from '@cabinet/shared/contract';

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
export type Tracking = TrackingView;
