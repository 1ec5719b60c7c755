/**
 * The orders list query with 10 000 orders of one company (in-memory PGlite): how long each list
 * call takes — first and last page of every tab, a search and a date range. `pnpm --filter
 * @cabinet/sandbox bench:list` (BENCH_ORDERS to change the size).
 */
import { buildServer } from '../src/server';

const TOTAL = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = 5;

async function main(): Promise<void> {
  const sb = await buildServer({
    logger: false,
    startDispatcher: false,
    config: { dataDir: 'memory', databaseUrl: null, mode: 'test', rateLimitPerMinute: 0 },
  });
  const started = performance.now();
  const bulk = await sb.app.inject({
    method: 'POST',
    url: '/__sandbox/orders/bulk',
    payload: { count: TOTAL },
  });
  const answer = bulk.json() as { tokens: { access: string }; took_ms: number };
  console.info(
    `bulk insert of ${TOTAL} orders: ${(performance.now() - started).toFixed(0)} ms (took_ms ${answer.took_ms})`,
  );
  const token = answer.tokens.access;
  const list = async (query: string) => {
    const r = await sb.app.inject({
      method: 'GET',
      url: `/rocket/v0/deliveries/groups?${query}`,
      headers: { authorization: `JWT ${token}` },
    });
    if (r.statusCode !== 200) throw new Error(`${query}: ${r.statusCode} ${r.body}`);
    return r.json() as { count: number; results: Array<{ number: string }> };
  };
  const finished = await list('status=3,4&page_size=50');
  const lastPage = Math.ceil(finished.count / 50);
  const deep =
    (await list(`status=3,4&page_size=50&page=${Math.floor(lastPage * 0.8)}`)).results[7]?.number ?? '';
  const scenarios: Array<[string, string]> = [
    ['active, page 1', 'status=1,2,5&page_size=50'],
    ['planned, page 1', 'status=1,2,5&was_planned=true&page_size=50'],
    ['finished, page 1', 'status=3,4&page_size=50'],
    [`finished, page ${lastPage} (last)`, `status=3,4&page_size=50&page=${lastPage}`],
    [`search "${deep}"`, `status=3,4&page_size=50&search=${encodeURIComponent(deep)}`],
    ['search "абая"', `status=3,4&page_size=50&search=${encodeURIComponent('абая')}`],
    ['search with no match', `status=3,4&page_size=50&search=zzzz`],
    [
      'a 30-day range, page 3',
      'status=3,4&page_size=50&page=3&created_from=2026-09-01&created_to=2026-09-30',
    ],
  ];
  for (const [label, query] of scenarios) {
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const t = performance.now();
      count = (await list(query)).count;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.info(
      `${label.padEnd(36)} median ${times[Math.floor(RUNS / 2)]?.toFixed(1).padStart(6)} ms  (count ${count})`,
    );
  }
  await sb.app.close();
}

void main();
