import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';

import type { CodPayoutPeriod, CodReportRow } from '@cabinet/shared/contract';
import { $canSeeReports, COD_PAYOUT, useTranslation } from '@cabinet/shared';
import { Button, Card, EmptyState, Pagination, Spinner, Table, type TableColumn } from '@cabinet/shared/ui';

import { PAYOUT_PAGE_SIZE, ledgerSums } from '../../../entities/payout';
import { useReportLabels } from '../../../entities/report';
import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import {
  $expanded,
  $ledgerStatus,
  $periodOrders,
  $periods,
  ledgerPageShown,
  ledgerRetried,
  periodOrdersRetried,
  periodToggled,
  type PeriodOrders,
} from '../model/ledger-model';
import styles from './cod-ledger.module.css';

interface CodLedgerProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * ★ Cash on delivery per payout period (a week): collected, 4 % commission, paid out or scheduled
 * and when, or carried over under the 3000 ₸ rule; each period opens to its orders.
 */
export function CodLedger({ page, onPageChange }: CodLedgerProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [canSeeReports, periods, loadedStatus, retry, shown] = useUnit([
    $canSeeReports,
    $periods,
    $ledgerStatus,
    ledgerRetried,
    ledgerPageShown,
  ]);
  // A company without reports (§6) is never asked about payouts: the platform refuses them too.
  const status = canSeeReports ? loadedStatus : 'not-available';
  useEffect(() => {
    shown(page);
  }, [shown, page]);

  const sums = periods ? ledgerSums(periods.results, periods.page === 1) : null;
  return (
    <Card title={t('ledger.title')}>
      <p className={styles.rule}>{t('ledger.rule', { minimum: format.money(COD_PAYOUT.minimumTenge) })}</p>
      {status === 'not-available' ? (
        <EmptyState headingLevel={3} title={t('notAvailable.title')} text={t('notAvailable.text')} />
      ) : null}
      {status === 'loading' || status === 'idle' ? <Spinner label={t('ledger.loading')} /> : null}
      {status === 'failed' ? (
        <EmptyState
          role="alert"
          headingLevel={3}
          title={t('ledger.failed')}
          action={
            <Button variant="secondary" onClick={retry}>
              {t('payments.retry')}
            </Button>
          }
        />
      ) : null}
      {status === 'ready' && periods && periods.count === 0 ? (
        <EmptyState headingLevel={3} title={t('ledger.emptyTitle')} text={t('ledger.emptyText')} />
      ) : null}
      {status === 'ready' && periods && sums && periods.count > 0 ? (
        <>
          <dl className={styles.sums} aria-label={t('ledger.sumsLabel')}>
            <div>
              <dt>{t('ledger.paidTotal')}</dt>
              <dd>{format.money(sums.paid)}</dd>
            </div>
            <div>
              <dt>{t('ledger.scheduledTotal')}</dt>
              <dd>{format.money(sums.scheduled)}</dd>
            </div>
            {periods.page === 1 ? (
              <div>
                <dt>{t('ledger.carriedTotal')}</dt>
                <dd>{format.money(sums.waiting)}</dd>
              </div>
            ) : null}
          </dl>
          <ul className={styles.periods}>
            {periods.results.map((period) => (
              <li key={period.start_date}>
                <PeriodCard period={period} />
              </li>
            ))}
          </ul>
          <Pagination
            page={periods.page}
            pageCount={Math.max(1, Math.ceil(periods.count / PAYOUT_PAGE_SIZE))}
            onPageChange={onPageChange}
            label={t('ledger.pagesLabel')}
          />
        </>
      ) : null}
    </Card>
  );
}

function PeriodCard({ period }: { period: CodPayoutPeriod }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [expanded, orders, toggle, retry] = useUnit([
    $expanded,
    $periodOrders,
    periodToggled,
    periodOrdersRetried,
  ]);
  const open = expanded.includes(period.start_date);
  const ordersId = useId();
  const range = format.dayRange(period.start_date, period.end_date);
  const date = period.payout_date ? format.day(period.payout_date) : '';
  const statusText =
    period.payout_status === 'carried_over'
      ? t('ledger.carried_over')
      : t(`ledger.${period.payout_status}`, { date, minimum: format.money(COD_PAYOUT.minimumTenge) });
  const payout = period.payout_status === 'carried_over' ? period.carried_out : period.payout_amount;

  return (
    <article
      className={styles.period}
      aria-label={t('ledger.periodOf', { range })}
      data-status={period.payout_status}
    >
      <h3 className={styles.periodTitle}>{range}</h3>
      <p className={styles.status}>{statusText}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('ledger.orders')}</dt>
          <dd>{format.count(period.orders_count)}</dd>
        </div>
        <div>
          <dt>{t('ledger.collected')}</dt>
          <dd>{format.money(period.collected)}</dd>
        </div>
        <div>
          <dt>{t('ledger.commission')}</dt>
          <dd>{format.money(period.commission)}</dd>
        </div>
        {period.carried_in > 0 ? (
          <div>
            <dt>{t('ledger.carriedIn')}</dt>
            <dd>{format.money(period.carried_in)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('ledger.payout')}</dt>
          <dd className={period.payout_status === 'carried_over' ? styles.carried : undefined}>
            {format.money(payout)}
          </dd>
        </div>
      </dl>
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={ordersId}
        onClick={() => toggle(period.start_date)}
      >
        {open ? t('ledger.hideOrders') : t('ledger.showOrders')}
      </Button>
      <div id={ordersId} hidden={!open}>
        {open ? (
          <PeriodOrdersTable
            range={range}
            orders={orders[period.start_date]}
            onRetry={() => retry(period.start_date)}
          />
        ) : null}
      </div>
    </article>
  );
}

function PeriodOrdersTable({
  range,
  orders,
  onRetry,
}: {
  range: string;
  orders: PeriodOrders | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const labels = useReportLabels();
  if (!orders || orders.status === 'loading') return <Spinner label={t('ledger.ordersLoading')} />;
  if (orders.status === 'failed') {
    return (
      <p role="alert" className={styles.failed}>
        {t('ledger.ordersFailed')}{' '}
        <Button variant="ghost" onClick={onRetry}>
          {t('payments.retry')}
        </Button>
      </p>
    );
  }
  const columns: Array<TableColumn<CodReportRow>> = [
    { key: 'number', header: t('columns.number'), primary: true, cell: (row) => row.number },
    { key: 'created', header: t('columns.created'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'collected',
      header: t('columns.collected'),
      align: 'end',
      cell: (row) => format.money(row.collected),
    },
    {
      key: 'commission',
      header: t('columns.commission'),
      align: 'end',
      cell: (row) => format.money(row.commission),
    },
    {
      key: 'payout',
      header: t('columns.payout'),
      align: 'end',
      cell: (row) => format.money(row.payout_amount),
    },
    { key: 'status', header: t('columns.payoutStatus'), cell: (row) => labels.payout(row) },
  ];
  return (
    <Table<CodReportRow>
      caption={t('ledger.ordersOf', { range })}
      columns={columns}
      rows={orders.detail.orders}
      rowKey={(row) => row.id}
    />
  );
}
