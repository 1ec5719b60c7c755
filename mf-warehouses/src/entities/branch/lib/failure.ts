/**
 * What a failed platform call answered, read from the platform client's failure
 * (`{"detail": {code, message, fields}}`).
 */
export interface PlatformFailure {
  /** null when no answer came (network, timeout). */
  status: number | null;
  code: string | null;
  message: string | null;
  /** VALIDATION_ERROR only: dotted field path -> the platform's message. */
  fields: Record<string, string>;
}

interface Answered {
  response?: {
    status?: unknown;
    data?: { detail?: { code?: unknown; message?: unknown; fields?: unknown } };
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function readPlatformFailure(error: unknown): PlatformFailure {
  const response = (error as Answered | null)?.response;
  const detail = response?.data?.detail;
  const fields: Record<string, string> = {};
  if (detail?.fields && typeof detail.fields === 'object') {
    for (const [key, value] of Object.entries(detail.fields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    code: text(detail?.code),
    message: text(detail?.message),
    fields,
  };
}

/** The platform says the branch is not (or no longer) one of the company's. */
export const isBranchGone = (failure: PlatformFailure): boolean =>
  failure.status === 404 && failure.code === 'BRANCH_NOT_FOUND';
