/** zod parsing that fails with 400 VALIDATION_ERROR and a `fields` map. */
import type { z } from 'zod';
import { ApiError } from './errors';

export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  throw new ApiError(400, 'VALIDATION_ERROR', undefined, fields);
}

/** A positive integer path id, else 404 with the given code (ids are never validation errors). */
export function parseId(raw: unknown, code: ConstructorParameters<typeof ApiError>[1]): number {
  const s = typeof raw === 'string' ? raw : '';
  if (!/^\d{1,12}$/.test(s)) throw new ApiError(404, code);
  const n = Number(s);
  if (n < 1 || n > 2_147_483_647) throw new ApiError(404, code);
  return n;
}
