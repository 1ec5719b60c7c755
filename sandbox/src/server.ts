/** buildServer(): the whole sandbox as a Fastify instance (tests use app.inject; main.ts listens). */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxConfig } from './config';
import { loadConfig } from './config';
import { SANDBOX_NOW_HEADER } from './contract';
import type { Ctx } from './context';
import type { Db } from './db/db';
import { openDb, openPglite } from './db/db';
import { dropAll, migrate } from './db/migrations';
import { isSeeded, seed } from './db/seed';
import { Dispatcher } from './dispatcher/dispatcher';
import { Clock } from './domain/clock';
import { authenticate } from './http/auth';
import { ApiError } from './http/errors';
import { FaultRegistry, registerFaults } from './http/faults';
import { registerIdempotency } from './http/idempotency';
import { MAX_JSON_DEPTH, jsonTooDeep, registerInputGuard } from './http/input-guard';
import { registerRateLimit } from './http/rate-limit';
import { registerRequestNow } from './http/request-now';
import { registerAddresses } from './routes/addresses';
import { registerBranches } from './routes/branches';
import { registerClientTokens } from './routes/client-tokens';
import { registerDeliveries } from './routes/deliveries';
import { registerEmployees } from './routes/employees';
import { registerGrades } from './routes/grades';
import { registerMisc } from './routes/misc';
import { registerOauth } from './routes/oauth';
import { registerPages } from './routes/pages';
import { registerPlatformAuth } from './routes/platform-auth';
import { registerProfile } from './routes/profile';
import { registerReports } from './routes/reports';
import { registerSandboxAdmin } from './routes/sandbox-admin';

/** Request headers the apps send across origins (§7); a preflight asking for others is not allowed. */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'X-Idempotency-Key',
  'X-Fingerprint',
] as const;

export interface BuildOptions {
  /** Overrides on top of the environment; dataDir 'memory' = in-memory PGlite. */
  config?: Partial<SandboxConfig>;
  /** An already open database (tests share one per file). */
  db?: Db;
  /** Start the dispatcher timer loop (default true; tests usually call dispatcher.tick()). */
  startDispatcher?: boolean;
  logger?: boolean;
}

export interface Sandbox {
  app: FastifyInstance;
  ctx: Ctx;
  dispatcher: Dispatcher;
  faults: FaultRegistry;
  /** Every route registered (method, URL pattern): the fuzz tests cover each one. */
  routes: ReadonlyArray<{ method: string; url: string }>;
  /** Drops all data and re-seeds. */
  reset(): Promise<void>;
}

export async function prepareDb(db: Db, clock: Clock, doSeed: boolean): Promise<void> {
  await migrate(db);
  if (doSeed && !(await isSeeded(db))) await seed(db, clock);
}

export async function buildServer(options: BuildOptions = {}): Promise<Sandbox> {
  // Validation messages in `fields` are Russian, like every other message of the platform.
  z.config(z.locales.ru());
  const config: SandboxConfig = { ...loadConfig(), ...options.config };
  const clock = new Clock();
  const ownDb = options.db === undefined;
  const db =
    options.db ??
    (config.dataDir === 'memory' && !config.databaseUrl ? await openPglite('memory') : await openDb(config));
  await prepareDb(db, clock, config.seed);

  const ctx: Ctx = {
    db,
    config,
    clock,
    switches: { cityClosed: false, surgePercent: 0 },
    bot: { rateLimitTimes: 0, retryAfter: 1 },
  };
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
    // Errors before routing (a path parameter that is not valid percent-encoding) get the usual body.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode !== undefined && err.statusCode < 500 ? err.statusCode : 400;
      const body = new ApiError(status, 'VALIDATION_ERROR', 'Некорректный URL').toBody();
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
  });

  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined ? false : config.appOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Test mode also lets a page pin its requests' "now" (X-Sandbox-Now, src/http/request-now.ts).
    allowedHeaders: [...CORS_ALLOWED_HEADERS, ...(config.mode === 'test' ? [SANDBOX_NOW_HEADER] : [])],
    exposedHeaders: ['Retry-After', 'Content-Disposition', 'Idempotent-Replayed'],
    maxAge: 600,
  });

  // Answers of 1 KB or more leave in brotli or gzip when the client accepts them, as a production
  // platform's do behind its proxy: a phone's first load is measured with the bytes it would receive.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // The apps may read how long each call took (Resource Timing needs Timing-Allow-Origin across
  // origins) and how much of it the sandbox spent (Server-Timing): the orders-list benchmark prints both.
  app.addHook('onSend', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin && config.appOrigins.includes(origin)) reply.header('Timing-Allow-Origin', origin);
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  // JSON that tolerates an empty body (clients send Content-Type: application/json on DELETE too).
  app.removeContentTypeParser('application/json');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text))
      return done(new ApiError(400, 'BAD_JSON', `JSON вложен глубже ${MAX_JSON_DEPTH} уровней`), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'BAD_JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(
      null,
      Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
    );
  });

  app.decorateRequest('auth', null);
  registerInputGuard(app);
  registerRequestNow(app, ctx);
  registerRateLimit(app, ctx);
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.auth) req.auth = await authenticate(ctx, req);
  });
  const idem = registerIdempotency(app, ctx);
  const faults = new FaultRegistry();
  if (config.mode === 'test') registerFaults(app, faults, idem.release);

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(err.toBody());
    }
    const code = (err as FastifyError).code;
    const status = (err as FastifyError).statusCode ?? 500;
    const map: Record<string, [number, string]> = {
      FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_JSON'],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_JSON'],
    };
    const mapped = code ? map[code] : undefined;
    if (mapped) return reply.code(mapped[0]).send(new ApiError(mapped[0], mapped[1]).toBody());
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .send(new ApiError(status, status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', err.message).toBody());
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(new ApiError(500, 'INTERNAL_ERROR').toBody());
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(new ApiError(404, 'NOT_FOUND').toBody()));

  registerOauth(app, ctx);
  registerPlatformAuth(app, ctx);
  registerClientTokens(app, ctx);
  registerProfile(app, ctx);
  registerEmployees(app, ctx);
  registerAddresses(app, ctx);
  registerDeliveries(app, ctx);
  registerReports(app, ctx);
  registerBranches(app, ctx);
  registerGrades(app, ctx);
  registerMisc(app, ctx);
  registerPages(app, ctx);

  const dispatcher = new Dispatcher(ctx);
  const reset = async (): Promise<void> => {
    await dispatcher.stop();
    await dropAll(db);
    await prepareDb(db, clock, true);
    faults.clear();
    clock.set(null);
    ctx.switches.cityClosed = false;
    ctx.switches.surgePercent = 0;
    ctx.bot.rateLimitTimes = 0;
    if (options.startDispatcher !== false) dispatcher.start();
  };
  if (config.mode === 'test') registerSandboxAdmin(app, ctx, { faults, dispatcher, reset });

  app.get('/health', async () => ({ ok: true, db: db.kind, mode: config.mode }));

  app.addHook('onClose', async () => {
    await dispatcher.stop();
    if (ownDb) await db.close();
  });
  if (options.startDispatcher !== false) dispatcher.start();
  return { app, ctx, dispatcher, faults, routes, reset };
}
