import { isHttpError } from '@cabinet/shared/http';

/** The platform refuses reports to this company (§6: use_chocofood_SaaS): 403 REPORTS_NOT_AVAILABLE. */
export function isReportsNotAvailable(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const body = error.response?.data as { detail?: { code?: unknown } } | undefined;
  return error.response?.status === 403 && body?.detail?.code === 'REPORTS_NOT_AVAILABLE';
}
