import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Мои заказы: the route-level page this remote exposes. */
export function MobileOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileOrders.title'));
  return <EmptyState title={t('mobileOrders.emptyTitle')} text={t('mobileOrders.emptyText')} />;
}
