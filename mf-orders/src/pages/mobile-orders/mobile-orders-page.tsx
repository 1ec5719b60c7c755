import { useCallback } from 'react';

import { useTranslation } from '@cabinet/shared';
import { useSearchParams } from '@cabinet/shared/router';
import { usePageTitle } from '@cabinet/shared/ui';

import { parseTab, type OrderTab } from '../../entities/order';
import { OrderList } from '../../features/order-list';
import { NAMESPACE } from '../../shared/i18n';

const detailsHref = (id: number) => `/mobile/orders/${id}`;

/** Мои заказы: the same list as on desktop; a row opens the order's own page. */
export function MobileOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileOrders.title'));
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const changeTab = useCallback((next: OrderTab) => setParams({ tab: next }, { replace: true }), [setParams]);
  return <OrderList tab={tab} onTabChange={changeTab} orderHref={detailsHref} />;
}
