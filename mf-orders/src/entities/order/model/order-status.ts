import { ACTIVE_ORDER_STATUSES, FINISHED_ORDER_STATUSES, TYPICAL_PICKUP_MINUTES } from '@cabinet/shared';
import type { OrderState } from '@cabinet/shared/contract';

/** The tabs of the orders list (§2): active (1, 2, 5), planned (was_planned, still 1, 2, 5) and finished (3, 4). */
export const ORDER_TABS = ['active', 'planned', 'finished'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const DEFAULT_TAB: OrderTab = 'active';

/**
 * What the list is narrowed to on the server, beside the tab: a search text and a range of creation
 * days ('YYYY-MM-DD', Almaty). Beyond the spec: the sandbox's `search`, `created_from`, `created_to`.
 */
export interface OrderListFilters {
  search: string;
  from: string;
  to: string;
}

/** Query parameters of GET deliveries/groups for a tab (§3 "order list query"). */
export interface OrderListQuery {
  page: number;
  page_size: number;
  status?: string;
  was_planned?: 'true';
  search?: string;
  created_from?: string;
  created_to?: string;
}

const ORDERS_PAGE_SIZE = 50;

/**
 * Active = statuses 1, 2, 5; planned = was_planned among those same statuses (a planned order that
 * was delivered or cancelled lives only in finished); finished = 3, 4. Blank filters are left out.
 */
export function tabQuery(
  tab: OrderTab,
  page = 1,
  pageSize = ORDERS_PAGE_SIZE,
  filters: Partial<OrderListFilters> = {},
): OrderListQuery {
  const query: OrderListQuery = {
    page,
    page_size: pageSize,
    status: (tab === 'finished' ? FINISHED_ORDER_STATUSES : ACTIVE_ORDER_STATUSES).join(','),
  };
  if (tab === 'planned') query.was_planned = 'true';
  const search = filters.search?.trim();
  if (search) query.search = search;
  if (filters.from) query.created_from = filters.from;
  if (filters.to) query.created_to = filters.to;
  return query;
}

/** The tab named in the URL, or the default one for anything else. */
export function parseTab(value: string | null | undefined): OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : DEFAULT_TAB;
}

export function isActiveStatus(status: number): boolean {
  return (ACTIVE_ORDER_STATUSES as readonly number[]).includes(status);
}

/** The i18n key (namespace `orders`) of a detailed state's text (§4). */
export function stateTextKey(state: OrderState): `tracking.state_${OrderState}` {
  return `tracking.state_${state}`;
}

/** Visual tone of a state badge. */
export function stateTone(state: OrderState): 'info' | 'progress' | 'success' | 'danger' {
  if (state === 'delivered') return 'success';
  if (state === 'cancelled') return 'danger';
  if (state === 'planned' || state === 'searching') return 'info';
  return 'progress';
}

const CANCELLABLE: readonly OrderState[] = [
  'planned',
  'searching',
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
];

export function canCancel(state: OrderState): boolean {
  return CANCELLABLE.includes(state);
}

/**
 * What a cancellation costs now (§9): free before the courier arrives, the arrival fee once the
 * courier is at the sender, and a return on top after pickup.
 */
export type CancelRule = 'free' | 'arrival-fee' | 'return-fee';

export function cancelRule(state: OrderState): CancelRule {
  if (state === 'arrived_to_sender') return 'arrival-fee';
  if (state === 'picked_up' || state === 'arrived_to_client') return 'return-fee';
  return 'free';
}

/**
 * The countdown's estimate when the platform gives none (`search_estimate_minutes` is beyond the
 * spec): §9's typical pickup time (about 15 minutes). It is a typical figure, not an upper bound:
 * a search that takes longer shows the still-searching message once it has run out.
 */
export const FALLBACK_SEARCH_ESTIMATE_MINUTES = TYPICAL_PICKUP_MINUTES;

/** The courier-search estimate of an order, in minutes: the platform's own, else the §9 fallback. */
export function searchEstimateMinutes(order: { search_estimate_minutes?: number | null }): number {
  const estimate = order.search_estimate_minutes;
  return typeof estimate === 'number' && estimate > 0 ? estimate : FALLBACK_SEARCH_ESTIMATE_MINUTES;
}

type SearchProgress = { kind: 'countdown'; minutes: number } | { kind: 'still-searching' };

/**
 * Before a courier is found (§4): the minutes left of the estimate, counted from when the search
 * began, then the still-searching message once the estimate has run out.
 */
export function searchProgress(
  searchStartedAt: string,
  now: number,
  estimateMinutes: number,
): SearchProgress {
  const elapsedMs = Math.max(0, now - new Date(searchStartedAt).getTime());
  const leftMs = estimateMinutes * 60_000 - elapsedMs;
  if (leftMs <= 0) return { kind: 'still-searching' };
  return { kind: 'countdown', minutes: Math.ceil(leftMs / 60_000) };
}

/**
 * How long until the search estimate runs out, in ms; null once it has. The notice switches to the
 * still-searching text exactly then: its coarse tick alone could reach the end of the estimate only
 * after the courier was found (the platform's estimate is its longest search), and never show it.
 */
export function msUntilSearchEstimateEnds(
  searchStartedAt: string,
  now: number,
  estimateMinutes: number,
): number | null {
  const elapsedMs = Math.max(0, now - new Date(searchStartedAt).getTime());
  const leftMs = estimateMinutes * 60_000 - elapsedMs;
  return leftMs > 0 ? leftMs : null;
}
