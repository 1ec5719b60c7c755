import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { useOrderCreation } from '../../features/submit-order';
import { NAMESPACE } from '../../shared/i18n';
import { OrderForm } from '../../widgets/order-form';

/** Новый заказ: points, tariff, tasks, time, payment. */
export function NewOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('newOrder.title'));
  useOrderCreation();
  return <OrderForm />;
}
