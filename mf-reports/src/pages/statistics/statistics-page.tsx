import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { $canSeeReports, useTranslation } from '@cabinet/shared';
import { Button, EmptyState, Spinner, usePageTitle } from '@cabinet/shared/ui';

import { RangeFilter, useRangeUrl } from '../../features/report-range';
import { $statistics, $status, rangeShown, retryClicked } from '../../features/statistics';
import { NAMESPACE } from '../../shared/i18n';
import { useFormat } from '../../shared/lib';
import { NotAvailable, SumsCard } from '../../shared/ui';
import page from '../../shared/ui/page.module.css';
import { StatisticsCharts } from '../../widgets/statistics-charts';

/** Статистика: the totals of a range of days and charts by day, status and transport. */
export function StatisticsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('statistics.title'));
  const format = useFormat();
  const { range, change } = useRangeUrl();
  const [canSeeReports, statistics, status, show, retry] = useUnit([
    $canSeeReports,
    $statistics,
    $status,
    rangeShown,
    retryClicked,
  ]);
  useEffect(() => {
    show(range);
  }, [show, range]);

  if (!canSeeReports || status === 'not-available') return <NotAvailable />;

  const content = (() => {
    if (status === 'failed') {
      return (
        <EmptyState
          role="alert"
          title={t('statistics.failedTitle')}
          text={t('reports.failedText')}
          action={
            <Button variant="secondary" onClick={retry}>
              {t('reports.retry')}
            </Button>
          }
        />
      );
    }
    if (!statistics) return <Spinner label={t('statistics.loading')} />;
    if (statistics.total.count === 0) {
      return <EmptyState role="status" title={t('statistics.emptyTitle')} text={t('statistics.emptyText')} />;
    }
    const totals: Array<[string, string]> = [
      [t('statistics.orders'), format.count(statistics.total.count)],
      [t('statistics.delivered'), format.count(statistics.total.delivered)],
      [t('statistics.cancelled'), format.count(statistics.total.cancelled)],
      [t('statistics.amount'), format.money(statistics.total.amount)],
      [t('statistics.distance'), format.km(statistics.total.distance)],
    ];
    return (
      <>
        <SumsCard label={t('statistics.totals')} items={totals} />
        <StatisticsCharts statistics={statistics} />
      </>
    );
  })();

  return (
    <div className={page.page}>
      <div className={page.toolbar}>
        <RangeFilter range={range} onChange={change} />
      </div>
      {content}
    </div>
  );
}
