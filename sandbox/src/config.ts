/** Server configuration from the environment (every knob documented in README.md). */
import crypto from 'node:crypto';
import path from 'node:path';

export interface SandboxConfig {
  host: string;
  port: number;
  /** 'test' registers /__sandbox/* admin endpoints and fault injection. */
  mode: 'test' | 'normal';
  appOrigins: string[];
  /** 'memory' = in-memory PGlite; otherwise a directory. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | null;
  oauthClientId: string;
  redirectUris: string[];
  clientSecret: string;
  jwtSecret: string;
  accessTtlS: number;
  refreshTtlS: number;
  /** Lifetime of a company's client token (get-jwt-token with the cabinet session). */
  clientTokenTtlS: number;
  providerAccessTtlS: number;
  timeScale: number;
  dispatcherTickMs: number;
  /** Requests per minute per caller; 0 disables. */
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** How long a duplicate request waits for the in-flight original before answering 409. */
  idempotencyWaitMs: number;
  logLevel: string;
  seed: boolean;
}

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}:${from + i}`);

const list = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined || value.trim() === ''
    ? fallback
    : value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');

const num = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    port: num(env.SANDBOX_PORT, 8090),
    mode: env.SANDBOX_MODE === 'test' ? 'test' : 'normal',
    appOrigins: list(env.SANDBOX_APP_ORIGINS, [
      ...range('http://localhost', 8080, 8084),
      ...range('http://127.0.0.1', 8080, 8084),
    ]),
    dataDir: env.SANDBOX_DATA_DIR ?? path.resolve(__dirname, '..', '.data', 'pglite'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : null,
    oauthClientId: env.SANDBOX_OAUTH_CLIENT_ID ?? '1001',
    redirectUris: list(env.SANDBOX_REDIRECT_URIS, [
      'http://localhost:8080/login',
      'http://127.0.0.1:8080/login',
    ]),
    clientSecret: env.SANDBOX_CLIENT_SECRET ?? 'sandbox-client-secret',
    // Random per start unless pinned: nobody can mint a token with a secret read from the source.
    jwtSecret:
      env.SANDBOX_JWT_SECRET && env.SANDBOX_JWT_SECRET.trim() !== ''
        ? env.SANDBOX_JWT_SECRET
        : crypto.randomBytes(32).toString('base64url'),
    accessTtlS: num(env.SANDBOX_ACCESS_TTL_S, 900),
    refreshTtlS: num(env.SANDBOX_REFRESH_TTL_S, 30 * 24 * 3600),
    clientTokenTtlS: num(env.SANDBOX_CLIENT_TOKEN_TTL_S, 90 * 24 * 3600),
    providerAccessTtlS: num(env.SANDBOX_PROVIDER_ACCESS_TTL_S, 3600),
    timeScale: num(env.SANDBOX_TIME_SCALE, 1),
    dispatcherTickMs: num(env.SANDBOX_DISPATCHER_TICK_MS, 1000),
    rateLimitPerMinute: num(env.SANDBOX_RATE_LIMIT_PER_MIN, 1200),
    bodyLimitBytes: num(env.SANDBOX_BODY_LIMIT_BYTES, 256 * 1024),
    idempotencyWaitMs: num(env.SANDBOX_IDEMPOTENCY_WAIT_MS, 5000),
    logLevel: env.SANDBOX_LOG_LEVEL ?? 'info',
    seed: env.SANDBOX_SEED !== '0',
  };
}
