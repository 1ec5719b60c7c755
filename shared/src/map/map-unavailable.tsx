import type { ReactNode } from 'react';

import styles from './map-unavailable.module.css';

/**
 * What stands where a map's chunk did not come (after its one retry, see lazyWithRetry): the screen
 * around it — a form, an order — goes on without the map.
 */
export function MapUnavailable({ children }: { children: ReactNode }) {
  return (
    <p className={styles.unavailable} role="status">
      {children}
    </p>
  );
}
