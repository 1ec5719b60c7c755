import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import type { ReportKind, ReportOrdering } from '@cabinet/shared/contract';
import { $canSeeReports, useTranslation } from '@cabinet/shared';
import { Button, EmptyState, Field, Select, Spinner, TabList, TabPanel, Tabs } from '@cabinet/shared/ui';

import { REPORT_KINDS, REPORT_ORDERINGS, reportKey } from '../../../entities/report';
import { DownloadReport, downloadReset } from '../../../features/download-report';
import { RangeFilter } from '../../../features/report-range';
import { ReportDetail, detailClosed, detailOpened } from '../../../features/report-detail';
import {
  $page,
  $status,
  ReportSums,
  ReportTable,
  queryShown,
  retryClicked,
  useReportUrl,
} from '../../../features/report-list';
import { NAMESPACE } from '../../../shared/i18n';
import { NotAvailable } from '../../../shared/ui';
import page from '../../../shared/ui/page.module.css';
import styles from './report-view.module.css';

const SORT_LABELS: Record<ReportOrdering, string> = {
  '-created_at': 'reports.sortNewest',
  created_at: 'reports.sortOldest',
  '-total_price': 'reports.sortDearest',
  total_price: 'reports.sortCheapest',
};
const TAB_LABELS: Record<ReportKind, string> = { orders: 'reports.tabOrders', cod: 'reports.tabCod' };

/** The orders and cash-on-delivery reports: tabs, days, order, file, sums, the page of rows and an order's detail. */
export function ReportView() {
  const { t } = useTranslation(NAMESPACE);
  const { query, change } = useReportUrl();
  const [canSeeReports, status, answer, show, retry, open, closeDetail, resetDownload] = useUnit([
    $canSeeReports,
    $status,
    $page,
    queryShown,
    retryClicked,
    detailOpened,
    detailClosed,
    downloadReset,
  ]);

  useEffect(() => {
    show(query);
  }, [show, query]);
  // Another report (tab, days, order): the open order and the last file's message belong to the old one.
  const report = reportKey(query);
  useEffect(() => {
    closeDetail();
    resetDownload();
  }, [report, closeDetail, resetDownload]);

  if (!canSeeReports || status === 'not-available') return <NotAvailable />;

  const content = (() => {
    if (!answer) {
      if (status === 'failed') {
        return (
          <EmptyState
            role="alert"
            title={t('reports.failedTitle')}
            text={t('reports.failedText')}
            action={
              <Button variant="secondary" onClick={retry}>
                {t('reports.retry')}
              </Button>
            }
          />
        );
      }
      return <Spinner label={t('reports.loading')} />;
    }
    if (answer.count === 0) {
      return (
        <EmptyState
          role="status"
          title={t('reports.emptyTitle')}
          text={query.kind === 'cod' ? t('reports.emptyCodText') : t('reports.emptyText')}
        />
      );
    }
    return (
      <>
        {answer.totals ? <ReportSums kind={query.kind} totals={answer.totals} /> : null}
        <ReportDetail />
        {status === 'failed' ? (
          <div role="alert" className={styles.pageFailed}>
            <span>{t('reports.failedTitle')}</span>
            <Button variant="secondary" onClick={retry}>
              {t('reports.retry')}
            </Button>
          </div>
        ) : null}
        <ReportTable
          kind={query.kind}
          page={answer}
          busy={status === 'loading'}
          onPageChange={(next) => change({ page: next })}
          onOpen={(row) => open({ kind: query.kind, id: row.id, number: row.number })}
        />
      </>
    );
  })();

  return (
    <Tabs
      className={page.page}
      value={query.kind}
      onValueChange={(kind) => change({ kind: kind as ReportKind })}
    >
      <TabList
        label={t('reports.tabsLabel')}
        tabs={REPORT_KINDS.map((kind) => ({ value: kind, label: t(TAB_LABELS[kind]) }))}
      />
      <div className={page.toolbar}>
        <RangeFilter range={query} onChange={change} />
        <Field label={t('reports.sortLabel')} className={styles.sort}>
          <Select
            value={query.sort}
            options={REPORT_ORDERINGS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
            onChange={(event) => change({ sort: event.target.value as ReportOrdering })}
          />
        </Field>
      </div>
      <DownloadReport query={query} count={answer ? answer.count : null} />
      {REPORT_KINDS.map((kind) => (
        <TabPanel key={kind} value={kind} className={page.page}>
          {kind === query.kind ? content : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
