/**
 * Load benchmark (`pnpm --filter @cabinet/sandbox bench`): starts the sandbox on loopback
 * (in-memory PGlite, no dispatcher, no rate limit) and runs autocannon against
 * POST tariffs and POST deliveries/groups for BENCH_DURATION_S seconds each (default 10).
 * Set BENCH_URL to measure an already started sandbox instead (it must run with SANDBOX_MODE=test).
 */
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { buildServer } from '../src/server';

const duration = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const ALMATY = [
  { latitude: 43.2397, longitude: 76.9574 },
  { latitude: 43.219, longitude: 76.928 },
];

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const r = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

function report(name: string, r: Result): void {
  const ok = r['2xx'];
  console.info(
    `${name.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
      `${r.requests.average.toFixed(0).padStart(5)} req/s  (${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors)`,
  );
}

async function main(): Promise<void> {
  let base = process.env.BENCH_URL;
  let close: (() => Promise<void>) | null = null;
  if (!base) {
    const sb = await buildServer({
      logger: false,
      startDispatcher: false,
      config: { dataDir: 'memory', databaseUrl: null, mode: 'test', rateLimitPerMinute: 0 },
    });
    base = await sb.app.listen({ host: '127.0.0.1', port: 0 });
    close = () => sb.app.close();
  }
  // A weekday inside working hours, a huge balance: every creation should succeed.
  await json(`${base}/__sandbox/clock`, {
    method: 'POST',
    body: JSON.stringify({ now: '2026-11-23T12:00:00+05:00' }),
  });
  await json(`${base}/__sandbox/balance`, {
    method: 'POST',
    body: JSON.stringify({ company_id: 1, balance: 900_000_000 }),
  });
  const tokens = (await json(`${base}/__sandbox/tokens`, {
    method: 'POST',
    body: JSON.stringify({ choco_user_id: 10001, ttl_s: 3600 }),
  })) as {
    tokens: { access: string };
  };
  const headers = { authorization: `JWT ${tokens.tokens.access}`, 'content-type': 'application/json' };
  const rates = (await json(`${base}/rocket/v0/deliveries/orders/tariffs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ points: ALMATY }),
  })) as {
    tariffs: Array<{ id: number; transport: string }>;
  };
  const tariffId = rates.tariffs.find((t) => t.transport === 'CAR')?.id;

  console.info(`sandbox bench: ${duration}s per scenario, ${connections} connections, ${base}`);
  const tariffs = await autocannon({
    url: `${base}/rocket/v0/deliveries/orders/tariffs`,
    method: 'POST',
    headers,
    body: JSON.stringify({ points: ALMATY, optimize_trip: false }),
    duration,
    connections,
  });
  report('POST orders/tariffs', tariffs);
  const orders = await autocannon({
    url: `${base}/rocket/v0/deliveries/groups`,
    method: 'POST',
    headers,
    body: JSON.stringify({
      tariff_id: tariffId,
      points: ALMATY.map((p, i) => ({
        address: { street: i === 0 ? 'проспект Абая' : 'проспект Аль-Фараби', building: '10', ...p },
        contact_info: { phone_number: '+77010000000', contact_name: 'Бенч' },
      })),
    }),
    duration,
    connections,
  });
  report('POST deliveries/groups (create)', orders);
  if (close) await close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
