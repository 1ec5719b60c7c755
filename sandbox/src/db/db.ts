/** One SQL interface over PGlite (embedded, default) or a real PostgreSQL server (DATABASE_URL). */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Pool } from 'pg';
import type { PoolClient } from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs several statements (no parameters). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** How a PGlite starts, beyond its data directory: the tests start one per file and tune it. */
export interface PgliteStartOptions {
  /** A dump of a data directory (`dumpDataDir`) to start from, instead of running initdb. */
  loadDataDir?: Blob;
  /** PostgreSQL settings for this start (`-c name=value`), on top of PGlite's own. */
  settings?: Record<string, string>;
}

/**
 * `loadDataDir`: start from a dump of a data directory (`dumpDataDir`) instead of running initdb, which
 * is most of PGlite's start-up (the tests start every file from a dump of an empty cluster).
 */
export async function openPglite(dataDir: string | 'memory', options: PgliteStartOptions = {}): Promise<Db> {
  if (dataDir !== 'memory') fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the orders search index (migration 4); a PostgreSQL server ships it in contrib.
  const opts = {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.settings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }
      : {}),
  };
  const pg = dataDir === 'memory' ? new PGlite(opts) : new PGlite(dataDir, opts);
  await pg.waitReady;
  return {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
      const r = await pg.query(sql, params);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) =>
        fn({
          async query<R = Row>(sql: string, params: unknown[] = []): Promise<R[]> {
            return (await tx.query(sql, params)).rows as R[];
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  const wrap = (c: Pool | PoolClient): Queryable => ({
    async query<R = Row>(sql: string, params: unknown[] = []): Promise<R[]> {
      return (await c.query(sql, params)).rows as R[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export function openDb(opts: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
