/** Test-mode endpoints under /__sandbox/ (registered only when SANDBOX_MODE=test). */
import { z } from 'zod';

export const faultSchema = z.object({
  /** Exact path, or a prefix when it ends with `*` (e.g. "/rocket/v0/deliveries/*"). */
  path: z.string().min(1).max(300),
  method: z.string().max(10).optional(),
  status: z.number().int().min(100).max(599).optional(),
  code: z.string().max(100).optional(),
  message: z.string().max(500).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** Destroy the socket without an answer. */
  drop: z.boolean().optional(),
  /** Apply this many times, then remove (default: until DELETE /__sandbox/faults). */
  times: z.number().int().min(1).max(1_000_000).optional(),
  /** Retry-After seconds sent with an injected 429 (default 1). */
  retryAfter: z.number().int().min(0).max(3600).optional(),
});
export type FaultInput = z.infer<typeof faultSchema>;

export const clockSchema = z.object({
  /** ISO time, or null to return to the real clock. */
  now: z.string().max(40).nullable(),
  /** Stop the clock at `now` (default false: it keeps ticking from there). */
  frozen: z.boolean().default(false),
});

/**
 * Test mode only: a request header that pins "now" for that one request's business rules (working
 * hours, planned-time limits, quote lifetimes, created_at) without moving the global clock above.
 * Value: an ISO 8601 instant with its offset, e.g. `2026-11-23T10:00:00+05:00`. Ignored otherwise.
 */
export const SANDBOX_NOW_HEADER = 'X-Sandbox-Now';

export const switchesSchema = z.object({
  /** true = every city closed; or one city id. */
  cityClosed: z.union([z.boolean(), z.enum(['almaty', 'astana'])]).optional(),
  surgePercent: z.number().int().min(0).max(500).optional(),
});

export const trackIdRequestSchema = z.object({ choco_user_id: z.number().int() });
export const botRateLimitSchema = z.object({
  times: z.number().int().min(0).max(1000),
  retryAfter: z.number().int().min(0).max(3600).default(1),
});
export const timeScaleSchema = z.object({ scale: z.number().min(0).max(100_000) });

/** The most orders one POST /__sandbox/orders/bulk may create. */
export const BULK_ORDERS_MAX = 20_000;

/**
 * POST /__sandbox/orders/bulk: `count` real orders for the company of `choco_user_id`, or for a
 * brand-new user and company when it is left out (so a test never disturbs the demo companies).
 */
export const bulkOrdersRequestSchema = z.object({
  count: z.number().int().min(1).max(BULK_ORDERS_MAX),
  choco_user_id: z.number().int().optional(),
});
