import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Сотрудники: the route-level page this remote exposes. */
export function EmployersPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('employers.title'));
  return <EmptyState title={t('employers.emptyTitle')} text={t('employers.emptyText')} />;
}
