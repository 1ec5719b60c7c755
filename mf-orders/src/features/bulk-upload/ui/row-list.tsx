import { useVirtualizer } from '@tanstack/react-virtual';
import { useUnit } from 'effector-react';
import { useRef } from 'react';

import { $isMobile, useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Button, visuallyHiddenClassName } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import { problemText } from '../lib/describe';
import type { PreviewRow, RowResult } from '../model/preview-row';
import styles from './row-list.module.css';

export interface RowListProps {
  rows: readonly PreviewRow[];
  /** After the upload: each row's result instead of its check and actions. */
  results?: Record<number, RowResult>;
  locked: boolean;
  onFix?: (id: number) => void;
  onDrop?: (id: number) => void;
  onRestore?: (id: number) => void;
}

function Party({ address, contact, phone }: { address: string; contact: string; phone: string }) {
  return (
    <>
      <span className={styles.address}>{address || '—'}</span>
      <span className={styles.muted}>{[contact, phone].filter(Boolean).join(' · ')}</span>
    </>
  );
}

function Verdict({ row, result }: { row: PreviewRow; result: RowResult | undefined }) {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  if (result) {
    return result.number ? (
      <span className={styles.ok}>{t('upload.resultCreated', { number: result.number })}</span>
    ) : (
      <span className={styles.error}>
        {t('upload.resultFailed', { message: result.error?.message || result.error?.code || '' })}
      </span>
    );
  }
  if (row.dropped) return <span className={styles.muted}>{t('upload.state_dropped')}</span>;
  if (row.state === 'checking') return <span className={styles.muted}>{t('upload.state_checking')}</span>;
  if (row.state === 'ready') return <span className={styles.ok}>{t('upload.state_ready')}</span>;
  return (
    <ul className={styles.problems}>
      {row.problems.map((problem) => (
        <li key={`${problem.code}-${problem.field ?? ''}`}>{problemText(t, problem)}</li>
      ))}
    </ul>
  );
}

/**
 * The file's rows, virtualised: only the rows in view (and a few around) are in the page, so a
 * thousand rows scroll and update as smoothly as twenty. A table of rows on a desktop, cards on a phone.
 */
export function RowList({ rows, results, locked, onFix, onDrop, onRestore }: RowListProps) {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const isMobile = useUnit($isMobile);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (isMobile ? 190 : 76),
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined || amount === 0 ? '—' : formatMoney(amount);
  const showActions = !results && !locked;
  const headers = [
    t('upload.columnLine'),
    t('upload.columnSender'),
    t('upload.columnRecipient'),
    t('upload.columnCod'),
    t('upload.columnPrice'),
    results ? t('upload.columnResult') : t('upload.columnStatus'),
    ...(showActions ? [t('upload.columnActions')] : []),
  ];
  const layout = [styles.grid, showActions ? styles.withActions : null, isMobile ? styles.cards : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="table"
      aria-label={t('upload.previewCaption')}
      aria-rowcount={rows.length + 1}
      className={styles.table}
    >
      <div role="rowgroup" className={isMobile ? visuallyHiddenClassName : undefined}>
        <div role="row" aria-rowindex={1} className={`${layout} ${styles.head}`}>
          {headers.map((header) => (
            <span role="columnheader" key={header}>
              {header}
            </span>
          ))}
        </div>
      </div>
      <div ref={scroller} className={styles.scroller} role="rowgroup">
        {rows.length === 0 ? <p className={styles.empty}>{t('upload.noRowsHere')}</p> : null}
        <div className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as PreviewRow;
            const { values } = row;
            const name = t('upload.rowName', { line: row.line });
            const cod =
              row.order?.cod ?? (/^\d+$/.test(values.codAmount.trim()) ? Number(values.codAmount) : null);
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="row"
                aria-rowindex={item.index + 2}
                aria-label={name}
                className={[
                  layout,
                  styles.row,
                  row.dropped ? styles.dropped : null,
                  row.state === 'invalid' && !row.dropped ? styles.invalid : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <span role="cell" className={styles.line}>
                  {isMobile ? name : row.line}
                </span>
                <span role="cell" className={styles.party}>
                  {isMobile ? <span className={styles.label}>{headers[1]}</span> : null}
                  <Party
                    address={values.senderAddress}
                    contact={values.senderContact}
                    phone={values.senderPhone}
                  />
                </span>
                <span role="cell" className={styles.party}>
                  {isMobile ? <span className={styles.label}>{headers[2]}</span> : null}
                  <Party
                    address={values.recipientAddress}
                    contact={values.recipientContact}
                    phone={values.recipientPhone}
                  />
                </span>
                <span role="cell" className={styles.money}>
                  {isMobile ? <span className={styles.label}>{headers[3]}</span> : null}
                  {money(cod)}
                </span>
                <span role="cell" className={styles.money}>
                  {isMobile ? <span className={styles.label}>{headers[4]}</span> : null}
                  {money(row.order?.price)}
                </span>
                <span role="cell" className={styles.verdict}>
                  <Verdict row={row} result={results?.[row.id]} />
                </span>
                {showActions ? (
                  <span role="cell" className={styles.actions}>
                    {row.dropped ? (
                      <Button
                        variant="ghost"
                        aria-label={t('upload.restoreOne', { line: row.line })}
                        onClick={() => onRestore?.(row.id)}
                      >
                        {t('upload.restore')}
                      </Button>
                    ) : (
                      <>
                        {row.state === 'invalid' ? (
                          <Button
                            variant="secondary"
                            aria-label={t('upload.fixOne', { line: row.line })}
                            onClick={() => onFix?.(row.id)}
                          >
                            {t('upload.fix')}
                          </Button>
                        ) : null}
                        <Button
                          variant="ghost"
                          aria-label={t('upload.dropOne', { line: row.line })}
                          onClick={() => onDrop?.(row.id)}
                        >
                          {t('upload.drop')}
                        </Button>
                      </>
                    )}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
