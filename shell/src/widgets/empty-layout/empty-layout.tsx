import { Outlet } from '@cabinet/shared/router';

import styles from './empty-layout.module.css';

/** For hideLayout routes (§2): the page alone, no navigation. */
export function EmptyLayout() {
  return (
    <main id="main" className={styles.main} data-layout="empty">
      <Outlet />
    </main>
  );
}
