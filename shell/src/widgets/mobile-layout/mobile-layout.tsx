import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { NavLink } from '@cabinet/shared/router';

import { $pageTitle, useTranslation } from '@cabinet/shared';

import { isPlainClick } from '../../shared/lib';
import { PageSlot } from '../../shared/page-slot';
import styles from './mobile-layout.module.css';

const BOTTOM_ITEMS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/mobile/orders', label: 'nav.orders', end: false },
  { to: '/mobile/menu', label: 'nav.menu', end: false },
] as const;

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
              <NavLink
                to={item.to}
                end={item.end}
                onClick={(event) => {
                  if (isPlainClick(event)) onNavLinkClick?.(item.to);
                }}
                className={({ isActive }) =>
                  isActive ? `${styles.bottomLink} ${styles.active}` : styles.bottomLink
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
