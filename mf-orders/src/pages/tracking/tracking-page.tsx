import { useTranslation } from '@cabinet/shared';
import { useSearchParams } from '@cabinet/shared/router';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { PublicTracking } from '../../features/public-tracking';
import { NAMESPACE } from '../../shared/i18n';
import styles from './tracking-page.module.css';
import { TrackingMap } from './tracking-map';

/** Отслеживание заказа: public, no layout, no sign-in (`/tracking?token=…`). */
export function TrackingPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('tracking.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('tracking.title')}</h1>
      {token ? (
        <PublicTracking token={token} map={(tracking) => <TrackingMap tracking={tracking} />} />
      ) : (
        <EmptyState
          title={t('tracking.emptyTitle')}
          text={`${t('tracking.emptyText')} ${t('tracking.trackingNoToken')}`}
        />
      )}
    </div>
  );
}
