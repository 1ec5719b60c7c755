import { describeFailure, type ErrorTexts } from '@cabinet/shared';

export interface SubmitFailure extends ErrorTexts {
  code: string | null;
}

/** A 400 answer of the create call, for the screen (the shared pipeline leaves 400 to screens, §8). */
export function readSubmitFailure(error: unknown): SubmitFailure | null {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  if (!response || response.status !== 400) return null;
  const detail = (response.data as { detail?: { code?: unknown; message?: unknown } } | null)?.detail;
  const code = typeof detail?.code === 'string' ? detail.code : null;
  const message = typeof detail?.message === 'string' ? detail.message : null;
  const texts = describeFailure({
    url: '',
    method: 'POST',
    status: 400,
    code,
    message,
    timedOut: false,
    noResponse: false,
  });
  return { code, ...texts };
}

export const BALANCE_CODES: readonly string[] = [
  'BALANCE_IS_NOT_ENOUGH_TO_PAY',
  'NOT_ENOUGH_FUNDS_ON_THE_BALANCE',
];
