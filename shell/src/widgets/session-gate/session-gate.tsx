import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { $user, useTranslation } from '@cabinet/shared';
import { Outlet } from '@cabinet/shared/router';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

import { RemoteRoute } from '../../widgets/remote-route';
import { $profileStatus, profileRequested } from './session-gate-model';

/**
 * Behind the token check: loads the profile before the first protected page (§2), and asks a user
 * without a company to create one before going on to the page they wanted.
 */
export default function SessionGate() {
  const { t } = useTranslation();
  const [user, status, requestProfile] = useUnit([$user, $profileStatus, profileRequested]);

  useEffect(() => {
    if (!user && status === 'idle') requestProfile();
  }, [user, status, requestProfile]);

  if (status === 'needs-company') {
    return (
      <RemoteRoute remote="auth" module="./company-setup-page" pageProps={{ onCreated: requestProfile }} />
    );
  }
  if (status === 'failed') {
    return (
      <EmptyState
        role="alert"
        title={t('session.profileFailedTitle')}
        text={t('session.profileFailedText')}
        action={<Button onClick={requestProfile}>{t('remote.retry')}</Button>}
      />
    );
  }
  if (user?.companyData) return <Outlet />;
  return <Spinner label={t('app.loading')} />;
}
