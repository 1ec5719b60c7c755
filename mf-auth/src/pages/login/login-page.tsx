import { useUnit } from 'effector-react';

import { type RuntimeConfig, $runtimeConfig, useTranslation } from '@cabinet/shared';
import { Button, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import styles from './login-page.module.css';

/** The provider's authorize URL with this page as the redirect target (§4). */
export function buildAuthorizeUrl(config: RuntimeConfig, origin: string): string {
  const url = new URL(config.oauth.loginUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.oauth.clientId);
  url.searchParams.set('redirect_uri', `${origin}/login`);
  return url.toString();
}

/** /login: public, the OAuth redirect target; starts sign-in with the provider. */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const config = useUnit($runtimeConfig);
  usePageTitle(t('login.title'));
  return (
    <article className={styles.card}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.text}>{t('login.text')}</p>
      {config ? (
        <Button onClick={() => window.location.assign(buildAuthorizeUrl(config, window.location.origin))}>
          {t('login.signIn')}
        </Button>
      ) : (
        <p role="alert">{t('login.notConfigured')}</p>
      )}
    </article>
  );
}
