import type { Grade, Group, GradeTag } from '@cabinet/shared/contract';
import { ORDERS_LIST_URL } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';

import { tabQuery, type OrderListFilters, type OrderTab } from '../model/order-status';
import type { CancelType, OrderPage } from './types';

const GROUPS_URL = ORDERS_LIST_URL;

/** One page of a tab, narrowed by the server-side filters; `signal` lets a superseded request go. */
export function fetchOrdersPage(
  tab: OrderTab,
  page: number,
  pageSize?: number,
  options: { filters?: Partial<OrderListFilters>; signal?: AbortSignal } = {},
): Promise<OrderPage> {
  return platformRequest<OrderPage>({
    method: 'get',
    url: GROUPS_URL,
    params: { ...tabQuery(tab, page, pageSize, options.filters) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export function fetchOrder(id: number): Promise<Group> {
  return platformRequest<Group>({ method: 'get', url: `${GROUPS_URL}/${id}` });
}

export function cancelOrder(id: number, body: { cancel_type_id?: number; comment?: string }): Promise<Group> {
  return platformRequest<Group>({ method: 'patch', url: `${GROUPS_URL}/${id}`, data: body });
}

export async function fetchCancelTypes(): Promise<CancelType[]> {
  const answer = await platformRequest<{ results: CancelType[] }>({
    method: 'get',
    url: '/rocket/v0/deliveries/cancel-types',
    params: { type: 'group' },
  });
  return answer.results;
}

export async function fetchGradeTags(): Promise<GradeTag[]> {
  const answer = await platformRequest<{ results: GradeTag[] }>({
    method: 'get',
    url: '/rocket/v0/grades/tags',
  });
  return answer.results;
}

export function sendEstimate(body: {
  group_id: number;
  rating: number;
  tags: number[];
  comment: string;
}): Promise<Grade> {
  return platformRequest<Grade>({ method: 'post', url: '/rocket/v0/grades/estimate', data: body });
}
