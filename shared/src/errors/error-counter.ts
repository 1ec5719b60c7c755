/** The error counter of spec §4: how many times in a row the same error happened this session. */
export interface ErrorCounterState {
  code: string | null;
  status: number | null;
  url: string;
  counter: number;
}

/** Same code, status and url as the last error: one more; anything else starts again at 1. */
export function countError(
  previous: ErrorCounterState | null,
  error: Omit<ErrorCounterState, 'counter'>,
): ErrorCounterState {
  const same =
    previous !== null &&
    previous.code === error.code &&
    previous.status === error.status &&
    previous.url === error.url;
  return { ...error, counter: same ? previous.counter + 1 : 1 };
}

/** A successful answer for the counted url clears the counter (§4). */
export function clearOnSuccess(state: ErrorCounterState | null, url: string): ErrorCounterState | null {
  return state !== null && state.url === url ? null : state;
}

/** Reads the counter kept in session storage; anything malformed counts as no counter. */
export function parseStoredCounter(raw: string | null): ErrorCounterState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ErrorCounterState>;
    const codeOk = value.code === null || typeof value.code === 'string';
    const statusOk =
      value.status === null || (typeof value.status === 'number' && Number.isInteger(value.status));
    const counterOk =
      typeof value.counter === 'number' && Number.isInteger(value.counter) && value.counter >= 1;
    if (!codeOk || !statusOk || typeof value.url !== 'string' || !counterOk) return null;
    return value as ErrorCounterState;
  } catch {
    return null;
  }
}
