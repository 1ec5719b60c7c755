import type { UserProfile } from '@cabinet/shared';

/**
 * Who the cabinet is signed in as, where the layouts say it (the desktop's header, the phone's menu):
 * the company, else the sender by name, so the two places can never name the account differently.
 */
export const accountName = (user: UserProfile): string =>
  user.companyData?.name ?? `${user.firstName} ${user.lastName}`;
