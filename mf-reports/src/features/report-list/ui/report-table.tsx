import type { ReactNode } from 'react';

import type { ApiReportRow, CodReportRow, ReportKind } from '@cabinet/shared/contract';
import { useTranslation } from '@cabinet/shared';
import { Button, Pagination, Table, type TableColumn } from '@cabinet/shared/ui';

import { REPORT_PAGE_SIZE, useReportLabels, type ReportPage } from '../../../entities/report';
import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import styles from './report.module.css';

type Row = ApiReportRow | CodReportRow;

interface ReportTableProps {
  kind: ReportKind;
  page: ReportPage;
  /** Another page of the same report is on its way. */
  busy: boolean;
  onPageChange: (page: number) => void;
  onOpen: (row: Row) => void;
}

const isCod = (row: Row): row is CodReportRow => 'collected' in row;

/**
 * From what width of its box (px) the table keeps each secondary column, and below what width its
 * rows are cards. The sums add the columns' widths with the longest values seen (Russian and Kazakh
 * within 20 px of each other), plus room for a sum with more digits. Always there: the number, the
 * day, the state, the button, and for orders the total and the route, for cash on delivery the
 * collected sum, the payout and its state. A column left out is still in the row's detail.
 */
const WIDTHS: Record<ReportKind, { cardsBelow: number; shownFrom: Partial<Record<string, number>> }> = {
  orders: {
    cardsBelow: 730,
    shownFrom: { transport: 940, price: 940, tasks: 1070, fee: 1070, distance: 1200, points: 1200 },
  },
  cod: {
    cardsBelow: 800,
    shownFrom: {
      total: 1060,
      route: 1060,
      commission: 1180,
      transport: 1360,
      price: 1360,
      tasks: 1510,
      fee: 1510,
      distance: 1640,
      points: 1640,
    },
  },
};

/** One page of a report: a table on a desktop, cards on a phone; each row opens its detail. */
export function ReportTable({ kind, page, busy, onPageChange, onOpen }: ReportTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const labels = useReportLabels();
  // Short values never break inside (the kit's cells would squeeze "2 300 ₸" into two lines).
  const money = (value: number) => <span className={styles.nowrap}>{format.money(value)}</span>;
  const nowrap = (text: string) => <span className={styles.nowrap}>{text}</span>;
  /** "20 нояб. 2026, 14:35" as the day and, under it when narrow, the time. */
  const dateTime = (iso: string) => {
    const [day, time] = format.dateTime(iso).split(', ');
    return (
      <>
        {nowrap(`${day ?? ''},`)} {nowrap(time ?? '')}
      </>
    );
  };

  const columns: Array<TableColumn<Row>> = [
    { key: 'number', header: t('columns.number'), primary: true, cell: (row) => nowrap(row.number) },
    { key: 'created', header: t('columns.created'), cell: (row) => dateTime(row.created_at) },
    {
      key: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (row) => (
        <span className={styles.state} data-state={row.state}>
          {labels.state(row.state)}
        </span>
      ),
    },
    {
      key: 'transport',
      header: t('columns.transport'),
      nowrap: true,
      cell: (row) => labels.transport(row.transport),
    },
    { key: 'price', header: t('columns.price'), align: 'end', cell: (row) => money(row.price) },
    { key: 'tasks', header: t('columns.tasks'), align: 'end', cell: (row) => money(row.tasks_price) },
    { key: 'total', header: t('columns.total'), align: 'end', cell: (row) => money(row.total_price) },
    { key: 'fee', header: t('columns.cancelFee'), align: 'end', cell: (row) => money(row.cancel_fee) },
    { key: 'distance', header: t('columns.distance'), align: 'end', cell: (row) => format.km(row.distance) },
    {
      key: 'points',
      header: t('columns.points'),
      align: 'end',
      cell: (row) => format.count(row.points_count),
    },
    {
      key: 'route',
      header: t('columns.route'),
      cell: (row) => (
        <span className={styles.route}>{`${row.sender_address} → ${row.recipient_address}`}</span>
      ),
    },
  ];
  if (kind === 'cod') {
    columns.push(
      {
        key: 'collected',
        header: t('columns.collected'),
        align: 'end',
        cell: (row) => cod(row, (r) => money(r.collected)),
      },
      {
        key: 'commission',
        header: t('columns.commission'),
        align: 'end',
        cell: (row) => cod(row, (r) => money(r.commission)),
      },
      {
        key: 'payout',
        header: t('columns.payout'),
        align: 'end',
        cell: (row) => cod(row, (r) => money(r.payout_amount)),
      },
      {
        key: 'payoutStatus',
        header: t('columns.payoutStatus'),
        cell: (row) => cod(row, (r) => <span className={styles.payout}>{labels.payout(r)}</span>),
      },
    );
  }

  const widths = WIDTHS[kind];
  const first = (page.page - 1) * REPORT_PAGE_SIZE + 1;
  return (
    <div className={styles.table} aria-busy={busy}>
      <p className={styles.shown}>
        {t('reports.shown', {
          from: format.count(first),
          to: format.count(first + page.results.length - 1),
          count: format.count(page.count),
        })}
      </p>
      <Table<Row>
        caption={kind === 'cod' ? t('reports.captionCod') : t('reports.captionOrders')}
        columns={columns.map((column) => ({ ...column, shownFrom: widths.shownFrom[column.key] }))}
        cardsBelow={widths.cardsBelow}
        rows={page.results}
        rowKey={(row) => row.id}
        actionsHeader={t('reports.actions')}
        actions={(row) => (
          <Button
            variant="secondary"
            aria-label={t('reports.detailsOf', { number: row.number })}
            onClick={() => onOpen(row)}
          >
            {t('reports.details')}
          </Button>
        )}
      />
      <Pagination
        page={page.page}
        pageCount={Math.max(1, Math.ceil(page.count / REPORT_PAGE_SIZE))}
        onPageChange={onPageChange}
        label={t('reports.pagesLabel')}
      />
    </div>
  );
}

function cod(row: Row, cell: (row: CodReportRow) => ReactNode): ReactNode {
  return isCod(row) ? cell(row) : null;
}
