import { allSettled, createWatch, fork as forkScope, type Scope } from 'effector';

import {
  $user,
  PAYMENT_TYPE,
  customErrorRaised,
  errorModalShown,
  toastShown,
  waitToastLifetimeFx,
  type UserProfile,
} from '@cabinet/shared';
import type { CreateGroupRequest, Group, RatesResponse, Tariff } from '@cabinet/shared/contract';

import {
  $points,
  pointAddressChanged,
  pointContactChanged,
  savedAddressPicked,
} from '../../../entities/point';
import {
  $selectedTariff,
  $surgeOffer,
  fetchTariffsFx,
  priceCheckFx,
  surgeAccepted,
  surgeDeclined,
  type PriceCheck,
  type TariffsQuery,
} from '../../../entities/tariff';
import {
  clockTicked,
  draftRestoreRequested,
  draftWriteDelayFx,
  fetchCardsFx,
  payByCardChosen,
  paymentTypeSelected,
  plannedTimeSelected,
} from '../../order-form';
import {
  $createdOrderId,
  $problems,
  $sending,
  $submitFailure,
  $visibleProblems,
  createOrderFx,
  fetchBalanceFx,
  idempotencyKeyFor,
  orderSubmitted,
  NO_PROBLEMS,
} from '..';
import { tariffOf } from '../../../entities/tariff/testing';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
  newRequestId: jest.fn(() => `key-${Math.random()}`),
}));

const tariff = (patch: Partial<Tariff> = {}): Tariff =>
  tariffOf({ id: 77, is_fastest: true, is_multipoint: false, ...patch });
const rates = (tariffs: Tariff[] = [tariff()]): RatesResponse => ({
  tariffs,
  distance: 3,
  waypoints: [],
  optimized: null,
});

const profile: UserProfile = {
  id: 1,
  firstName: 'Айгерим',
  lastName: 'Сапарова',
  phone: '+77010000000',
  avatar: null,
  email: null,
  addresses: [],
  balance: 10_000,
  isChocoFoodSaas: false,
  companyData: null,
};

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

const failure = (status: number, code: string) =>
  Object.assign(new Error('failed'), { response: { status, data: { detail: { code, message: 'текст' } } } });
const networkError = () => Object.assign(new Error('Network Error'), { request: {} });

type Handler = [unknown, unknown];
/** A scope where tariffs answer `rates()` and the price check answers the same unless told otherwise. */
const fork = (handlers: Handler[] = [], values: Array<[unknown, unknown]> = []) =>
  forkScope({
    values: values as Array<[typeof $user, UserProfile]>,
    handlers: [
      [fetchTariffsFx, async () => rates()],
      [priceCheckFx, async () => rates()],
      [fetchBalanceFx, async () => 0],
      [draftWriteDelayFx, async (change: number) => change],
      ...handlers,
      [waitToastLifetimeFx, async () => undefined],
    ] as Array<[typeof waitToastLifetimeFx, () => Promise<undefined>]>,
  });

beforeEach(() => localStorage.clear());

describe('submit order', () => {
  it('shows §5 messages only after an attempt and sends nothing while they stand', async () => {
    const create = jest.fn();
    const check = jest.fn(async () => rates());
    const scope = fork([
      [createOrderFx, create],
      [priceCheckFx, check],
    ]);
    expect(scope.getState($visibleProblems).form).toEqual([]);
    await allSettled(orderSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($visibleProblems).points[0]).toEqual(['senderAddressMissing', 'phoneInvalid']);
    expect(scope.getState($visibleProblems).points[1]).toEqual(['addressNotExact', 'phoneInvalid']);
    expect(scope.getState($visibleProblems).form).toContain('tariffMissing');
  });

  describe('pressed while the route is being priced', () => {
    /** Tariffs of the last route edit answer only when the test says so. */
    function slowTariffs() {
      const pending: Array<(answer: Promise<RatesResponse>) => void> = [];
      const handler = () => new Promise<RatesResponse>((resolve) => pending.push(resolve));
      const answer = (value: Promise<RatesResponse>) => pending.shift()?.(value);
      return { handler, answer, waiting: () => pending.length };
    }

    async function draftAwaitingPrices(handlers: Handler[]) {
      const tariffs = slowTariffs();
      const scope = fork([[fetchTariffsFx, tariffs.handler], ...handlers]);
      await allSettled(draftRestoreRequested, { scope });
      const sender = { street: 'Абая', latitude: 43.24, longitude: 76.91 };
      await allSettled(pointAddressChanged, { scope, params: { index: 0, address: sender } });
      for (const [index, phone] of ['8 701 123 45 67', '+7 701 765 43 21'].entries())
        await allSettled(pointContactChanged, { scope, params: { index, contact: { phone_number: phone } } });
      // The last address completes the route: its prices are asked for, and the test holds the answer.
      const recipient = { street: 'Достык', latitude: 43.23, longitude: 76.95 };
      const filled = allSettled(pointAddressChanged, { scope, params: { index: 1, address: recipient } });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(tariffs.waiting()).toBe(1);
      return { scope, tariffs, filled };
    }

    it('says the order is on its way, shows no "no tariff" message, and sends it once the prices come', async () => {
      const create = jest.fn(async () => ({ id: 902, number: 'R-902' }) as Group);
      // As any order, it is priced once more before it goes (§8): that check's quote is the one ordered.
      const check = jest.fn(async () => rates([tariff({ id: 80 })]));
      const { scope, tariffs, filled } = await draftAwaitingPrices([
        [createOrderFx, create],
        [priceCheckFx, check],
      ]);
      const pressed = allSettled(orderSubmitted, { scope });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(scope.getState($sending)).toBe(true);
      expect(scope.getState($visibleProblems)).toBe(NO_PROBLEMS);
      expect(create).not.toHaveBeenCalled();

      tariffs.answer(Promise.resolve(rates([tariff({ id: 79 })])));
      await Promise.all([filled, pressed]);
      expect(check).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledTimes(1);
      expect(create.mock.calls[0]).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ tariff_id: 80 }) }),
      ]);
      expect(scope.getState($createdOrderId)).toBe(902);
      expect(scope.getState($sending)).toBe(false);
    });

    it('stops waiting when the prices do not come, and then says no tariff is chosen', async () => {
      const create = jest.fn(async () => ({ id: 903, number: 'R-903' }) as Group);
      const { scope, tariffs, filled } = await draftAwaitingPrices([[createOrderFx, create]]);
      const pressed = allSettled(orderSubmitted, { scope });
      tariffs.answer(Promise.reject(failure(500, 'INTERNAL')));
      await Promise.all([filled, pressed]);
      expect(create).not.toHaveBeenCalled();
      expect(scope.getState($sending)).toBe(false);
      expect(scope.getState($visibleProblems).form).toEqual(['tariffMissing']);
    });

    it('does not wait when something else is to be fixed: the messages show at once', async () => {
      const create = jest.fn(async () => ({ id: 904, number: 'R-904' }) as Group);
      const { scope, tariffs, filled } = await draftAwaitingPrices([[createOrderFx, create]]);
      const edited = allSettled(pointContactChanged, {
        scope,
        params: { index: 1, contact: { phone_number: '12' } },
      });
      const pressed = allSettled(orderSubmitted, { scope });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(scope.getState($sending)).toBe(false);
      expect(scope.getState($visibleProblems).points[1]).toEqual(['phoneInvalid']);
      tariffs.answer(Promise.resolve(rates()));
      await Promise.all([filled, edited, pressed]);
      expect(create).not.toHaveBeenCalled();
    });
  });

  it('checks the prices of the same route, then sends the contract body once, toasts, clears and refreshes the balance', async () => {
    const bodies: Array<{ body: CreateGroupRequest; key: string }> = [];
    let release: () => void = () => undefined;
    const create = jest.fn(
      (params: { body: CreateGroupRequest; key: string }) =>
        new Promise<Group>((resolve) => {
          bodies.push(params);
          release = () => resolve({ id: 901, number: 'R-901' } as Group);
        }),
    );
    const checks: PriceCheck[] = [];
    const scope = fork(
      [
        [createOrderFx, create],
        // The check answers a new quote id at the same price: that quote is the one ordered.
        [
          priceCheckFx,
          async (check: PriceCheck) => {
            checks.push(check);
            return rates([tariff({ id: 78 })]);
          },
        ],
        [fetchBalanceFx, async () => 8_500],
      ],
      [[$user, profile]],
    );
    const toasts: string[] = [];
    createWatch({ unit: toastShown, scope, fn: (text) => toasts.push(text) });
    await fillDraft(scope);
    expect(scope.getState($problems).form).toEqual([]);
    const first = allSettled(orderSubmitted, { scope });
    const second = allSettled(orderSubmitted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($sending)).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      reason: 'submit',
      query: { points: [expect.any(Object), expect.any(Object)], optimize: false, addressId: null },
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(bodies[0]?.body).toMatchObject({
      tariff_id: 78,
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
    expect(bodies[0]?.body.points[0]).not.toHaveProperty('address_id');
    expect(scope.getState($createdOrderId)).toBe(901);
    expect(toasts).toEqual(['Заказ R-901 создан']);
    expect(scope.getState($points)[0]?.address.street).toBe('');
    expect(scope.getState($user)?.balance).toBe(8_500);
  });

  it('reuses the idempotency key only while the previous attempt has no definitive answer', async () => {
    const keys: string[] = [];
    const answers: Array<() => Group> = [
      () => {
        throw networkError();
      },
      () => {
        throw failure(502, 'BAD_GATEWAY');
      },
      () => {
        throw failure(400, 'BALANCE_IS_NOT_ENOUGH_TO_PAY');
      },
      () => ({ id: 5, number: 'R-5' }) as Group,
    ];
    const create = jest.fn(async ({ key }: { key: string }) => {
      keys.push(key);
      return (answers[keys.length - 1] as () => Group)();
    });
    const scope = fork([[createOrderFx, create]]);
    await fillDraft(scope);
    for (let attempt = 0; attempt < 4; attempt += 1) await allSettled(orderSubmitted, { scope });
    expect(keys).toHaveLength(4);
    // No answer, then a 5xx: the order may exist, so the same key asks the platform about it again.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // A 400 is the platform's decision: the key is spent, and a new attempt (after a top-up) gets a new one.
    expect(keys[3]).not.toBe(keys[2]);
    expect(scope.getState($createdOrderId)).toBe(5);
  });

  it('resends the undecided attempt as it was, with its key and no new price check, though every check gives a new quote id', async () => {
    const sent: Array<{ body: CreateGroupRequest; key: string }> = [];
    const answers: Array<() => Group> = [
      () => {
        throw Object.assign(new Error('timeout of 30000ms exceeded'), { code: 'ECONNABORTED', request: {} });
      },
      () => {
        throw failure(504, 'GATEWAY_TIMEOUT');
      },
      () => {
        throw failure(409, 'IDEMPOTENCY_KEY_IN_FLIGHT');
      },
      () => ({ id: 12, number: 'R-12' }) as Group,
    ];
    const create = jest.fn(async (params: { body: CreateGroupRequest; key: string }) => {
      sent.push(params);
      return (answers[sent.length - 1] as () => Group)();
    });
    let quote = 100;
    const check = jest.fn(async () => {
      quote += 1;
      return rates([tariff({ id: quote })]);
    });
    const scope = fork([
      [createOrderFx, create],
      [priceCheckFx, check],
    ]);
    await fillDraft(scope);
    for (let attempt = 0; attempt < 4; attempt += 1) await allSettled(orderSubmitted, { scope });
    expect(sent).toHaveLength(4);
    expect(check).toHaveBeenCalledTimes(1);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(1);
    for (const { body } of sent) expect(body).toEqual(sent[0]?.body);
    expect(sent[0]?.body.tariff_id).toBe(101);
    expect(scope.getState($createdOrderId)).toBe(12);
  });

  it('after a definitive refusal the next attempt checks the prices again and takes a new key', async () => {
    const sent: Array<{ body: CreateGroupRequest; key: string }> = [];
    const create = jest.fn(async (params: { body: CreateGroupRequest; key: string }) => {
      sent.push(params);
      throw failure(400, 'CARD_NOT_FOUND');
    });
    let quote = 200;
    const check = jest.fn(async () => {
      quote += 1;
      return rates([tariff({ id: quote })]);
    });
    const scope = fork([
      [createOrderFx, create],
      [priceCheckFx, check],
    ]);
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    await allSettled(orderSubmitted, { scope });
    expect(check).toHaveBeenCalledTimes(2);
    expect(sent.map(({ body }) => body.tariff_id)).toEqual([201, 202]);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('takes a new key when the order changed, and shows a 400 answer on the screen', async () => {
    const keys: string[] = [];
    const create = jest.fn(async ({ key }: { key: string }) => {
      keys.push(key);
      throw networkError();
    });
    const scope = fork([[createOrderFx, create]]);
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T05:00:00Z') });
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '11:00' } });
    await allSettled(orderSubmitted, { scope });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);

    const refused = fork([
      [createOrderFx, async () => Promise.reject(failure(400, 'BALANCE_IS_NOT_ENOUGH_TO_PAY'))],
    ]);
    await fillDraft(refused);
    await allSettled(orderSubmitted, { scope: refused });
    expect(refused.getState($submitFailure)?.code).toBe('BALANCE_IS_NOT_ENOUGH_TO_PAY');
  });

  it('drops the "not enough on the balance" refusal once the user chooses to pay by card', async () => {
    const scope = fork([
      [createOrderFx, async () => Promise.reject(failure(400, 'BALANCE_IS_NOT_ENOUGH_TO_PAY'))],
      [fetchCardsFx, async () => ({ results: [] })],
    ]);
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($submitFailure)?.code).toBe('BALANCE_IS_NOT_ENOUGH_TO_PAY');
    await allSettled(payByCardChosen, { scope });
    expect(scope.getState($submitFailure)).toBeNull();
  });

  it('keeps a refusal that is not about the balance when the payment changes', async () => {
    const scope = fork([[createOrderFx, async () => Promise.reject(failure(400, 'TARIFF_UNAVAILABLE'))]]);
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    await allSettled(paymentTypeSelected, { scope, params: PAYMENT_TYPE.card });
    expect(scope.getState($submitFailure)?.code).toBe('TARIFF_UNAVAILABLE');
  });

  it('a key stays for the same body and is new for another', () => {
    const fresh = () => 'new';
    expect(idempotencyKeyFor('{"a":1}', { json: '{"a":1}', key: 'old' }, fresh)).toBe('old');
    expect(idempotencyKeyFor('{"a":2}', { json: '{"a":1}', key: 'old' }, fresh)).toBe('new');
    expect(idempotencyKeyFor('{"a":1}', null, fresh)).toBe('new');
  });

  it('§8 price surge: a higher price for the same route stops the order until the user decides', async () => {
    const create = jest.fn(
      async (_: { body: CreateGroupRequest; key: string }) => ({ id: 7, number: 'R-7' }) as Group,
    );
    let checkPrice = 1900;
    const scope = fork([
      [createOrderFx, create],
      [priceCheckFx, async () => rates([tariff({ id: 90 + checkPrice / 100, price: checkPrice })])],
    ]);
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($surgeOffer)).toMatchObject({ previousPrice: 1500, tariff: { price: 1900 } });
    expect(scope.getState($selectedTariff)?.price).toBe(1500);

    // Wait: nothing is sent and the draft stays.
    await allSettled(surgeDeclined, { scope });
    expect(scope.getState($surgeOffer)).toBeNull();
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($points)[0]?.address.street).toBe('Абая');

    // Asked again, still dearer; this time the user calls at the new price.
    checkPrice = 2000;
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($surgeOffer)?.tariff.price).toBe(2000);
    await allSettled(surgeAccepted, { scope });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0].body.tariff_id).toBe(110);
  });

  it('sends the saved address of the first point with the tariffs and the order', async () => {
    const queries: TariffsQuery[] = [];
    const create = jest.fn(
      async (_: { body: CreateGroupRequest; key: string }) => ({ id: 8, number: 'R-8' }) as Group,
    );
    const scope = fork([
      [
        fetchTariffsFx,
        async (query: TariffsQuery) => {
          queries.push(query);
          return rates();
        },
      ],
      [createOrderFx, create],
    ]);
    await fillDraft(scope);
    await allSettled(savedAddressPicked, {
      scope,
      params: { index: 0, address: { street: 'Абая', latitude: 43.24, longitude: 76.91 }, addressId: 42 },
    });
    expect(queries.at(-1)).toMatchObject({ addressId: 42 });
    await allSettled(orderSubmitted, { scope });
    expect(create.mock.calls[0]?.[0].body.points[0]).toMatchObject({ address_id: 42 });
    expect(create.mock.calls[0]?.[0].body.points[1]).not.toHaveProperty('address_id');
  });

  it('shows the §8 max-distance custom error when the platform refuses the route', async () => {
    const raised = jest.fn();
    const scope = fork([[createOrderFx, async () => Promise.reject(failure(400, 'MAX_DISTANCE_EXCEEDED'))]]);
    createWatch({ unit: customErrorRaised, scope, fn: raised });
    const modals = jest.fn();
    createWatch({ unit: errorModalShown, scope, fn: modals });
    await fillDraft(scope);
    await allSettled(orderSubmitted, { scope });
    expect(raised).toHaveBeenCalledWith({
      kind: 'max-distance-order',
      relatedUrl: '/rocket/v0/deliveries/groups',
    });
    expect(scope.getState($submitFailure)).toMatchObject({
      code: 'MAX_DISTANCE_EXCEEDED',
      title: 'Слишком большое расстояние',
    });
    expect(modals).toHaveBeenCalledWith(expect.objectContaining({ title: 'Слишком большое расстояние' }));
  });

  it('refuses a planned time the platform would refuse, with its own message', async () => {
    const create = jest.fn();
    const scope = fork([[createOrderFx, create]]);
    await fillDraft(scope);
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T05:00:00Z') }); // 10:00 Almaty
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-22', time: '10:15' } });
    await allSettled(orderSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($visibleProblems).form).toEqual(['plannedTooSoon']);
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-22', time: '10:30' } });
    expect(scope.getState($visibleProblems).form).toEqual([]);
  });

  it('keeps every other point’s problems as the same objects while one point is typed into', async () => {
    const scope = fork();
    await allSettled(orderSubmitted, { scope });
    const before = scope.getState($visibleProblems);
    await allSettled(pointContactChanged, { scope, params: { index: 1, contact: { contact_name: 'А' } } });
    expect(scope.getState($visibleProblems)).toBe(before);
    await allSettled(pointAddressChanged, { scope, params: { index: 1, address: { street: 'Аб' } } });
    const after = scope.getState($visibleProblems);
    expect(after).toBe(before);
    await allSettled(pointContactChanged, {
      scope,
      params: { index: 1, contact: { phone_number: '+77017654321' } },
    });
    const changed = scope.getState($visibleProblems);
    expect(changed).not.toBe(before);
    expect(changed.points[0]).toBe(before.points[0]);
    expect(changed.points[1]).toEqual(['addressNotExact']);
  });

  it('derives the problems in every scope from that scope’s own draft, `values` included', async () => {
    const complete = (street: string, phone: string) => ({
      id: 0,
      address: {
        street,
        entrance: '',
        floor: '',
        building: '',
        apartment: '',
        intercom: '',
        extra_info: '',
        latitude: 43.2,
        longitude: 76.9,
      },
      contact_info: { phone_number: phone, contact_name: '' },
      geo_data: [76.9, 43.2] as [number, number],
    });
    const filled = forkScope({
      values: [[$points, [complete('Абая', '+77011234567'), { ...complete('Достык', ''), id: 1 }]]],
    });
    const empty = fork();
    expect(filled.getState($problems).points).toEqual({ 1: ['phoneInvalid'] });
    expect(empty.getState($problems).points).toEqual({
      0: ['senderAddressMissing', 'phoneInvalid'],
      1: ['addressNotExact', 'phoneInvalid'],
    });
    // A change in one scope leaves the other as it was.
    await allSettled(pointContactChanged, {
      scope: empty,
      params: { index: 1, contact: { phone_number: '+77017654321' } },
    });
    expect(empty.getState($problems).points[1]).toEqual(['addressNotExact']);
    expect(filled.getState($problems).points).toEqual({ 1: ['phoneInvalid'] });
    await allSettled(pointContactChanged, {
      scope: filled,
      params: { index: 1, contact: { phone_number: '+77017654321' } },
    });
    expect(filled.getState($problems)).toEqual({ points: {}, form: ['tariffMissing'] });
    expect(filled.getState($visibleProblems)).toBe(NO_PROBLEMS);
  });
});
