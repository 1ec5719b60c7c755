import type { ReactNode } from 'react';

import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** A call to action under the text, e.g. a retry button. */
  action?: ReactNode;
  /** `alert` for failures that must be announced; plain otherwise. */
  role?: 'alert' | 'status';
  headingLevel?: 2 | 3;
}

/** What a screen shows when it has nothing to show: no data yet, nothing found, or a failure. */
export function EmptyState({ title, text, action, role, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.emptyState} role={role}>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </section>
  );
}
