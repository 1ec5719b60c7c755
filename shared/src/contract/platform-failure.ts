/**
 * What a refused or failed platform call answered, as a screen reads it: §8 puts the code and the
 * message in the body's `detail` or `data` (whichever the server used), and a VALIDATION_ERROR adds
 * `fields`. One reader for every app, so none repeats the casts or forgets `data`.
 */
export interface PlatformFailure {
  /** null when no answer came (network failure, timeout, cancel). */
  status: number | null;
  code: string | null;
  message: string | null;
  /** VALIDATION_ERROR: the body's dotted field path -> the platform's message (strings only). */
  fields: Record<string, string>;
  /** No answer because the client stopped waiting: asking again may work, unlike a refusal. */
  timedOut: boolean;
}

/** The parts of the platform client's error this reads (its HttpError, or axios' of old remotes). */
interface Answered {
  code?: unknown;
  response?: { status?: unknown; data?: unknown };
}

/**
 * The codes of a call given up on: ECONNABORTED (the platform client's timeout, and axios'), and
 * ETIMEDOUT (axios' with `transitional.clarifyTimeoutError`).
 */
const TIMEOUT_CODES: readonly unknown[] = ['ECONNABORTED', 'ETIMEDOUT'];

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The envelope §8 reads the code and message from: `detail`, else `data`, else the body itself. */
function envelopeOf(body: unknown): unknown {
  if (!isObject(body)) return body;
  return body.detail ?? body.data ?? body;
}

/**
 * Reads any error a platform call rejected with; whatever is missing or not text is null or empty,
 * so a screen compares codes and shows messages without casts (a plain Error reads as no answer),
 * and tells a call given up on from one that got no answer at all.
 */
export function readPlatformFailure(error: unknown): PlatformFailure {
  const answered: Answered = isObject(error) ? (error as Answered) : {};
  const response = answered.response;
  const envelope = envelopeOf(response?.data);
  const fields: Record<string, string> = {};
  if (isObject(envelope) && isObject(envelope.fields)) {
    for (const [path, text] of Object.entries(envelope.fields)) {
      if (typeof text === 'string') fields[path] = text;
    }
  }
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    code: isObject(envelope) ? textOf(envelope.code) : null,
    message: isObject(envelope) ? textOf(envelope.message) : textOf(envelope),
    fields,
    timedOut: response === undefined && TIMEOUT_CODES.includes(answered.code),
  };
}
