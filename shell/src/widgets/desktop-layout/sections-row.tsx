import { Suspense, lazy, useRef, type ReactNode } from 'react';

import { matchPath, useLocation } from '@cabinet/shared/router';
import { classNames } from '@cabinet/shared/ui';

import styles from './sections-row.module.css';
import { useFittingCount } from './use-fitting-count';

const MoreSections = lazy(() => import(/* webpackChunkName: "more-sections" */ './more-sections'));

export interface Section {
  to: string;
  end?: boolean;
}

export interface SectionsRowProps<Item extends Section> {
  items: readonly Item[];
  /** One section's link (the same link in the row and behind "more"). */
  renderLink: (item: Item, close?: () => void) => ReactNode;
  moreLabel: string;
  /** The section links' classes, and the current one's, for "more" to look as they do. */
  linkClassName: string;
  currentClassName: string;
  /** The class of the layout's column of sections, for those behind "more". */
  listClassName: string;
  /** Re-measures the links when their labels change. */
  lang: string;
}

/** The rule NavLink marks its link current by (`end` as NavLink reads it: false unless given). */
const isCurrent = (section: Section, pathname: string) =>
  matchPath({ path: section.to, end: section.end ?? false }, pathname) !== null;

/**
 * A tablet's sections in one row: as many as fit, in order, and the rest behind "more" at its end
 * (marked as current when the page is one of them). Nothing is cut and nothing scrolls sideways.
 */
export function SectionsRow<Item extends Section>({
  items,
  renderLink,
  moreLabel,
  linkClassName,
  currentClassName,
  listClassName,
  lang,
}: SectionsRowProps<Item>) {
  const rowRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const { fitting, measuring } = useFittingCount(rowRef, items.length, lang);
  const hidden = items.slice(fitting);
  const moreClassName = classNames(linkClassName, styles.more);
  const placeholder = (
    <button type="button" className={moreClassName} disabled>
      {moreLabel}
    </button>
  );
  return (
    <ul ref={rowRef} className={styles.row}>
      {items.slice(0, fitting).map((item) => (
        <li key={item.to}>{renderLink(item)}</li>
      ))}
      {hidden.length > 0 || measuring ? (
        <li className={measuring ? styles.measured : undefined}>
          {hidden.length > 0 ? (
            <Suspense fallback={placeholder}>
              <MoreSections
                label={moreLabel}
                listClassName={listClassName}
                className={classNames(
                  moreClassName,
                  hidden.some((item) => isCurrent(item, pathname)) && currentClassName,
                )}
              >
                {(close) => hidden.map((item) => <li key={item.to}>{renderLink(item, close)}</li>)}
              </MoreSections>
            </Suspense>
          ) : (
            placeholder
          )}
        </li>
      ) : null}
    </ul>
  );
}
