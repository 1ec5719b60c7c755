import type { UserProfile } from '@cabinet/shared';

// By its file, not the segment's index: the index is on /login's first load, the layouts are not (0007).
import { shortAccountName } from '../lib/account-name';
import styles from './account-name.module.css';

/**
 * The signed-in account's name, a company's legal form abbreviated (`<abbr>`: the full form is its
 * title, and what a screen reader may read out).
 */
export function AccountName({ user }: { user: UserProfile }) {
  const { legalForm, name } = shortAccountName(user);
  if (!legalForm) return <>{name}</>;
  return (
    <>
      <abbr className={styles.legalForm} title={legalForm.full}>
        {legalForm.short}
      </abbr>{' '}
      {name}
    </>
  );
}
