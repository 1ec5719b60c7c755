import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@cabinet/shared/money';
import { NavLink } from '@cabinet/shared/router';
import { Button } from '@cabinet/shared/ui';

import {
  $canSeeReports,
  $isSuperApp,
  $isTablet,
  $lang,
  $pageTitle,
  $user,
  useTranslation,
} from '@cabinet/shared';

import { CitySelect } from '../../features/choose-city';
import { AboutBuilds } from '../about-builds';
import { isPlainClick, sectionsFor } from '../../shared/lib';
import { AccountName } from '../../shared/ui';
import { PageSlot } from '../../shared/page-slot';
import styles from './desktop-layout.module.css';
import { SectionsRow } from './sections-row';

export interface DesktopLayoutProps {
  /** A navigation link was clicked (a plain click, about to navigate in this tab) towards `to`. */
  onNavLinkClick?: (to: string) => void;
  /** Docked in the header beside the account (the support chat's launcher). */
  headerAction?: ReactNode;
}

/**
 * The desktop layout: sidebar of sections, a header with the page's title, the page. On a tablet
 * (1024 px or less, spec §1) a bar runs across the top instead: the name, "about" and the logout,
 * then the sections in one row (those that do not fit behind "more"), and the page has the width.
 */
export function DesktopLayout({ onNavLinkClick, headerAction }: DesktopLayoutProps = {}) {
  const { t } = useTranslation();
  const [pageTitle, canSeeReports, user, isSuperApp, isTablet, lang] = useUnit([
    $pageTitle,
    $canSeeReports,
    $user,
    $isSuperApp,
    $isTablet,
    $lang,
  ]);
  const logout = () => void import('@cabinet/shared/http').then(({ logOutFx }) => logOutFx());
  const balance = user ? formatMoney(user.balance) : null;
  const items = sectionsFor(canSeeReports);
  const link = (item: (typeof items)[number], close?: () => void) => (
    <NavLink
      to={item.to}
      end={'end' in item}
      onClick={(event) => {
        close?.();
        if (isPlainClick(event)) onNavLinkClick?.(item.to);
      }}
      className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
    >
      {t(item.label)}
    </NavLink>
  );
  // The super-app signs its users in and out itself (§6): no logout there. On a tablet it sits in
  // the top bar beside "about", so that the header's account fits one row.
  const logoutButton = isSuperApp ? null : (
    <Button variant="secondary" className={styles.logout} onClick={logout}>
      {t('menu.logout')}
    </Button>
  );
  return (
    <div className={isTablet ? `${styles.layout} ${styles.tablet}` : styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>{t('app.name')}</p>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          {isTablet ? (
            <SectionsRow
              items={items}
              renderLink={link}
              moreLabel={t('nav.more')}
              linkClassName={styles.navLink ?? ''}
              currentClassName={styles.active ?? ''}
              listClassName={styles.navList ?? ''}
              lang={lang}
            />
          ) : (
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.to}>{link(item)}</li>
              ))}
            </ul>
          )}
        </nav>
        <AboutBuilds className={styles.about} />
        {isTablet && user ? logoutButton : null}
      </aside>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{pageTitle}</h1>
          {user ? (
            <div className={styles.account}>
              <CitySelect className={styles.city} />
              <p className={styles.company}>
                <span>
                  <AccountName user={user} />
                </span>
                <span className={styles.balance}>{t('account.balance', { amount: balance })}</span>
              </p>
              {headerAction}
              {isTablet ? null : logoutButton}
            </div>
          ) : (
            headerAction
          )}
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageSlot />
        </main>
      </div>
    </div>
  );
}
