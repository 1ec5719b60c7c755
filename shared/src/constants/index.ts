/** Business constants of the product (spec §9). One source for every app and for the sandbox. */

export const TOAST_LIFETIME_MS = 5000;

export const MOBILE_MAX_WIDTH = 650;
export const TABLET_MAX_WIDTH = 1024;

export const ACTIVE_ORDERS_FETCH_THROTTLE_MS = 3000;
export const ACTIVE_ORDER_STATUSES = [1, 2, 5] as const;
export const FINISHED_ORDER_STATUSES = [3, 4] as const;
/**
 * Rows per request of the orders list (beyond the spec): a screen shows 6–12 rows (plus the
 * virtualiser's overscan), so 25 fill the first screen of any layout while each answer stays half the
 * size of a page of 50 (an order with its points is ~2 KB of JSON): the first rows of a tab come
 * sooner, and a long scroll asks for more, smaller pages. Here because the shell starts the list's
 * first page on the click that opens it (orders-list-calls.ts).
 */
export const ORDERS_LIST_PAGE_SIZE = 25;

/**
 * The active orders the cabinet keeps at hand (the phone's home screen, refreshing an open order):
 * the newest page of this size. The shell starts the same call on a phone's navigation (§2).
 */
export const ACTIVE_ORDERS_SNAPSHOT_SIZE = 100;

export const PAYMENT_TYPE = { balance: 2, card: 5 } as const;
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export const DELIVERY_TIME_TYPE = { immediate: 1, planned: 2 } as const;
export const DEFAULT_DELIVERY_TIME_TYPE = DELIVERY_TIME_TYPE.immediate;

export const REPORT_DEFAULT_RANGE_MONTHS = 1;

export const GEOLOCATION = { maximumAgeMs: 25_000, timeoutMs: 25_000 } as const;

export const SUPPORT_CHAT_DELAY_MS = 3000;

export const TARIFF_SCORE = { fastest: 4, car: 1 } as const;

/** Courier task prices in tenge. */
export const TASK_PRICE_TENGE = { fitting: 300, photo: 300, verificationCode: 150 } as const;
export const FITTING_WAIT_MINUTES = 15;

export const COD_PAYOUT = { everyDays: 7, minimumTenge: 3000, commissionPercent: 4 } as const;

export const TYPICAL_DELIVERY_MINUTES = 45;
export const TYPICAL_PICKUP_MINUTES = 15;

export const WORKING_HOURS = { from: 9, to: 21, timeZone: 'Asia/Almaty' } as const;

export const LANGUAGES = ['ru', 'kk'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'ru';

/** Names under which the browser keeps state (spec §3 "stored locally"). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  /**
   * A provider refresh token that earlier builds wrote from scripts; removed at start-up and sign-out.
   * The refresh token now lives only in the auth proxy's HttpOnly cookie (§7 "read from a stored cookie").
   */
  legacyRefreshToken: 'refresh_token',
  holdingToken: 'holding_token',
  lang: 'lang',
  centToken: 'cent_token',
  errorCounter: 'cabinet.error-counter',
  /** One pending sign-in: state, PKCE verifier and the page to return to. Holds no token. */
  signInAttempt: 'cabinet.sign-in-attempt',
  /**
   * Prefix of the order drafts, one per account (`orderDraftKey`). A draft under the bare prefix was
   * written by earlier builds for whoever came next: it is removed at start-up, never restored.
   */
  orderDraft: 'cabinet.order-draft.v1',
} as const;

export { isLang, resolveInitialLang } from './initial-lang';
export { ORDERS_LIST_URL, activeOrdersFirstPage, activeOrdersSnapshot } from './orders-list-calls';
export { orderFormFirstCalls } from './order-form-calls';
export { platformCallUrl, platformUrl } from './platform-call';
export type { PlatformCall } from './platform-call';
