import { SPEC_ERROR_CODES } from '../contract/error-codes';

/** The error codes of spec §8, each with its own title and text; the custom and client kinds follow. */
export const CATALOGUED_CODES = SPEC_ERROR_CODES;

export type CataloguedCode = (typeof CATALOGUED_CODES)[number];

/** Errors the front end raises itself (§8 "custom errors"). */
export type CustomErrorKind = 'no-tariffs' | 'max-distance-order';

/** Order-screen notices that live in the same catalogue (§8 "other order messages"). */
export type OrderNoticeKind = 'price-surge' | 'urgent-with-tasks';

/** Codes whose failures are never reported to the bot chat (§8). */
export const UNREPORTED_CODES: readonly string[] = ['BEAUTIFUL_PARSING'];

/** True for a code with its own title and text; any other code shows the server's own message. */
export function isCataloguedCode(code: string | null): code is CataloguedCode {
  return code !== null && (CATALOGUED_CODES as readonly string[]).includes(code);
}
