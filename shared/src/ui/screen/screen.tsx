import type { ReactNode } from 'react';

import styles from './screen.module.css';

export interface ScreenProps {
  /** The screen's own heading (an h2: the shell's h1 names the page). */
  title: ReactNode;
  /** Beside the heading on a desktop, under it on a phone (e.g. "Добавить"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One layout for a list or form screen inside a page, so the apps stop copying its CSS. */
export function Screen({ title, actions, children }: ScreenProps) {
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{title}</h2>
        {actions}
      </div>
      {children}
    </div>
  );
}
