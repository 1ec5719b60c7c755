/** Shared building blocks of the platform contract (browser-safe: zod only). */
import { z } from 'zod';

// In a browser the contract runs under the cabinet's Content-Security-Policy, which allows no eval
// (decision 0011): zod's JIT would probe `new Function` on the first object schema, and even a caught
// refusal is reported as a policy violation. Every schema module reaches this one first (the
// contract's modules import it before they build a schema), so the probe never runs there; the
// sandbox keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });

/** Every error answer of the platform: `{"detail": {"code", "message", "fields"?}}`. */
export const errorBodySchema = z.object({
  detail: z.object({
    code: z.string(),
    message: z.string(),
    /** Only for VALIDATION_ERROR: dotted path of the offending field -> message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `?page=` (1-based) and `?page_size=` (1..100, default 20). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One builder for every DRF-style page (next/previous are page numbers), so all paged lists validate alike. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
export interface Paged<T> {
  count: number;
  page: number;
  page_size: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

/** One builder for every non-paged `{results: [...]}` list, so no endpoint spells the envelope differently. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item) });
}

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);
/** A coordinate pair: always `[longitude, latitude]` (GeoJSON order). */
export const lonLatSchema = z.tuple([longitudeSchema, latitudeSchema]);
export type LonLat = z.infer<typeof lonLatSchema>;

export const phoneSchema = z.string().regex(/^\+7\d{10}$/, 'Телефон в формате +7XXXXXXXXXX');
export const citySchema = z.enum(['almaty', 'astana']);
export type City = z.infer<typeof citySchema>;
export const transportSchema = z.enum(['CAR', 'MOTORBIKE', 'FOOT']);
export type Transport = z.infer<typeof transportSchema>;
/** ISO date `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате YYYY-MM-DD');
