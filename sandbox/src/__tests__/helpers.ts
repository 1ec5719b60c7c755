/** Test helpers: one in-memory sandbox per test file, tokens for demo users, a tiny request wrapper. */
import type { LightMyRequestResponse } from 'fastify';
import type { BuildOptions, Sandbox } from '../server';
import { buildServer } from '../server';

export const USERS = { alma: 10001, saas: 10002, kaspi: 10003, individual: 10004, noCompany: 10005 } as const;
/** Monday 10:00 in Almaty: inside working hours. */
export const WORKING_NOW = '2026-11-23T10:00:00+05:00';

export async function makeSandbox(opts: BuildOptions = {}): Promise<Sandbox> {
  const sb = await buildServer({
    ...opts,
    logger: false,
    startDispatcher: false,
    config: {
      dataDir: 'memory',
      databaseUrl: null,
      mode: 'test',
      rateLimitPerMinute: 0,
      idempotencyWaitMs: 20_000,
      ...opts.config,
    },
  });
  sb.ctx.clock.set(new Date(WORKING_NOW));
  return sb;
}

export interface Call {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export async function call(
  sb: Sandbox,
  method: string,
  url: string,
  c: Call = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.token) headers.authorization = `JWT ${c.token}`;
  let payload: string | undefined;
  if (c.body !== undefined) {
    headers['content-type'] = headers['content-type'] ?? 'application/json';
    payload = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  }
  return sb.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(c.query ? { query: c.query } : {}),
  });
}

export async function tokenFor(sb: Sandbox, chocoUserId: number, ttlS?: number): Promise<string> {
  const r = await call(sb, 'POST', '/__sandbox/tokens', {
    body: { choco_user_id: chocoUserId, ...(ttlS !== undefined ? { ttl_s: ttlS } : {}) },
  });
  if (r.statusCode !== 201) throw new Error(`token: ${r.statusCode} ${r.body}`);
  return (r.json() as { tokens: { access: string } }).tokens.access;
}

export const codeOf = (r: LightMyRequestResponse): string | undefined => {
  try {
    return (r.json() as { detail?: { code?: string } }).detail?.code;
  } catch {
    return undefined;
  }
};

/** Real Almaty coordinates. */
export const ALMATY = {
  abayDostyk: { latitude: 43.2397, longitude: 76.9574 },
  esentai: { latitude: 43.219, longitude: 76.928 },
  rozybakiev: { latitude: 43.23, longitude: 76.876 },
  raiymbek: { latitude: 43.266, longitude: 76.87 },
  tolebi: { latitude: 43.2505, longitude: 76.9 },
};
export const ASTANA = { baiterek: { latitude: 51.1283, longitude: 71.4305 } };
export const OUTSIDE = { shymkent: { latitude: 42.3417, longitude: 69.5901 } };

export function point(c: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) {
  return {
    address: { street: 'проспект Абая', building: '10', ...c },
    contact_info: { phone_number: '+77010000000', contact_name: 'Тест' },
    ...extra,
  };
}
