import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Склады: the route-level page this remote exposes. */
export function WarehousesPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('warehouses.title'));
  return <EmptyState title={t('warehouses.emptyTitle')} text={t('warehouses.emptyText')} />;
}
