import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Редактирование склада: the route-level page this remote exposes. */
export function EditWarehousePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('editWarehouse.title'));
  return <EmptyState title={t('editWarehouse.emptyTitle')} text={t('editWarehouse.emptyText')} />;
}
