import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';

import {
  $isAuthenticated,
  $isSuperApp,
  $runtimeConfig,
  signInRequested,
  useTranslation,
} from '@cabinet/shared';
import { Navigate, useSearchParams } from '@cabinet/shared/router';
import { Button, Spinner, usePageTitle } from '@cabinet/shared/ui';

import { $nextPath, $signInStatus, loginOpened } from '../../features/complete-sign-in';
import { NAMESPACE } from '../../shared/i18n';
import styles from './login-page.module.css';

/**
 * /login: public, the OAuth redirect target (§2, §4). Back from the provider it checks `state`,
 * exchanges the code and returns the user to the page they asked for; on its own it offers to sign in.
 */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const [status, nextPath, isAuthenticated, isSuperApp, config, openLogin, requestSignIn] = useUnit([
    $signInStatus,
    $nextPath,
    $isAuthenticated,
    $isSuperApp,
    $runtimeConfig,
    loginOpened,
    signInRequested,
  ]);
  usePageTitle(t('login.title'));

  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const trackId = params.get('track_id');
  const next = params.get('next');

  // One arrival is handled once: a code is single-use, and a second exchange would look forged.
  const handledArrival = useRef<string | null>(null);
  const arrival = params.toString();
  useEffect(() => {
    if (!config || handledArrival.current === arrival) return;
    if (isAuthenticated && !code && !trackId) return;
    if (code || error || trackId || isSuperApp) {
      handledArrival.current = arrival;
      openLogin({ code, state, error, trackId, next, isSuperApp });
    }
  }, [config, arrival, code, state, error, trackId, next, isSuperApp, isAuthenticated, openLogin]);

  if (status === 'done' || (isAuthenticated && status === 'idle' && !code)) {
    return <Navigate to={status === 'done' ? nextPath : (next ?? '/')} replace />;
  }

  const retry = () => requestSignIn(next ?? nextPath);
  const problem =
    status === 'failed'
      ? 'failed'
      : status === 'forged'
        ? 'forged'
        : status === 'cancelled'
          ? 'cancelled'
          : null;

  return (
    <article className={styles.card}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      {status === 'exchanging' ? <Spinner label={t('login.exchanging')} /> : null}
      {status === 'waiting-for-super-app' ? <Spinner label={t('login.waitingForSuperApp')} /> : null}
      {problem ? (
        <div role="alert" className={styles.problem}>
          <h2 className={styles.problemTitle}>{t(`login.${problem}Title`)}</h2>
          <p className={styles.text}>{t(`login.${problem}Text`)}</p>
        </div>
      ) : null}
      {status === 'idle' || problem ? (
        <>
          {problem ? null : <p className={styles.text}>{t('login.text')}</p>}
          {config ? (
            isSuperApp ? null : (
              <Button onClick={retry}>{problem ? t('login.retry') : t('login.signIn')}</Button>
            )
          ) : (
            <p role="alert">{t('login.notConfigured')}</p>
          )}
        </>
      ) : null}
    </article>
  );
}
