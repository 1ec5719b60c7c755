/**
 * The platform contract (what the sandbox serves and the front-end clients call), as zod schemas.
 * Browser-safe: zod only. Field names are the server's (snake_case).
 */
export * from './common';
export * from './error-codes';
export * from './limits';
export * from './auth';
export * from './profile';
export * from './addresses';
export * from './deliveries';
export * from './reports';
export * from './branches';
export * from './grades';
export * from './misc';
export * from './sandbox-admin';
export * from './test-companies';
export * from './client-tokens';
export * from './employees';
export * from './constants';
export * from './endpoint-routes';
export * from './endpoints';
export * from './idempotency';
export * from './platform-failure';
