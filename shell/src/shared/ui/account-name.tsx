import type { UserProfile } from '@cabinet/shared';

import { shortAccountName } from '../lib/account-name';

/**
 * The signed-in account's name, a company's legal form abbreviated (`<abbr>`: the full form is its
 * title, and what a screen reader may read out).
 */
export function AccountName({ user }: { user: UserProfile }) {
  const { legalForm, name } = shortAccountName(user);
  if (!legalForm) return <>{name}</>;
  return (
    <>
      <abbr title={legalForm.full}>{legalForm.short}</abbr> {name}
    </>
  );
}
