import { describeFailure, i18n } from '@cabinet/shared';

import { readPlatformFailure } from '../contract/platform-failure';
import { ADDRESS_PICKER_NAMESPACE } from './strings';
import { VALIDATE_URL } from './api';

/**
 * Why a picked address was not accepted, in the user's language: outside the delivery zone, or the
 * §8 texts of whatever else the validation call answered (never a bare error code).
 */
export function validationMessage(failure: unknown): string {
  const { status, code, message, timedOut } = readPlatformFailure(failure);
  if (code === 'WRONG_ADDRESS_ZONE') return i18n.t('outsideZone', { ns: ADDRESS_PICKER_NAMESPACE });
  const noResponse = status === null;
  if (noResponse && !timedOut) return i18n.t('errors.client.network');
  const texts = describeFailure({
    url: VALIDATE_URL,
    method: 'POST',
    status,
    code,
    message,
    timedOut,
    noResponse,
  });
  return [texts.title, texts.text].filter(Boolean).join('. ');
}
