import {
  describeCustomError,
  describeFailure,
  describeOrderNotice,
  i18n,
  type ErrorTexts,
} from '@cabinet/shared';
import { readPlatformFailure } from '@cabinet/shared/contract';

import { MAX_DISTANCE_CODE } from '../../../entities/tariff';
import { NAMESPACE } from '../../../shared/i18n';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { readFieldErrors, type PlatformFieldErrors } from './field-errors';

export interface SubmitFailure extends ErrorTexts {
  code: string | null;
  /** A VALIDATION_ERROR's words for the fields it names, shown beside them; null for other refusals. */
  fields?: PlatformFieldErrors | null;
}

export const BALANCE_CODES: readonly string[] = [
  'BALANCE_IS_NOT_ENOUGH_TO_PAY',
  'NOT_ENOUGH_FUNDS_ON_THE_BALANCE',
];

/**
 * Refusals of the create call that §8 does not list but the platform sends: their texts live with
 * the form, in ru and kk (the platform's own message is Russian only).
 */
const FORM_FAILURE_CODES = [
  'NON_WORKING_TIME',
  'PLANNED_TIME_INVALID',
  'TARIFF_UNAVAILABLE',
  'CARD_NOT_FOUND',
] as const;

type FormFailureCode = (typeof FORM_FAILURE_CODES)[number];

const isFormFailureCode = (code: string | null): code is FormFailureCode =>
  code !== null && (FORM_FAILURE_CODES as readonly string[]).includes(code);

/** Title and text of a refusal, in the current language. */
function describeSubmitFailure(code: string | null, message: string | null): ErrorTexts {
  if (code === MAX_DISTANCE_CODE) return describeCustomError('max-distance-order');
  if (code === 'URGENT_WITH_TASKS') return describeOrderNotice('urgent-with-tasks');
  if (isFormFailureCode(code)) {
    return {
      title: i18n.t(`form.failure_${code}_title`, { ns: CREATION_NAMESPACE }),
      text: i18n.t(`form.failure_${code}_text`, { ns: CREATION_NAMESPACE }),
    };
  }
  return describeFailure({
    url: '',
    method: 'POST',
    status: 400,
    code,
    message,
    timedOut: false,
    noResponse: false,
  });
}

/** A 400 answer of the create call (or of the price check before it), for the screen (§8: 400 is the screen's). */
export function readSubmitFailure(error: unknown): SubmitFailure | null {
  const failure = readPlatformFailure(error);
  if (failure.status !== 400) return null;
  const { code, message } = failure;
  const fields = readFieldErrors(failure.fields);
  // The platform named fields of the form: they say what is wrong, the notice says where to look.
  if (fields)
    return {
      code,
      fields,
      title: i18n.t('orderFixes.fieldsRefused', { ns: NAMESPACE }),
      text: i18n.t('orderFixes.fieldsRefusedText', { ns: NAMESPACE }),
    };
  return { code, ...describeSubmitFailure(code, message) };
}
