/** The error codes of spec §8 that have their own texts, plus the custom and client-side kinds. */
export const CATALOGUED_CODES = [
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
] as const;

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
