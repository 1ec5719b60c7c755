import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Отчёты: the route-level page this remote exposes. */
export function ReportsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('reports.title'));
  return <EmptyState title={t('reports.emptyTitle')} text={t('reports.emptyText')} />;
}
