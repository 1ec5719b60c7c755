/**
 * Test mode only: `X-Sandbox-Now: <ISO instant>` pins "now" for the business rules of one request
 * (working hours, planned-time limits, quote lifetimes, created_at), so parallel tests can each
 * work at their own time of day without moving the one global clock (POST /__sandbox/clock).
 * Outside test mode the header is ignored, and CORS does not allow it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SANDBOX_NOW_HEADER } from '../contract';
import type { Ctx } from '../context';
import { Clock } from '../domain/clock';
import { ApiError } from './errors';
import { instantInRange } from './validate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The instant X-Sandbox-Now pinned for this request (test mode), else null. */
    sandboxNow: Date | null;
  }
}

/** An ISO 8601 date-time with an explicit offset (`Z` or `±hh:mm`): a bare wall-clock time is ambiguous. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** The pinned instant of a header value; throws VALIDATION_ERROR for anything but an ISO instant. */
function parseSandboxNow(raw: string | string[] | undefined): Date | null {
  if (raw === undefined) return null;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const at = INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at) || !instantInRange(at)) {
    throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
      [SANDBOX_NOW_HEADER]:
        'Ожидается дата и время ISO 8601 со смещением, например 2026-11-23T10:00:00+05:00',
    });
  }
  return new Date(at);
}

/** Reads X-Sandbox-Now into `req.sandboxNow` in test mode; in any other mode it stays null. */
export function registerRequestNow(app: FastifyInstance, ctx: Ctx): void {
  app.decorateRequest('sandboxNow', null);
  if (ctx.config.mode !== 'test') return;
  app.addHook('onRequest', async (req) => {
    req.sandboxNow = parseSandboxNow(req.headers[SANDBOX_NOW_HEADER.toLowerCase()]);
  });
}

/** The context a route hands to the business rules: its clock is the request's pinned "now", if any. */
export function ctxAt(ctx: Ctx, req: FastifyRequest): Ctx {
  return req.sandboxNow ? { ...ctx, clock: Clock.fixed(req.sandboxNow) } : ctx;
}
