import { useId, useMemo, useState, type ReactNode } from 'react';

import type { Statistics } from '@cabinet/shared/contract';
import { useTranslation } from '@cabinet/shared';
import { Button, Card, Table, type TableColumn } from '@cabinet/shared/ui';

import { useReportLabels } from '../../../entities/report';
import {
  busiestDay,
  countChart,
  dayChart,
  dayRows,
  statusRows,
  transportRows,
  type CountRow,
  type DayRow,
} from '../../../features/statistics';
import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import { ChartLazy } from './chart-lazy';
import styles from './statistics-charts.module.css';

/** Orders by day, by status and by transport: a chart each, and the same numbers as a table. */
export function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const labels = useReportLabels();

  const days = useMemo(() => dayRows(statistics), [statistics]);
  const statuses = useMemo(() => statusRows(statistics, labels.state), [statistics, labels.state]);
  const transports = useMemo(
    () => transportRows(statistics, labels.transport),
    [statistics, labels.transport],
  );
  const byDay = useMemo(
    () =>
      dayChart(days, format.shortDay, {
        delivered: t('statistics.delivered'),
        cancelled: t('statistics.cancelled'),
        inProgress: t('statistics.inProgress'),
      }),
    [days, format, t],
  );
  const busiest = busiestDay(days);
  const list = (rows: ReadonlyArray<CountRow<string>>) =>
    rows.map((row) => t('statistics.item', { name: row.name, count: format.count(row.count) })).join(', ');

  const dayColumns: Array<TableColumn<DayRow>> = [
    { key: 'day', header: t('statistics.day'), primary: true, cell: (row) => format.day(row.day) },
    { key: 'count', header: t('statistics.count'), align: 'end', cell: (row) => format.count(row.count) },
    {
      key: 'delivered',
      header: t('statistics.delivered'),
      align: 'end',
      cell: (row) => format.count(row.delivered),
    },
    {
      key: 'cancelled',
      header: t('statistics.cancelled'),
      align: 'end',
      cell: (row) => format.count(row.cancelled),
    },
    {
      key: 'inProgress',
      header: t('statistics.inProgress'),
      align: 'end',
      cell: (row) => format.count(row.inProgress),
    },
    { key: 'amount', header: t('statistics.amount'), align: 'end', cell: (row) => format.money(row.amount) },
  ];
  const countColumns = (header: string): Array<TableColumn<CountRow<string>>> => [
    { key: 'name', header, primary: true, cell: (row) => row.name },
    { key: 'count', header: t('statistics.count'), align: 'end', cell: (row) => format.count(row.count) },
    { key: 'amount', header: t('statistics.amount'), align: 'end', cell: (row) => format.money(row.amount) },
  ];

  return (
    <div className={styles.charts}>
      <ChartCard
        title={t('statistics.byDay')}
        chart={
          <ChartLazy
            data={byDay}
            stacked
            summary={t('statistics.chartByDay', {
              from: format.day(statistics.start_date),
              to: format.day(statistics.end_date),
              count: format.count(statistics.total.count),
              max: format.count(busiest?.count ?? 0),
              day: busiest ? format.day(busiest.day) : '',
            })}
          />
        }
        table={
          <Table<DayRow>
            caption={t('statistics.byDay')}
            columns={dayColumns}
            rows={days}
            rowKey={(row) => row.day}
          />
        }
        wide
      />
      <ChartCard
        title={t('statistics.byStatus')}
        chart={
          <ChartLazy
            data={countChart(statuses, t('statistics.count'))}
            horizontal
            summary={t('statistics.chartByStatus', { list: list(statuses) })}
          />
        }
        table={
          <Table<CountRow<string>>
            caption={t('statistics.byStatus')}
            columns={countColumns(t('statistics.status'))}
            rows={statuses}
            rowKey={(row) => row.key}
          />
        }
      />
      <ChartCard
        title={t('statistics.byTransport')}
        chart={
          <ChartLazy
            data={countChart(transports, t('statistics.count'))}
            horizontal
            summary={t('statistics.chartByTransport', { list: list(transports) })}
          />
        }
        table={
          <Table<CountRow<string>>
            caption={t('statistics.byTransport')}
            columns={countColumns(t('statistics.transport'))}
            rows={transports}
            rowKey={(row) => row.key}
          />
        }
      />
    </div>
  );
}

interface ChartCardProps {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  wide?: boolean;
}

/** A chart with a button that shows its numbers as a table (the chart's accessible alternative). */
function ChartCard({ title, chart, table, wide = false }: ChartCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <div className={wide ? styles.wide : undefined}>
      <Card
        title={title}
        actions={
          <Button
            variant="ghost"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? t('statistics.hideTable') : t('statistics.showTable')}
          </Button>
        }
      >
        {chart}
        <div id={tableId} hidden={!tableShown} className={styles.table}>
          {tableShown ? table : null}
        </div>
      </Card>
    </div>
  );
}
