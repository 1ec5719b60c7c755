/** `pnpm --filter @cabinet/sandbox reset`: drop every table, migrate and seed again. */
import { loadConfig } from './config';
import { openDb } from './db/db';
import { dropAll } from './db/migrations';
import { Clock } from './domain/clock';
import { prepareDb } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const t = Date.now();
  await dropAll(db);
  await prepareDb(db, new Clock(), true);
  await db.close();
  console.info(
    JSON.stringify({
      msg: 'sandbox data reset',
      db: config.databaseUrl ? 'postgres' : config.dataDir,
      ms: Date.now() - t,
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
