import { useUnit } from 'effector-react';
import { Link } from '@cabinet/shared/router';

import { $isSuperApp, $lang, $runtimeConfig, useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { CitySelect } from '../../features/choose-city';
import { AboutBuilds } from '../../widgets/about-builds';
import { supportChatRequested } from '../../widgets/support-chat';
import { buildMenuItems } from './menu-items';
import styles from './mobile-menu-page.module.css';

/** /mobile/menu: the menu the bottom navbar opens. */
export function MobileMenuPage() {
  const { t } = useTranslation();
  const [config, lang, isSuperApp] = useUnit([$runtimeConfig, $lang, $isSuperApp]);
  usePageTitle(t('menu.title'));
  if (!config) return null;

  const logout = () => {
    void import('@cabinet/shared/http').then(({ logOutFx }) => logOutFx());
  };

  return (
    <nav aria-label={t('menu.title')}>
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
                <span className={styles.hint}> {t('menu.opensInNewTab')}</span>
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
