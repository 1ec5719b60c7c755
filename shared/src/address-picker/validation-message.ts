import { describeFailure, i18n } from '@cabinet/shared';

import { ADDRESS_PICKER_NAMESPACE } from './strings';
import { VALIDATE_URL, failureCode } from './api';

/**
 * Why a picked address was not accepted, in the user's language: outside the delivery zone, or the
 * §8 texts of whatever else the validation call answered (never a bare error code).
 */
export function validationMessage(failure: unknown): string {
  const code = failureCode(failure);
  if (code === 'WRONG_ADDRESS_ZONE') return i18n.t('outsideZone', { ns: ADDRESS_PICKER_NAMESPACE });
  const error = failure as {
    code?: unknown;
    response?: { status?: unknown; data?: { detail?: { message?: unknown } } };
  } | null;
  const timedOut = error?.code === 'ECONNABORTED' || error?.code === 'ETIMEDOUT';
  if (!error?.response && !timedOut) return i18n.t('errors.client.network');
  const message = error?.response?.data?.detail?.message;
  const texts = describeFailure({
    url: VALIDATE_URL,
    method: 'POST',
    status: typeof error?.response?.status === 'number' ? error.response.status : null,
    code,
    message: typeof message === 'string' ? message : null,
    timedOut,
    noResponse: !error?.response,
  });
  return [texts.title, texts.text].filter(Boolean).join('. ');
}
