/** The §9 business constants the server needs, re-exported from the one source. */
export {
  ACTIVE_ORDER_STATUSES,
  FINISHED_ORDER_STATUSES,
  PAYMENT_TYPE,
  DELIVERY_TIME_TYPE,
  TASK_PRICE_TENGE,
  FITTING_WAIT_MINUTES,
  COD_PAYOUT,
  TYPICAL_DELIVERY_MINUTES,
  TYPICAL_PICKUP_MINUTES,
  WORKING_HOURS,
  LANGUAGES,
  DEFAULT_LANG,
  REPORT_DEFAULT_RANGE_MONTHS,
} from '../constants';
export type { Lang, PaymentType } from '../constants';
