import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Отслеживание заказа: the route-level page this remote exposes. */
export function TrackingPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('tracking.title'));
  return (
    <article>
      <h1>{t('tracking.title')}</h1>
      <EmptyState title={t('tracking.emptyTitle')} text={t('tracking.emptyText')} />
    </article>
  );
}
