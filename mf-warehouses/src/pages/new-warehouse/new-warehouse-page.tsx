import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Новый склад: the route-level page this remote exposes. */
export function NewWarehousePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('newWarehouse.title'));
  return <EmptyState title={t('newWarehouse.emptyTitle')} text={t('newWarehouse.emptyText')} />;
}
