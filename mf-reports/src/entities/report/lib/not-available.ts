import { readPlatformFailure } from '@cabinet/shared/contract';

/** The platform refuses reports to this company (§6: use_chocofood_SaaS): 403 REPORTS_NOT_AVAILABLE. */
export function isReportsNotAvailable(error: unknown): boolean {
  const { status, code } = readPlatformFailure(error);
  return status === 403 && code === 'REPORTS_NOT_AVAILABLE';
}
