/** A 429's wait is bounded: a server asking for minutes must not freeze a screen that long. */
export const RATE_LIMIT_MAX_WAIT_S = 30;
/** How many times one call is repeated after a 429 before its failure is shown. */
export const RATE_LIMIT_RETRIES = 2;
/** The wait when a 429 names none (or one that cannot be read). */
const DEFAULT_WAIT_S = 2;

/**
 * Reads a Retry-After header (delta-seconds or an HTTP date, RFC 9110 §10.2.3) into whole seconds
 * between 1 and RATE_LIMIT_MAX_WAIT_S, so that the client waits as asked, but never for long.
 */
export function retryAfterSeconds(header: unknown, now = Date.now()): number {
  let seconds = DEFAULT_WAIT_S;
  if (typeof header === 'string' && header.trim() !== '') {
    const value = header.trim();
    if (/^\d+$/.test(value)) seconds = Number(value);
    else if (/[a-z]/i.test(value) && !Number.isNaN(Date.parse(value)))
      seconds = Math.ceil((Date.parse(value) - now) / 1000);
  }
  return Math.min(RATE_LIMIT_MAX_WAIT_S, Math.max(1, seconds));
}
