import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Новый заказ: the route-level page this remote exposes. */
export function NewOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('newOrder.title'));
  return <EmptyState title={t('newOrder.emptyTitle')} text={t('newOrder.emptyText')} />;
}
