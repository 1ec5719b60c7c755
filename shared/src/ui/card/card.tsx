import { useId, type ReactNode } from 'react';

import styles from './card.module.css';
import { classNames } from '../class-names';

export interface CardProps {
  /** The card's heading; it also names the card as a region. */
  title?: ReactNode;
  /** Names a card that has no heading as a region (a summary beside a form). */
  label?: string;
  headingLevel?: 2 | 3;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A section of a page on a white surface; with a title it is a named region (screen-reader landmark). */
export function Card({ title, label, headingLevel = 2, actions, children, className }: CardProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={classNames(styles.card, className)}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : label}
    >
      {title || actions ? (
        <div className={styles.head}>
          {title ? (
            <Heading id={`${id}-title`} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
