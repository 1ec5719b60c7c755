import { i18n } from '../i18n';
import { isCataloguedCode, type CustomErrorKind, type OrderNoticeKind } from './error-codes';

/** A failed platform call, as the HTTP client reports it. */
export interface RequestFailure {
  url: string;
  method: string;
  status: number | null;
  code: string | null;
  message: string | null;
  /** The call ran out of time (client-side). */
  timedOut: boolean;
  /** No answer at all: offline, DNS, a dropped connection. */
  noResponse: boolean;
  /** The request body, for the report (redacted before it leaves the page). */
  payload?: unknown;
}

export interface ErrorTexts {
  title: string;
  text: string;
}

const CUSTOM_KEYS: Record<CustomErrorKind, string> = {
  'no-tariffs': 'errors.noTariffs',
  'max-distance-order': 'errors.maxDistanceOrder',
};

const NOTICE_KEYS: Record<OrderNoticeKind, string> = {
  'price-surge': 'errors.priceSurge',
  'urgent-with-tasks': 'errors.urgentWithTasks',
};

const fromKey = (key: string): ErrorTexts => ({ title: i18n.t(`${key}.title`), text: i18n.t(`${key}.text`) });

/** Title and text for a failed call (§8), in the current language. */
export function describeFailure(failure: RequestFailure): ErrorTexts {
  if (failure.timedOut) {
    return { title: i18n.t('errors.client.timeoutTitle'), text: i18n.t('errors.client.timeoutText') };
  }
  if (isCataloguedCode(failure.code)) return fromKey(`errors.${failure.code}`);
  if (failure.code === null && failure.status !== null && failure.status >= 500) {
    return { title: i18n.t('errors.client.serverTitle'), text: i18n.t('errors.client.serverText') };
  }
  return {
    title: i18n.t('errors.unknownTitle'),
    text: failure.message ?? i18n.t('errors.client.serverText'),
  };
}

/** Texts of a custom error (§8: no-tariffs, max-distance-order): screens name a kind, the texts live here. */
export function describeCustomError(kind: CustomErrorKind): ErrorTexts {
  return fromKey(CUSTOM_KEYS[kind]);
}

/** Title and text of an order-screen notice (§8: surge, urgent with tasks), so both order forms say the same. */
export function describeOrderNotice(kind: OrderNoticeKind): ErrorTexts {
  return fromKey(NOTICE_KEYS[kind]);
}
