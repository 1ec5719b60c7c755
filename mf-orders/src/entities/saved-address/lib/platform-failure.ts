/** What a refused or failed call of the addresses API answered (`{"detail": {code, message, fields}}`). */
export interface AddressFailure {
  /** null when no answer came (network, timeout). */
  status: number | null;
  code: string | null;
  message: string | null;
  /** VALIDATION_ERROR: the body's field path ("phone_number", "_") -> the platform's message. */
  fields: Record<string, string>;
}

interface Answered {
  response?: { status?: unknown; data?: { detail?: Record<string, unknown> } };
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads the platform client's failure of an addresses call; anything unreadable is null or empty. */
export function readAddressFailure(error: unknown): AddressFailure {
  const response = (error as Answered | null)?.response;
  const detail = response?.data?.detail;
  const raw = detail?.fields;
  const fields =
    raw && typeof raw === 'object'
      ? Object.fromEntries(
          Object.entries(raw as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    code: textOf(detail?.code),
    message: textOf(detail?.message),
    fields,
  };
}
