/** Fixed-window rate limit per caller (Authorization value, else IP): 429 RATE_LIMITED + Retry-After. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { ApiError } from './errors';

export function registerRateLimit(app: FastifyInstance, ctx: Ctx): void {
  const windows = new Map<string, { start: number; count: number }>();
  app.addHook('onRequest', async (req) => {
    const limit = ctx.config.rateLimitPerMinute;
    if (limit <= 0 || req.url.startsWith('/__sandbox/') || req.method === 'OPTIONS') return;
    const auth = req.headers.authorization;
    const who = auth ? crypto.createHash('sha1').update(auth).digest('hex') : `ip:${req.ip}`;
    const now = Date.now();
    let w = windows.get(who);
    if (!w || now - w.start >= 60_000) {
      w = { start: now, count: 0 };
      windows.set(who, w);
      if (windows.size > 10_000) windows.clear();
    }
    w.count += 1;
    if (w.count > limit) {
      const retry = Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000));
      throw new ApiError(429, 'RATE_LIMITED', undefined, undefined, { 'retry-after': String(retry) });
    }
  });
}
