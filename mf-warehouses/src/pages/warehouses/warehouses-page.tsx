import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import { WarehouseList } from '../../widgets/warehouse-list';

/** Склады: the company's branches, paged by the platform, the page in the URL. */
export function WarehousesPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('warehouses.title'));
  return <WarehouseList />;
}
