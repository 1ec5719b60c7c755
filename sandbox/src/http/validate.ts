/** zod parsing that fails with 400 VALIDATION_ERROR and a `fields` map. */
import type { z } from 'zod';
import { ApiError } from './errors';

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;
const OUT_OF_RANGE = `Число вне допустимого диапазона (${INT4_MIN}…${INT4_MAX})`;

/** The dotted path of the first integer beyond PostgreSQL's int4 in parsed input, else null. */
function findWideInteger(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, path] = item;
    if (typeof v === 'number') {
      if (Number.isInteger(v) && (v > INT4_MAX || v < INT4_MIN)) return path === '' ? '_' : path;
    } else if (Array.isArray(v) || (typeof v === 'object' && v !== null && !(v instanceof Date))) {
      for (const [k, child] of Object.entries(v)) stack.push([child, path === '' ? k : `${path}.${k}`]);
    }
  }
  return null;
}

export interface ParseOptions {
  /** Integers beyond int4 are fine here (never stored in an integer column), e.g. a chat id. */
  wideIntegers?: boolean;
}

/**
 * Parses with the schema; every integer of the result must also fit PostgreSQL's int4, the type of
 * every integer column, so 2^31 or 1e308 is a 400 here and never a database error.
 */
export function parse<S extends z.ZodType>(
  schema: S,
  data: unknown,
  options: ParseOptions = {},
): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) {
    const wide = options.wideIntegers ? null : findWideInteger(result.data);
    if (wide === null) return result.data;
    throw new ApiError(400, 'VALIDATION_ERROR', undefined, { [wide]: OUT_OF_RANGE });
  }
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
  if (n < 1 || n > INT4_MAX) throw new ApiError(404, code);
  return n;
}

/** Dates and instants the sandbox accepts from input: its data and clock live well inside these. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
const FIRST_MS = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const LAST_MS = Date.parse(`${LAST_DAY}T23:59:59.999Z`);

/** An instant inside FIRST_DAY..LAST_DAY (UTC). */
export const instantInRange = (ms: number): boolean => ms >= FIRST_MS && ms <= LAST_MS;

/**
 * A calendar day `YYYY-MM-DD` of input: a real date (no 2026-02-30) between FIRST_DAY and LAST_DAY,
 * else 400 VALIDATION_ERROR on `field`. Year 0 or 9999 never reaches the database.
 */
export function checkDay(field: string, day: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day)
    throw new ApiError(400, 'VALIDATION_ERROR', undefined, { [field]: 'Некорректная дата' });
  if (!instantInRange(ms))
    throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
      [field]: `Дата вне допустимого диапазона (${FIRST_DAY}…${LAST_DAY})`,
    });
  return day;
}
