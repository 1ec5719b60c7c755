import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';

import type { ReportPoint } from '@cabinet/shared/contract';
import { useTranslation } from '@cabinet/shared';
import { showKzPhone } from '@cabinet/shared/phone';
import { Button, Card, EmptyState, Spinner, Table, type TableColumn } from '@cabinet/shared/ui';

import { useReportLabels } from '../../../entities/report';
import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import { $detail, $detailStatus, $target, detailClosed, detailRetried } from '../model/report-detail-model';
import styles from './report-detail.module.css';

/**
 * The opened order of a report: its figures and its points. It takes the focus when it opens (its
 * heading) and gives it back to the row's button when closed.
 */
export function ReportDetail() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const labels = useReportLabels();
  const [target, detail, status, close, retry] = useUnit([
    $target,
    $detail,
    $detailStatus,
    detailClosed,
    detailRetried,
  ]);
  const heading = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!target) return undefined;
    opener.current = document.activeElement;
    heading.current?.focus();
    return () => {
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [target]);

  if (!target) return null;

  const pointColumns: Array<TableColumn<ReportPoint>> = [
    { key: 'index', header: t('detail.index'), cell: (point) => String(point.index + 1) },
    {
      key: 'address',
      header: t('detail.address'),
      primary: true,
      cell: (point) => [point.street, point.building].filter(Boolean).join(', '),
    },
    { key: 'contact', header: t('detail.contact'), cell: (point) => point.contact_name },
    {
      key: 'phone',
      header: t('detail.phone'),
      nowrap: true,
      cell: (point) => showKzPhone(point.phone_number),
    },
    {
      key: 'state',
      header: t('detail.pointState'),
      cell: (point) => t(`pointStates.${point.state}`, { defaultValue: point.state }),
    },
    {
      key: 'cod',
      header: t('detail.cod'),
      align: 'end',
      cell: (point) => (point.cod_amount > 0 ? format.money(point.cod_amount) : t('detail.none')),
    },
  ];

  const facts: Array<[string, string]> = detail
    ? [
        [t('columns.created'), format.dateTime(detail.created_at)],
        [t('columns.state'), labels.state(detail.state)],
        [t('columns.transport'), labels.transport(detail.transport)],
        [t('columns.price'), format.money(detail.price)],
        [t('columns.tasks'), format.money(detail.tasks_price)],
        [t('columns.total'), format.money(detail.total_price)],
        [t('columns.cancelFee'), format.money(detail.cancel_fee)],
        [t('columns.distance'), format.km(detail.distance)],
        ...('collected' in detail
          ? ([
              [t('columns.collected'), format.money(detail.collected)],
              [t('columns.commission'), format.money(detail.commission)],
              [t('columns.payout'), format.money(detail.payout_amount)],
              [t('columns.payoutStatus'), labels.payout(detail)],
            ] as Array<[string, string]>)
          : []),
      ]
    : [];

  return (
    <div className={styles.detail} ref={heading} tabIndex={-1}>
      <Card
        title={t('detail.title', { number: target.number })}
        actions={
          <Button variant="ghost" onClick={close}>
            {t('detail.close')}
          </Button>
        }
      >
        {status === 'loading' ? <Spinner label={t('detail.loading')} /> : null}
        {status === 'failed' ? (
          <EmptyState
            role="alert"
            headingLevel={3}
            title={t('detail.failed')}
            action={
              <Button variant="secondary" onClick={retry}>
                {t('reports.retry')}
              </Button>
            }
          />
        ) : null}
        {status === 'ready' && detail ? (
          <>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <Table<ReportPoint>
              caption={t('detail.pointsCaption')}
              columns={pointColumns}
              rows={detail.points}
              rowKey={(point) => point.index}
            />
          </>
        ) : null}
      </Card>
    </div>
  );
}
