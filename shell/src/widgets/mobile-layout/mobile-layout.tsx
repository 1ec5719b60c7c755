import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@cabinet/shared/router';

import { $pageTitle, useTranslation } from '@cabinet/shared';

import { isPlainClick } from '../../shared/lib';
import { PageSlot } from '../../shared/page-slot';
import { BOTTOM_ITEMS, bottomItemOf } from './bottom-items';
import styles from './mobile-layout.module.css';

export interface MobileLayoutProps {
  /** A navigation link was clicked (a plain click, about to navigate in this tab) towards `to`. */
  onNavLinkClick?: (to: string) => void;
  /** Docked at the end of the title bar (the support chat's launcher). */
  headerAction?: ReactNode;
}

/** The mobile layout (§2): a title bar, the page, and the bottom navbar home / orders / menu. */
export function MobileLayout({ onNavLinkClick, headerAction }: MobileLayoutProps = {}) {
  const { t } = useTranslation();
  const pageTitle = useUnit($pageTitle);
  const { pathname } = useLocation();
  const current = bottomItemOf(pathname);
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h1 className={styles.title}>{pageTitle}</h1>
        {headerAction}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageSlot />
      </main>
      <nav className={styles.bottomNav} aria-label={t('nav.bottom')}>
        <ul className={styles.bottomList}>
          {BOTTOM_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={(event) => {
                  if (isPlainClick(event)) onNavLinkClick?.(item.to);
                }}
                // The item's own page is the page; a screen reached from it keeps it marked, as current
                // in the set of three.
                aria-current={current !== item.to ? undefined : pathname === item.to ? 'page' : 'true'}
                className={current === item.to ? `${styles.bottomLink} ${styles.active}` : styles.bottomLink}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
