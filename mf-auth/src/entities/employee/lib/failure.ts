/** What a failed platform call answered: its status and the platform's code, when it sent one. */
export interface PlatformFailure {
  status: number | null;
  code: string | null;
}

export function readPlatformFailure(error: unknown): PlatformFailure {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  const detail = (response?.data as { detail?: { code?: unknown } } | null | undefined)?.detail;
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    code: typeof detail?.code === 'string' ? detail.code : null,
  };
}
