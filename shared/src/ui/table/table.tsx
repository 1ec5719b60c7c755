import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';

import { $isMobile } from '@cabinet/shared';

import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /** On a phone card, the column shown as the card's title (one per table). */
  primary?: boolean;
  /** Left out of the phone card (e.g. a detail the title already says). */
  hideOnPhone?: boolean;
}

export interface TableProps<Row> {
  /** What the table lists, for screen readers (its caption, visually hidden). */
  caption: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Buttons or links of a row (edit, delete), in the last column or at the card's foot. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** Rendered instead of the table body when there are no rows. */
  empty?: ReactNode;
}

/**
 * A list of records: a real table on a desktop or tablet; on a phone (§2: 650 px or less) a list of
 * cards, each naming its values by the column headers. The same data and actions in both.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader,
  empty,
}: TableProps<Row>) {
  const isMobile = useUnit($isMobile);
  if (rows.length === 0 && empty) return <>{empty}</>;
  if (isMobile) {
    const primary = columns.find((column) => column.primary) ?? columns[0];
    const details = columns.filter((column) => column !== primary && !column.hideOnPhone);
    return (
      <ul className={styles.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            {primary ? <p className={styles.cardTitle}>{primary.cell(row)}</p> : null}
            <dl className={styles.values}>
              {details.map((column) => (
                <div key={column.key} className={styles.value}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className={styles.cardActions}>{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? styles.end : undefined}>
                {column.header}
              </th>
            ))}
            {actions ? <th scope="col">{actionsHeader ?? ''}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.primary ? (
                  <th key={column.key} scope="row" className={styles.rowHeader}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.align === 'end' ? styles.end : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actions ? <td className={styles.rowActions}>{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
