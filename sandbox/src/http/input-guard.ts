/**
 * One guard for every request, before any route sees it: JSON nested deeper than MAX_JSON_DEPTH is
 * refused by the parser (400 BAD_JSON), and a NUL or a lone UTF-16 surrogate in any string of the
 * body, the query or a header value answers 400 VALIDATION_ERROR (PostgreSQL stores neither).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** Far deeper than any body of the contract (an order's point's address is 4 levels down). */
export const MAX_JSON_DEPTH = 32;
const BAD_CHAR_MESSAGE = 'Недопустимый символ (NUL или одиночный суррогат UTF-16)';

/** True when JSON text opens more than `max` arrays/objects at once (scanned, never parsed). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** A NUL or a UTF-16 surrogate without its other half (PostgreSQL text and jsonb take neither). */
export function isBadString(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** A control character (C0 or DEL); a tab is fine when `allowTab` (header values may carry one). */
export function hasControlChar(s: string, allowTab = true): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && !(allowTab && c === 0x09)) || c === 0x7f) return true;
  }
  return false;
}

/** The dotted path of the first key or string value with a NUL or a lone surrogate, else null. */
export function findBadString(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, path] = item;
    if (typeof v === 'string') {
      if (isBadString(v)) return path === '' ? '_' : path;
    } else if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v)) {
        const at = path === '' ? k : `${path}.${k}`;
        if (isBadString(k)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

const badInput = (field: string): ApiError =>
  new ApiError(400, 'VALIDATION_ERROR', undefined, { [field]: BAD_CHAR_MESSAGE });

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    for (const [name, value] of Object.entries(req.headers)) {
      const values = Array.isArray(value) ? value : [value ?? ''];
      if (values.some((v) => hasControlChar(v) || isBadString(v))) throw badInput(name);
    }
  });
  app.addHook('preValidation', async (req) => {
    const inQuery = findBadString(req.query);
    if (inQuery !== null) throw badInput(inQuery);
    const inBody = findBadString(req.body);
    if (inBody !== null) throw badInput(inBody);
  });
}
