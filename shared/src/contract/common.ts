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

/** Error codes the sandbox answers with (spec §8 plus the transport/protection codes). */
export const ERROR_CODES = [
  // spec §8
  'ALL_POINTS_HAVE_BEEN_CANCELED',
  'ORDER_HAS_BEEN_CANCELED',
  'GROUP_DOES_NOT_EXIST',
  'EXPECTED_TWO_POINTS_FOR_AN_URGENT',
  'BALANCE_IS_NOT_ENOUGH_TO_PAY',
  'NOT_ENOUGH_FUNDS_ON_THE_BALANCE',
  'WRONG_ADDRESS_COORDINATE',
  'WRONG_ADDRESS_ZONE',
  'TARIFF_NOT_FOUND',
  'TARIFF_DOES_NOT_EXIST',
  'WRONG_INPUT_ADDRESS',
  'BEAUTIFUL_PARSING',
  'CITY_IS_CLOSED',
  // business rules designed for the sandbox
  'NON_WORKING_TIME',
  'MAX_DISTANCE_EXCEEDED',
  'URGENT_WITH_TASKS',
  'TARIFF_UNAVAILABLE',
  'CARD_NOT_FOUND',
  'PLANNED_TIME_INVALID',
  'ORDER_HAS_BEEN_DELIVERED',
  'POINT_DOES_NOT_EXIST',
  'COURIER_NOT_ASSIGNED',
  'ORDER_NOT_DELIVERED',
  'GRADE_ALREADY_EXISTS',
  'COMPANY_NOT_FOUND',
  'COMPANY_ALREADY_EXISTS',
  'ADDRESS_NOT_FOUND',
  'BRANCH_NOT_FOUND',
  'TRACKING_NOT_FOUND',
  'TRACKING_EXPIRED',
  'UPLOAD_NOT_ALLOWED',
  'REPORTS_NOT_AVAILABLE',
  'REPORT_NOT_FOUND',
  'UNSUPPORTED_FORMAT',
  // sandbox extensions: client tokens and employees
  'CLIENT_TOKEN_NOT_FOUND',
  'SESSION_REQUIRED',
  'EMPLOYEE_NOT_FOUND',
  'EMPLOYEE_ALREADY_ADDED',
  'EMPLOYEE_IN_ANOTHER_COMPANY',
  'EMPLOYEES_OWNER_ONLY',
  'OWNER_CANNOT_BE_REMOVED',
  // auth
  'NOT_AUTHENTICATED',
  'TOKEN_EXPIRED',
  'INVALID_CLIENT',
  'INVALID_GRANT',
  'UNSUPPORTED_GRANT_TYPE',
  'INVALID_TOKEN',
  // protocol / protection
  'VALIDATION_ERROR',
  'BAD_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_FLIGHT',
  'RATE_LIMITED',
  'ORIGIN_NOT_ALLOWED',
  'INJECTED_FAULT',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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
