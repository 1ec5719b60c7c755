import type { PlatformFailure } from '@cabinet/shared/contract';

/** The platform says the branch is not (or no longer) one of the company's. */
export const isBranchGone = (failure: PlatformFailure): boolean =>
  failure.status === 404 && failure.code === 'BRANCH_NOT_FOUND';
