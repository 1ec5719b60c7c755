import { allSettled, createWatch, fork as forkScope, type Scope } from 'effector';

import { toastShown, waitToastLifetimeFx } from '@cabinet/shared';
import type { CreateGroupRequest, Group, RatesResponse, Tariff } from '@cabinet/shared/contract';

import { $points, pointAddressChanged, pointContactChanged } from '../../../entities/point';
import { fetchTariffsFx } from '../../../entities/tariff';
import { draftRestoreRequested, plannedTimeSelected } from '../../order-form';
import {
  $createdOrderId,
  $problems,
  $submitFailure,
  $visibleProblems,
  createOrderFx,
  orderSubmitted,
} from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
  newRequestId: jest.fn(() => `key-${Math.random()}`),
}));

const tariff: Tariff = {
  id: 77,
  transport: 'CAR',
  price: 1500,
  is_fastest: true,
  is_multipoint: false,
  is_unavailable: false,
  unavailable_reason: null,
  delivery_sla_hours: 3,
  weight_limit_kg: 100,
  eta_minutes: 40,
  surge_percent: 0,
};
const rates: RatesResponse = { tariffs: [tariff], distance: 3, waypoints: [], optimized: null };

async function fillDraft(scope: Scope) {
  await allSettled(draftRestoreRequested, { scope });
  const points = [
    { street: 'Абая', latitude: 43.24, longitude: 76.91, phone: '8 701 123 45 67' },
    { street: 'Достык', latitude: 43.23, longitude: 76.95, phone: '+7 701 765 43 21' },
  ];
  for (const [index, { phone, ...address }] of points.entries()) {
    await allSettled(pointAddressChanged, { scope, params: { index, address } });
    await allSettled(pointContactChanged, { scope, params: { index, contact: { phone_number: phone } } });
  }
}

function failure(status: number, code: string) {
  return Object.assign(new Error('failed'), {
    response: { status, data: { detail: { code, message: 'текст' } } },
  });
}

type Handler = [unknown, unknown];
const fork = (config: { handlers?: Handler[] } = {}) =>
  forkScope({
    handlers: [...(config.handlers ?? []), [waitToastLifetimeFx, async () => undefined]] as Array<
      [typeof waitToastLifetimeFx, () => Promise<undefined>]
    >,
  });

beforeEach(() => localStorage.clear());

describe('submit order', () => {
  it('shows §5 messages only after an attempt and sends nothing while they stand', async () => {
    const create = jest.fn();
    const scope = fork({ handlers: [[createOrderFx, create]] });
    expect(scope.getState($visibleProblems).form).toEqual([]);
    await allSettled(orderSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($visibleProblems).points[0]).toEqual(['senderAddressMissing', 'phoneInvalid']);
    expect(scope.getState($visibleProblems).points[1]).toEqual(['addressNotExact', 'phoneInvalid']);
    expect(scope.getState($visibleProblems).form).toContain('tariffMissing');
  });

  it('sends the contract body once per submission, then toasts, clears the draft and names the order', async () => {
    const bodies: Array<{ body: CreateGroupRequest; key: string }> = [];
    let release: () => void = () => undefined;
    const create = jest.fn(
      (params: { body: CreateGroupRequest; key: string }) =>
        new Promise<Group>((resolve) => {
          bodies.push(params);
          release = () => resolve({ id: 901, number: 'R-901' } as Group);
        }),
    );
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => rates],
        [createOrderFx, create],
      ],
    });
    const toasts: string[] = [];
    createWatch({ unit: toastShown, scope, fn: (text) => toasts.push(text) });
    await fillDraft(scope);
    expect(scope.getState($problems).form).toEqual([]);
    const first = allSettled(orderSubmitted, { scope });
    const second = allSettled(orderSubmitted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(bodies[0]?.body).toMatchObject({
      tariff_id: 77,
      delivery_time_type: 1,
      datetime: null,
      payment_type: 2,
      card_token: null,
      is_urgent: false,
      points: [
        {
          save: false,
          address: { street: 'Абая' },
          contact_info: { phone_number: '+77011234567' },
          tasks: [],
        },
        { save: false, address: { street: 'Достык' }, contact_info: { phone_number: '+77017654321' } },
      ],
    });
    expect(scope.getState($createdOrderId)).toBe(901);
    expect(toasts).toEqual(['Заказ R-901 создан']);
    expect(scope.getState($points)[0]?.address.street).toBe('');
  });

  it('reuses the idempotency key when the same order is retried after a failure', async () => {
    const keys: string[] = [];
    let attempt = 0;
    const create = jest.fn(async ({ key }: { key: string }) => {
      keys.push(key);
      attempt += 1;
      if (attempt === 1) throw Object.assign(new Error('Network Error'), { request: {} });
      return { id: 5, number: 'R-5' } as Group;
    });
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => rates],
        [createOrderFx, create],
      ],
    });
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    await allSettled(orderSubmitted, { scope });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('takes a new key when the order changed, and shows a 400 answer on the screen', async () => {
    const keys: string[] = [];
    const create = jest.fn(async ({ key }: { key: string }) => {
      keys.push(key);
      throw failure(400, 'BALANCE_IS_NOT_ENOUGH_TO_PAY');
    });
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => rates],
        [createOrderFx, create],
      ],
    });
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($submitFailure)?.code).toBe('BALANCE_IS_NOT_ENOUGH_TO_PAY');
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '11:00' } });
    await allSettled(orderSubmitted, { scope });
    expect(keys[0]).not.toBe(keys[1]);
  });
});
