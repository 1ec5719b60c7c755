import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Заказы: the route-level page this remote exposes. */
export function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('orders.title'));
  return <EmptyState title={t('orders.emptyTitle')} text={t('orders.emptyText')} />;
}
