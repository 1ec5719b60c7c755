import type { ReactNode } from 'react';

import styles from './mobile-wizard.module.css';

interface SummaryRowProps {
  label: string;
  value: ReactNode;
  /** Opens the screen where this part of the order is changed. */
  onOpen: () => void;
  /** Something here needs the user's attention (drawn in the danger colour). */
  warning?: boolean;
}

/** A row of the order summary: what it is, what is chosen, and a tap opens its screen. */
export function SummaryRow({ label, value, onOpen, warning }: SummaryRowProps) {
  return (
    <li>
      <button type="button" className={warning ? styles.rowWarning : styles.row} onClick={onOpen}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue}>{value}</span>
        <span aria-hidden="true" className={styles.chevron}>
          ›
        </span>
      </button>
    </li>
  );
}
