import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { useOrderCreation } from '../../features/submit-order';
import { NAMESPACE } from '../../shared/i18n';
import { MobileWizard } from '../../widgets/order-form-mobile';

/** Детали заказа: the mobile order wizard. */
export function MobileNewOrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileNewOrderDetails.title'));
  useOrderCreation();
  return <MobileWizard />;
}
