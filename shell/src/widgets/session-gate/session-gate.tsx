import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { $user, useTranslation } from '@cabinet/shared';
import { Outlet } from '@cabinet/shared/router';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

// What a signed-in page does beside its screen comes with the gate, so /login never downloads it:
// active orders on a phone's navigation (§2), the city choice and the location (§1).
import '../../features/active-orders-on-navigation';
import '../../features/order-form-first-calls';
import { signedInPageOpened } from '../../features/geo-on-sign-in';
import { RemoteRoute } from '../../widgets/remote-route';
import { $profileStatus, profileRequested } from './session-gate-model';

/**
 * Behind the token check: loads the profile before the first protected page (§2), and asks a user
 * without a company to create one before going on to the page they wanted.
 */
export default function SessionGate() {
  const { t } = useTranslation();
  const [user, status, requestProfile, openSignedInPage] = useUnit([
    $user,
    $profileStatus,
    profileRequested,
    signedInPageOpened,
  ]);

  useEffect(() => {
    openSignedInPage();
  }, [openSignedInPage]);

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
