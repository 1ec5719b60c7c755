import { request as playwrightRequest } from '@playwright/test';

import { SANDBOX, USERS, platformToken, sandbox } from './cabinet';

/** An order as the platform answers it (the fields these tests read). */
export interface GroupAnswer {
  id: number;
  number: string;
  tracking_token: string;
  state: string;
  status: number;
  cancel_fee: number;
  refunded_amount: number;
  transport: string;
  courier: { name: string; contact_name: string; phone_number: string; transport: string } | null;
  grade?: { rating: number; tags: number[] } | null;
  delivered_at: string | null;
  points: Array<{
    id: number;
    tasks: Array<{ code: string }>;
    address: { street: string; building: string };
  }>;
}

/** A platform refusal, with its §8 code. */
export class PlatformRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    text: string,
  ) {
    super(text);
  }
}

/** Calls the platform as a demo company does, with its JWT. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
  userId: number = USERS.company,
): Promise<T> {
  const token = await platformToken(userId);
  const context = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await context.fetch(path, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    const body = (await response.json().catch(() => null)) as T & { detail?: { code?: string } };
    if (!response.ok())
      throw new PlatformRefusal(
        response.status(),
        body?.detail?.code,
        `${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`,
      );
    return body;
  } finally {
    await context.dispose();
  }
}

/** Two Almaty addresses; the recipient asks for a photo (task 2), so the order has a task. */
export const POINTS = [
  {
    address: { street: 'проспект Абая', building: '10', latitude: 43.2392, longitude: 76.946 },
    contact_info: { phone_number: '+77011112233', contact_name: 'Склад на Абая' },
  },
  {
    address: { street: 'проспект Достык', building: '120', latitude: 43.2437, longitude: 76.9568 },
    contact_info: { phone_number: '+77014445566', contact_name: 'Алия Нурланова' },
  },
];

/** Tomorrow at noon in Almaty: a planned order is accepted at any hour for a time inside working hours. */
export function tomorrowNoonAlmaty(): string {
  const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3_600_000);
  return `${tomorrow.toISOString().slice(0, 10)}T12:00:00+05:00`;
}

/**
 * Creates an order through the API (tariffs → groups): planned for tomorrow, or immediate (which
 * needs the sandbox clock inside working hours), optionally with a photo task on the recipient.
 */
export async function createOrder(
  options: { immediate?: boolean; photo?: boolean; comment?: string } = {},
): Promise<GroupAnswer> {
  const rates = await api<{ tariffs: Array<{ id: number; is_unavailable: boolean; transport: string }> }>(
    'POST',
    '/rocket/v0/deliveries/orders/tariffs',
    { points: POINTS.map(({ address }) => ({ latitude: address.latitude, longitude: address.longitude })) },
  );
  const tariff = rates.tariffs.find(
    (candidate) => !candidate.is_unavailable && candidate.transport === 'CAR',
  );
  if (!tariff) throw new Error('no tariff available');
  const points = POINTS.map((point, index) =>
    options.photo && index === 1 ? { ...point, tasks: [{ id: 2, comment: '' }] } : point,
  );
  return api<GroupAnswer>('POST', '/rocket/v0/deliveries/groups', {
    tariff_id: tariff.id,
    points,
    comment: options.comment ?? 'Позвонить за 10 минут',
    ...(options.immediate ? {} : { delivery_time_type: 2, datetime: tomorrowNoonAlmaty() }),
  });
}

/** The order as the platform has it now. */
export const getOrder = (id: number) => api<GroupAnswer>('GET', `/rocket/v0/deliveries/groups/${id}`);

/** Finished orders of the company's seeded history (newest first). */
export async function finishedOrders(): Promise<GroupAnswer[]> {
  const page = await api<{ results: GroupAnswer[] }>(
    'GET',
    '/rocket/v0/deliveries/groups?status=3&page_size=100',
  );
  return page.results;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Almaty is UTC+5 all year. */
const ALMATY_OFFSET = 5 * HOUR;

/**
 * The sandbox clock, frozen and moved by hand (POST /__sandbox/clock), at time scale 1 so that a
 * minute of clock is a minute of the dispatcher's simulation. Global to the one shared sandbox:
 * only `*.serial.spec.ts` files may take it, and they must `restore()` it.
 */
export interface SandboxClock {
  /** The frozen sandbox time. */
  now(): Date;
  /** Moves the clock forward and lets the dispatcher run one pass at the new time. */
  advance(ms: number): Promise<void>;
  /**
   * Moves the clock a minute at a time until the order leaves `from`, and returns its new state.
   * Every dispatcher stage lasts at least 3 minutes, so no state is skipped.
   */
  advanceUntilLeaves(orderId: number, from: string): Promise<string>;
  /** Real time and the original time scale again. */
  restore(): Promise<void>;
}

/** A moment inside working hours (09:00–21:00 Almaty) with room for a whole delivery, never in the past. */
function workingMoment(realNow: number): number {
  const almatyMinute = Math.floor(((realNow + ALMATY_OFFSET) % (24 * HOUR)) / MINUTE);
  if (almatyMinute >= 9 * 60 + 30 && almatyMinute <= 19 * 60) return realNow;
  // The next 10:00 in Almaty.
  const almatyMidnight = realNow + ALMATY_OFFSET - ((realNow + ALMATY_OFFSET) % (24 * HOUR)) - ALMATY_OFFSET;
  const today10 = almatyMidnight + 10 * HOUR;
  return today10 > realNow ? today10 : today10 + 24 * HOUR;
}

export async function takeSandboxClock(): Promise<SandboxClock> {
  const state = await sandbox<{ time_scale: number }>('GET', '/__sandbox/state');
  let at = workingMoment(Date.now());
  await sandbox('POST', '/__sandbox/time-scale', { scale: 1 });
  await sandbox('POST', '/__sandbox/clock', { now: new Date(at).toISOString(), frozen: true });
  const clock: SandboxClock = {
    now: () => new Date(at),
    async advance(ms) {
      at += ms;
      await sandbox('POST', '/__sandbox/clock', { now: new Date(at).toISOString(), frozen: true });
      await sandbox('POST', '/__sandbox/dispatcher/tick');
    },
    async advanceUntilLeaves(orderId, from) {
      for (let step = 0; step < 240; step += 1) {
        await clock.advance(MINUTE);
        const { state: now } = await getOrder(orderId);
        if (now !== from) return now;
      }
      throw new Error(`order ${orderId} stayed ${from} for 4 simulated hours`);
    },
    async restore() {
      await sandbox('POST', '/__sandbox/clock', { now: null });
      await sandbox('POST', '/__sandbox/time-scale', { scale: state.time_scale });
    },
  };
  return clock;
}
