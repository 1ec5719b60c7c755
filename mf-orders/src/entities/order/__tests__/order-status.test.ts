import { ACTIVE_ORDERS_FETCH_THROTTLE_MS } from '@cabinet/shared';
import type { OrderState } from '@cabinet/shared/contract';

import { kk } from '../../../shared/i18n/kk';
import { ru } from '../../../shared/i18n/ru';
import {
  ORDER_TABS,
  cancelRule,
  canCancel,
  isActiveStatus,
  parseTab,
  searchProgress,
  searchEstimateMinutes,
  FALLBACK_SEARCH_ESTIMATE_MINUTES,
  stateTextKey,
  stateTone,
  tabQuery,
} from '../model/order-status';

const STATES: OrderState[] = [
  'planned',
  'searching',
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
  'delivered',
  'cancelled',
];

describe('order statuses (§4)', () => {
  it('gives every state its text in Russian and Kazakh', () => {
    const texts = STATES.map(
      (state) => stateTextKey(state).replace('tracking.', '') as keyof typeof ru.tracking,
    );
    expect(texts.map((key) => ru.tracking[key])).toEqual([
      'Запланирован',
      'Ищем курьера',
      'Курьер едет к отправителю',
      'Курьер у отправителя',
      'Заказ забран, курьер едет к получателю',
      'Курьер у получателя',
      'Доставлен',
      'Отменён',
    ]);
    for (const key of texts) expect(kk.tracking[key]).toBeTruthy();
  });

  it('counts 1, 2 and 5 as active and 3, 4 as finished', () => {
    expect([1, 2, 3, 4, 5].filter(isActiveStatus)).toEqual([1, 2, 5]);
  });

  it('colours finished states apart from live ones', () => {
    expect(stateTone('delivered')).toBe('success');
    expect(stateTone('cancelled')).toBe('danger');
    expect(stateTone('searching')).toBe('info');
    expect(stateTone('picked_up')).toBe('progress');
  });
});

describe('tabs and the list query', () => {
  it('maps each tab to the query of GET deliveries/groups', () => {
    expect(tabQuery('active', 1, 20)).toEqual({ page: 1, page_size: 20, status: '1,2,5' });
    // A planned order that was delivered or cancelled belongs to the finished tab only.
    expect(tabQuery('planned', 2, 20)).toEqual({
      page: 2,
      page_size: 20,
      status: '1,2,5',
      was_planned: 'true',
    });
    expect(tabQuery('finished', 3, 20)).toEqual({ page: 3, page_size: 20, status: '3,4' });
  });

  it('adds the search and the day range for the server, leaving blank ones out', () => {
    expect(
      tabQuery('finished', 1, 50, { search: '  R-0001 ', from: '2026-11-01', to: '2026-11-30' }),
    ).toEqual({
      page: 1,
      page_size: 50,
      status: '3,4',
      search: 'R-0001',
      created_from: '2026-11-01',
      created_to: '2026-11-30',
    });
    expect(tabQuery('active', 1, 50, { search: '   ', from: '', to: '2026-11-30' })).toEqual({
      page: 1,
      page_size: 50,
      status: '1,2,5',
      created_to: '2026-11-30',
    });
  });

  it('reads the tab from the URL, falling back to active', () => {
    for (const tab of ORDER_TABS) expect(parseTab(tab)).toBe(tab);
    expect(parseTab(null)).toBe('active');
    expect(parseTab('archive')).toBe('active');
  });
});

describe('cancellation rules (§9)', () => {
  it('is free before the courier arrives, costs a fee at the sender and a return after pickup', () => {
    expect(cancelRule('searching')).toBe('free');
    expect(cancelRule('accepted')).toBe('free');
    expect(cancelRule('arrived_to_sender')).toBe('arrival-fee');
    expect(cancelRule('picked_up')).toBe('return-fee');
    expect(cancelRule('arrived_to_client')).toBe('return-fee');
  });

  it('cannot cancel a finished order', () => {
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
    expect(canCancel('planned')).toBe(true);
  });
});

describe('the courier-search countdown (§4)', () => {
  const start = '2026-11-22T05:00:00.000Z';
  const at = (ms: number) => new Date(start).getTime() + ms;

  it('counts the estimate down in whole minutes', () => {
    expect(searchProgress(start, at(0), 5)).toEqual({ kind: 'countdown', minutes: 5 });
    expect(searchProgress(start, at(61_000), 5)).toEqual({ kind: 'countdown', minutes: 4 });
    expect(searchProgress(start, at(4 * 60_000 + 59_000), 5)).toEqual({ kind: 'countdown', minutes: 1 });
  });

  it('then says the courier is still being searched for', () => {
    expect(searchProgress(start, at(5 * 60_000), 5)).toEqual({ kind: 'still-searching' });
    expect(searchProgress(start, at(60 * 60_000), 5)).toEqual({ kind: 'still-searching' });
  });

  it('takes the estimate from the platform, else the §9 pickup time', () => {
    expect(searchEstimateMinutes({ search_estimate_minutes: 3 })).toBe(3);
    expect(searchEstimateMinutes({ search_estimate_minutes: null })).toBe(15);
    expect(searchEstimateMinutes({})).toBe(15);
    expect(searchEstimateMinutes({ search_estimate_minutes: 0 })).toBe(15);
    expect(FALLBACK_SEARCH_ESTIMATE_MINUTES).toBe(15);
  });

  it('counts down a search that started in the future (a skewed clock) from the full estimate', () => {
    expect(searchProgress(start, at(-90_000), 3)).toEqual({ kind: 'countdown', minutes: 3 });
  });

  it('keeps the spec throttle constant at 3 s', () => {
    expect(ACTIVE_ORDERS_FETCH_THROTTLE_MS).toBe(3000);
  });
});
