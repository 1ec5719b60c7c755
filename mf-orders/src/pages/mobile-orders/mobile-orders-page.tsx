import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { OrderList } from '../../features/order-list';
import { NAMESPACE } from '../../shared/i18n';

const detailsHref = (id: number) => `/mobile/orders/${id}`;

/** Мои заказы: the same list as on desktop (tab, search and dates in the URL); a row opens the order's page. */
export function MobileOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileOrders.title'));
  return <OrderList orderHref={detailsHref} tabHistory="replace" newOrderHref="/mobile/new-order-details" />;
}
