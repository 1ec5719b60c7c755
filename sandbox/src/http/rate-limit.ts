/**
 * Fixed-window rate limit per caller: 429 RATE_LIMITED + Retry-After. A caller is the verified
 * subject of a platform JWT; anything else (no header, a provider token, junk) is its client address,
 * so inventing a new Authorization value per request buys nothing. The table of callers is bounded
 * without ever forgetting everybody at once: expired windows go first, then the lightest callers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ApiError } from './errors';
import { verifyJwt } from './jwt';

const WINDOW_MS = 60_000;
/** Callers remembered at most; eviction brings the table down to 90 % of it. */
export const MAX_CALLERS = 10_000;

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly capacity = MAX_CALLERS) {}

  get size(): number {
    return this.windows.size;
  }

  /** Counts one request of `who`; the seconds to wait when it is over `limit`, else null. */
  hit(who: string, limit: number, now = Date.now()): number | null {
    let w = this.windows.get(who);
    if (!w) {
      if (this.windows.size >= this.capacity) this.evict(now);
      w = { start: now, count: 0 };
      this.windows.set(who, w);
    } else if (now - w.start >= WINDOW_MS) {
      w.start = now;
      w.count = 0;
    }
    w.count += 1;
    return w.count > limit ? Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)) : null;
  }

  /**
   * Expired windows first; if the table is still too full, the callers with the fewest requests
   * (oldest first among equals): forgetting a caller grants it at most as many requests as it had made.
   */
  private evict(now: number): void {
    for (const [who, w] of this.windows) if (now - w.start >= WINDOW_MS) this.windows.delete(who);
    const target = Math.floor(this.capacity * 0.9);
    if (this.windows.size <= target) return;
    const lightest = [...this.windows].sort((a, b) => a[1].count - b[1].count);
    for (const [who] of lightest.slice(0, this.windows.size - target)) this.windows.delete(who);
  }
}

/** The verified JWT subject of the request, else its client address. */
export function callerOf(req: FastifyRequest, secret: string): string {
  const m = /^(JWT|Bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (m?.[2] !== undefined) {
    const v = verifyJwt(m[2], secret);
    if (v.ok) return `${v.payload.typ === 'client' ? 'client' : 'user'}:${v.payload.sub}`;
  }
  return `ip:${req.ip}`;
}

export function registerRateLimit(app: FastifyInstance, ctx: Ctx): RateLimiter {
  const limiter = new RateLimiter();
  app.addHook('onRequest', async (req) => {
    const limit = ctx.config.rateLimitPerMinute;
    if (limit <= 0 || req.url.startsWith('/__sandbox/') || req.method === 'OPTIONS') return;
    const retry = limiter.hit(callerOf(req, ctx.config.jwtSecret), limit);
    if (retry !== null)
      throw new ApiError(429, 'RATE_LIMITED', undefined, undefined, { 'retry-after': String(retry) });
  });
  return limiter;
}
