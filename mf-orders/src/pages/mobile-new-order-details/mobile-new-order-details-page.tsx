import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Детали заказа: the route-level page this remote exposes. */
export function MobileNewOrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileNewOrderDetails.title'));
  return (
    <EmptyState title={t('mobileNewOrderDetails.emptyTitle')} text={t('mobileNewOrderDetails.emptyText')} />
  );
}
