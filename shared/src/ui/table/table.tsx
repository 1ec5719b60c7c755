import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { $isMobile } from '@cabinet/shared';

import { useBoxWidth } from './use-box-width';
import styles from './table.module.css';
import { classNames } from '../class-names';
import { visuallyHiddenClassName } from '../visually-hidden/visually-hidden';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /**
   * A short value that reads wrong broken inside (a phone number, a role, a field's name): in the
   * table it keeps to one line. Other cells may break anywhere, so that one long value never pushes
   * the table out of its box, which also lets a squeezed column break a word that would fit.
   */
  nowrap?: boolean;
  /** On a phone card, the column shown as the card's title (one per table). */
  primary?: boolean;
  /** Left out of the phone card (e.g. a detail the title already says). */
  hideOnPhone?: boolean;
  /**
   * The narrowest table (px of its box) that still has this column: a secondary column gives way
   * before the table would scroll sideways and push the row's buttons out of sight. The phone card
   * still shows it; give it to a column whose value the row's detail or another column also says.
   */
  shownFrom?: number;
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
  /**
   * Below this width of its box (px) the rows are cards, as on a phone: the columns that are always
   * shown no longer fit side by side. Without it, or with one too small for the user's fonts, the
   * table still turns to cards when it finds itself wider than its box.
   */
  cardsBelow?: number;
}

/**
 * A list of records: a real table on a desktop or tablet; on a phone (§2: 650 px or less), or in a
 * box narrower than `cardsBelow`, a list of cards, each naming its values by the column headers. The
 * same data and actions in both. A table never scrolls sideways to reach its rows' buttons: its
 * secondary columns (`shownFrom`) give way first, and a table that is still wider than its box (its
 * headers and one-line values are wider in the fonts the user has, or its rows' values longer) drops
 * them one by one and only then becomes cards, each until the box is as wide as the table was
 * (decision 0024).
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader,
  empty,
  cardsBelow,
}: TableProps<Row>) {
  const isMobile = useUnit($isMobile);
  const [boxRef, width] = useBoxWidth();
  const tableRef = useRef<HTMLTableElement>(null);
  // The width each set of columns took when it did not fit, by the columns' keys.
  const [tooWide, setTooWide] = useState<Readonly<Record<string, number>>>({});
  // Unmeasured (before layout, or without one, as in jsdom) the table is whole.
  const fits = (least: number | undefined) => width === null || least === undefined || width >= least;
  const keysOf = (set: ReadonlyArray<TableColumn<Row>>) => set.map((column) => column.key).join(' ');
  let shown = columns.filter((column) => fits(column.shownFrom));
  // A set of columns found wider than this box gives way a secondary column at a time, the one its
  // threshold would drop first (of equals, the rightmost), before the rows become cards: a long value
  // (a state, an address) costs a column, not the table.
  while (!fits(tooWide[keysOf(shown)])) {
    const yielding = shown.reduce<TableColumn<Row> | undefined>(
      (found, column) =>
        column.shownFrom !== undefined && (found?.shownFrom ?? -1) <= column.shownFrom ? column : found,
      undefined,
    );
    if (yielding === undefined) break;
    shown = shown.filter((column) => column !== yielding);
  }
  const shownKeys = keysOf(shown);
  const asCards = isMobile || !fits(cardsBelow) || !fits(tooWide[shownKeys]);
  // Measured in the commit, so a table found too wide is redrawn narrower (a column fewer, or as
  // cards) before it is ever seen.
  useLayoutEffect(() => {
    const needed = tableRef.current?.offsetWidth;
    if (needed === undefined || width === null || needed <= width) return;
    setTooWide((known) => (known[shownKeys] === needed ? known : { ...known, [shownKeys]: needed }));
    // Again whenever what sets the table's width may have changed: its rows, columns, box or form.
  }, [rows, columns, shownKeys, width, asCards]);
  if (rows.length === 0 && empty) return <>{empty}</>;
  if (asCards) {
    const primary = columns.find((column) => column.primary) ?? columns[0];
    const details = columns.filter((column) => column !== primary && !column.hideOnPhone);
    return (
      <ul ref={boxRef} className={styles.cards} aria-label={caption}>
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
    <div ref={boxRef} className={styles.scroller}>
      <table ref={tableRef} className={styles.table}>
        <caption className={visuallyHiddenClassName}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
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
              {shown.map((column) =>
                column.primary ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={classNames(styles.rowHeader, column.nowrap && styles.nowrap)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={classNames(
                      column.align === 'end' && styles.end,
                      column.nowrap && styles.nowrap,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actions ? (
                <td className={styles.rowActions}>
                  <div className={styles.actionsLine}>{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
