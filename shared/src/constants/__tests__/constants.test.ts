import {
  ACTIVE_ORDERS_FETCH_THROTTLE_MS,
  ACTIVE_ORDER_STATUSES,
  COD_PAYOUT,
  DEFAULT_DELIVERY_TIME_TYPE,
  DEFAULT_LANG,
  FINISHED_ORDER_STATUSES,
  FITTING_WAIT_MINUTES,
  GEOLOCATION,
  LANGUAGES,
  MOBILE_MAX_WIDTH,
  PAYMENT_TYPE,
  REPORT_DEFAULT_RANGE_MONTHS,
  SUPPORT_CHAT_DELAY_MS,
  TABLET_MAX_WIDTH,
  TARIFF_SCORE,
  TASK_PRICE_TENGE,
  TOAST_LIFETIME_MS,
  TYPICAL_DELIVERY_MINUTES,
  TYPICAL_PICKUP_MINUTES,
  WORKING_HOURS,
} from '..';

/*
 * Every number of spec §9, written out as the spec says it. The rules that use them are pinned by
 * their own modules' tests with the same literals; this list also holds the numbers no screen uses
 * yet (geolocation, the report range, COD payouts), so that changing one fails here first.
 */
describe('§9 business constants are the spec’s numbers', () => {
  it.each<[string, unknown, unknown]>([
    ['toast auto-dismiss: 5000 ms', TOAST_LIFETIME_MS, 5000],
    ['mobile breakpoint: 650 px', MOBILE_MAX_WIDTH, 650],
    ['tablet breakpoint: 1024 px', TABLET_MAX_WIDTH, 1024],
    ['active orders fetch throttle: 3000 ms', ACTIVE_ORDERS_FETCH_THROTTLE_MS, 3000],
    ['active statuses 1, 2, 5', ACTIVE_ORDER_STATUSES, [1, 2, 5]],
    ['finished statuses 3, 4', FINISHED_ORDER_STATUSES, [3, 4]],
    ['payment types: balance 2, card 5', PAYMENT_TYPE, { balance: 2, card: 5 }],
    ['delivery time type default 1', DEFAULT_DELIVERY_TIME_TYPE, 1],
    ['report default range: one month back', REPORT_DEFAULT_RANGE_MONTHS, 1],
    ['geolocation: cache 25 s, timeout 25 s', GEOLOCATION, { maximumAgeMs: 25_000, timeoutMs: 25_000 }],
    ['support chat starts after 3 s', SUPPORT_CHAT_DELAY_MS, 3000],
    ['tariff ordering score: fastest +4, car +1', TARIFF_SCORE, { fastest: 4, car: 1 }],
    [
      'courier task prices: fitting 300 ₸, photo 300 ₸, verification code 150 ₸',
      TASK_PRICE_TENGE,
      { fitting: 300, photo: 300, verificationCode: 150 },
    ],
    ['fitting waits up to 15 minutes', FITTING_WAIT_MINUTES, 15],
    [
      'cash-on-delivery payouts every 7 days above 3000 ₸, 4 % commission',
      COD_PAYOUT,
      { everyDays: 7, minimumTenge: 3000, commissionPercent: 4 },
    ],
    ['typical delivery about 45 minutes', TYPICAL_DELIVERY_MINUTES, 45],
    ['pickup about 15 minutes', TYPICAL_PICKUP_MINUTES, 15],
    ['working hours 9:00 to 21:00 (Almaty)', WORKING_HOURS, { from: 9, to: 21, timeZone: 'Asia/Almaty' }],
    ['languages ru and kk', LANGUAGES, ['ru', 'kk']],
    ['default locale ru', DEFAULT_LANG, 'ru'],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
