import { useUnit } from 'effector-react';
import { NavLink, Outlet } from '@cabinet/shared/router';
import { Button } from '@cabinet/shared/ui';

import { $canSeeReports, $pageTitle, $user, useTranslation } from '@cabinet/shared';

import { isPlainClick } from '../../shared/lib';
import styles from './desktop-layout.module.css';
import { DESKTOP_NAV_ITEMS } from './nav-items';

export interface DesktopLayoutProps {
  /** A navigation link was clicked (a plain click, about to navigate in this tab) towards `to`. */
  onNavLinkClick?: (to: string) => void;
}

/** The desktop layout: sidebar of sections, a header with the page's title, the page. */
export function DesktopLayout({ onNavLinkClick }: DesktopLayoutProps = {}) {
  const { t, i18n } = useTranslation();
  const [pageTitle, canSeeReports, user] = useUnit([$pageTitle, $canSeeReports, $user]);
  const logout = () => void import('@cabinet/shared/http').then(({ logOutFx }) => logOutFx());
  const balance = user
    ? new Intl.NumberFormat(i18n.language === 'kk' ? 'kk-KZ' : 'ru-RU').format(user.balance)
    : null;
  const items = DESKTOP_NAV_ITEMS.filter((item) => !('requiresReports' in item) || canSeeReports);
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>{t('app.name')}</p>
        <nav aria-label={t('nav.main')}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={'end' in item}
                  onClick={(event) => {
                    if (isPlainClick(event)) onNavLinkClick?.(item.to);
                  }}
                  className={({ isActive }) =>
                    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{pageTitle}</h1>
          {user ? (
            <div className={styles.account}>
              <p className={styles.company}>
                <span>{user.companyData?.name ?? `${user.firstName} ${user.lastName}`}</span>
                <span className={styles.balance}>{t('account.balance', { amount: balance })}</span>
              </p>
              <Button variant="secondary" onClick={logout}>
                {t('menu.logout')}
              </Button>
            </div>
          ) : null}
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
