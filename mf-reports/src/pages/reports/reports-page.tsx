import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import { ReportView } from '../../widgets/report-view';

/** Отчёты: the orders and cash-on-delivery reports of a range of days. */
export function ReportsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('reports.title'));
  return <ReportView />;
}
