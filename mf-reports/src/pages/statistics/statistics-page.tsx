import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Статистика: the route-level page this remote exposes. */
export function StatisticsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('statistics.title'));
  return <EmptyState title={t('statistics.emptyTitle')} text={t('statistics.emptyText')} />;
}
