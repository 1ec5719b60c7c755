import { parsePhoneNumberFromString } from 'libphonenumber-js';

const CACHE_LIMIT = 100;
const cache = new Map<string, string | null>();

function parseKzPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'KZ');
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== '7') return null;
  return parsed.number;
}

/**
 * A Kazakhstan number in E.164 (with the leading plus), or null when it is not one. The form checks
 * every point's phone on each change, so answers are remembered (a pure function of the text).
 */
export function toKzPhone(value: string): string | null {
  const text = value.trim();
  const known = cache.get(text);
  if (known !== undefined) return known;
  const answer = parseKzPhone(text);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(text, answer);
  return answer;
}
