import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Доставка: the route-level page this remote exposes. */
export function DeliveryPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('delivery.title'));
  return <EmptyState title={t('delivery.emptyTitle')} text={t('delivery.emptyText')} />;
}
