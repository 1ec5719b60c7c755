/**
 * The platform's error codes, without zod: the core's error catalogue (a federated module that must
 * not carry the schemas) gives a title and text to each of spec §8's, and the sandbox answers with all.
 */

/** The codes spec §8 names: each has its own title and text in the cabinet's error catalogue. */
export const SPEC_ERROR_CODES = [
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

/** Error codes the sandbox answers with: spec §8's, then its own rules, auth, transport and protection. */
export const ERROR_CODES = [
  ...SPEC_ERROR_CODES,
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
