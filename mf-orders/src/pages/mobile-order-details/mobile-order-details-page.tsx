import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Заказ: the route-level page this remote exposes. */
export function MobileOrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileOrderDetails.title'));
  return <EmptyState title={t('mobileOrderDetails.emptyTitle')} text={t('mobileOrderDetails.emptyText')} />;
}
