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
}

/** The parts of the platform client's error this reads (its HttpError, or axios' of old remotes). */
interface Answered {
  response?: { status?: unknown; data?: unknown };
}

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
 * so a screen compares codes and shows messages without casts (a plain Error reads as no answer).
 */
export function readPlatformFailure(error: unknown): PlatformFailure {
  const response = isObject(error) ? (error as Answered).response : undefined;
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
  };
}
