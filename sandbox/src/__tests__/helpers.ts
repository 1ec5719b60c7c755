/** Test helpers: one in-memory sandbox per test file, tokens for demo users, a tiny request wrapper. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/db';
import { openPglite } from '../db/db';
import type { BuildOptions, Sandbox } from '../server';
import { buildServer } from '../server';

export const USERS = { alma: 10001, saas: 10002, kaspi: 10003, individual: 10004, noCompany: 10005 } as const;
/** Monday 10:00 in Almaty: inside working hours. */
export const WORKING_NOW = '2026-11-23T10:00:00+05:00';

/** A dump of an empty PGlite cluster, made once per PGlite install and kept in the temp directory. */
const CLUSTER_DUMP = path.join(
  os.tmpdir(),
  `cabinet-sandbox-pglite-${crypto.createHash('sha1').update(require.resolve('@electric-sql/pglite')).digest('hex').slice(0, 12)}.tar`,
);

/**
 * An in-memory database started from the cluster dump: initdb is most of PGlite's start-up (~3 s of CPU
 * per test file); the migrations and the seed still run as in production.
 */
async function freshDb(): Promise<Db> {
  if (!fs.existsSync(CLUSTER_DUMP)) {
    const pg = new PGlite();
    await pg.waitReady;
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const tmp = `${CLUSTER_DUMP}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    // Atomic, and the first dump stays: a parallel worker reads either none or the whole dump, and a
    // rename over it would change the file under another worker's Blob, which Node then refuses to
    // read ("The blob could not be read").
    try {
      fs.linkSync(tmp, CLUSTER_DUMP);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return openPglite('memory', {
    // A Blob backed by the file: PGlite reads it once, where a Blob of the file's bytes copied its 40 MB
    // twice more.
    loadDataDir: await fs.openAsBlob(CLUSTER_DUMP),
    // PostgreSQL zeroes its shared buffers at start: 128 MB by default, far more than a test's data.
    settings: { shared_buffers: '16MB' },
  });
}

export async function makeSandbox(opts: BuildOptions = {}): Promise<Sandbox> {
  const db = opts.db ?? (await freshDb());
  const sb = await buildServer({
    ...opts,
    db,
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
  if (opts.db === undefined) sb.app.addHook('onClose', () => db.close());
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

/** A PKCE S256 pair (RFC 7636): the verifier stays with the client, the challenge goes to authorize. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** The Set-Cookie values of an answer. */
export const setCookies = (r: LightMyRequestResponse): string[] => {
  const raw = r.headers['set-cookie'];
  return raw === undefined ? [] : [raw].flat().map(String);
};

/** The refresh token an answer set in its `refresh_token` cookie ('' = cleared), or undefined. */
export const refreshCookieOf = (r: LightMyRequestResponse): string | undefined => {
  const c = setCookies(r).find((v) => v.startsWith('refresh_token='));
  return c === undefined ? undefined : (c.split(';')[0] ?? '').slice('refresh_token='.length);
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
