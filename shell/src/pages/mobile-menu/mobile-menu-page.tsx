import { useUnit } from 'effector-react';
import { Link } from '@cabinet/shared/router';

import {
  $canSeeReports,
  $isMobile,
  $isSuperApp,
  $lang,
  $runtimeConfig,
  $user,
  useTranslation,
} from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { usePageTitle, visuallyHiddenClassName } from '@cabinet/shared/ui';

import { CitySelect } from '../../features/choose-city';
import { menuSectionsFor } from '../../shared/lib';
import { AccountName } from '../../shared/ui';
import { AboutBuilds } from '../../widgets/about-builds';
import { supportChatRequested } from '../../widgets/support-chat';
import { buildMenuItems } from './menu-items';
import styles from './mobile-menu-page.module.css';

/** /mobile/menu: the menu the bottom navbar opens. */
export function MobileMenuPage() {
  const { t } = useTranslation();
  const [config, lang, isSuperApp, user, canSeeReports, isMobile] = useUnit([
    $runtimeConfig,
    $lang,
    $isSuperApp,
    $user,
    $canSeeReports,
    $isMobile,
  ]);
  usePageTitle(t('menu.title'));
  if (!config) return null;

  const logout = () => {
    void import('@cabinet/shared/http').then(({ logOutFx }) => logOutFx());
  };

  return (
    <nav aria-label={t('menu.title')}>
      {/* Who is signed in, as the desktop's header says it: a phone has no header to say it. */}
      {user ? (
        <section aria-label={t('account.title')} className={styles.account}>
          <p className={styles.accountName}>
            <AccountName user={user} />
          </p>
          <p className={styles.balance}>{t('account.balance', { amount: formatMoney(user.balance) })}</p>
        </section>
      ) : null}
      {/* A phone's way to the sections its bottom navbar does not lead to (a wider layout's
          sidebar or bar lists them): a company's, outside the super-app, whose menu is §6's three. */}
      {isMobile && user?.companyData && !isSuperApp ? (
        <>
          <h2 id="menu-sections" className={styles.groupTitle}>
            {t('menu.sections')}
          </h2>
          <ul className={styles.list} aria-labelledby="menu-sections">
            {menuSectionsFor(canSeeReports).map((section) => (
              <li key={section.to} className={styles.item}>
                <Link className={styles.entry} to={section.to}>
                  {t(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className={styles.list}>
        {buildMenuItems(config, lang, isSuperApp).map((item) => (
          <li key={item.label} className={styles.item}>
            {item.kind === 'support' ? (
              <button type="button" className={styles.entry} onClick={() => supportChatRequested()}>
                {t(item.label)}
              </button>
            ) : item.kind === 'external' ? (
              <a className={styles.entry} href={item.href} target="_blank" rel="noopener noreferrer">
                {t(item.label)}
                <span className={visuallyHiddenClassName}> {t('menu.opensInNewTab')}</span>
              </a>
            ) : item.kind === 'city' ? (
              <CitySelect className={styles.city} />
            ) : item.kind === 'route' ? (
              <Link className={styles.entry} to={item.to}>
                {t(item.label)}
              </Link>
            ) : (
              <button type="button" className={styles.entry} onClick={logout}>
                {t(item.label)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <AboutBuilds className={styles.item} />
    </nav>
  );
}
