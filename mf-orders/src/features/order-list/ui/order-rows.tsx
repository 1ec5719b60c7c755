import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { useBoxWidth } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { pageOf, rowAt, type PageCache, type RowRange } from '../lib/pages';
import { OrderRow, PlaceholderRow } from './order-row';
import styles from './order-list.module.css';

/** Every row has this height (CSS keeps its content inside), so any row's offset is known at once. */
export const ROW_HEIGHT_PX = 104;

/**
 * A list narrower than this (a phone, or the panel beside an order's details) lays each row out in
 * four parts (number; state and date; the route on two lines; courier and price),
 * ROW_HEIGHT_NARROW_PX tall: on one line beside the number, a state had a few letters left ("Ж…") at
 * 320–360 px, and a route on one line lost its destination and its number of points.
 */
export const NARROW_LIST_PX = 480;
export const ROW_HEIGHT_NARROW_PX = 154;

interface OrderRowsProps {
  /** How many orders the list has: the scroll height is made for all of them. */
  count: number;
  pages: PageCache;
  failedPages: readonly number[];
  orderHref: (orderId: number) => string;
  selectedId: number | null;
  onRangeChange: (range: RowRange) => void;
}

/**
 * A row for every order of the list, but only the ones in view are in the DOM
 * (@tanstack/react-virtual); rows whose page has not arrived show a placeholder. Home and End jump
 * to either end of the whole list.
 */
export function OrderRows({
  count,
  pages,
  failedPages,
  orderHref,
  selectedId,
  onRangeChange,
}: OrderRowsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const hintId = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [measureRef, width] = useBoxWidth();
  const scrollerRef = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      measureRef(element);
    },
    [measureRef],
  );
  const narrow = width !== null && width < NARROW_LIST_PX;
  const rowHeight = narrow ? ROW_HEIGHT_NARROW_PX : ROW_HEIGHT_PX;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    // The virtualiser keeps its default key, the index: a key function of its own (say, the order's
    // id) would be a new function on every render, and the virtualiser lays out all `count` rows
    // again for each new one (10 000 calls and strings per render and per scroll frame). Rows all
    // have one height, so the index is all it needs; React's key below still follows the order.
    // jsdom and the first paint have no layout yet: assume a viewport so the first rows render.
    initialRect: { width: 800, height: 640 },
  });
  // The rows' offsets are the virtualiser's: it forgets them when the list turns narrow or wide,
  // before the browser paints rows of one height at the other's offsets.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const last = items.at(-1)?.index;

  useEffect(() => {
    if (first !== undefined && last !== undefined) onRangeChange({ start: first, end: last });
  }, [first, last, onRangeChange]);

  const jump = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key !== 'Home' && event.key !== 'End') || count === 0) return;
    event.preventDefault();
    const toEnd = event.key === 'End';
    virtualizer.scrollToIndex(toEnd ? count - 1 : 0, { align: toEnd ? 'end' : 'start' });
    // The focused row may leave the DOM with the jump: keep the focus on the list itself.
    scrollRef.current?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={scrollerRef}
      className={styles.scroller}
      role="group"
      aria-label={t('tracking.listLabel')}
      aria-describedby={hintId}
      aria-keyshortcuts="Home End"
      tabIndex={0}
      onKeyDown={jump}
    >
      <span id={hintId} className={styles.visuallyHidden}>
        {t('tracking.listKeys')}
      </span>
      <ul
        className={narrow ? `${styles.rows} ${styles.narrow}` : styles.rows}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const order = rowAt(pages, item.index);
          const failed = !order && failedPages.includes(pageOf(item.index));
          return (
            <li
              key={order?.id ?? `row-${item.index}`}
              className={styles.rowItem}
              aria-busy={order || failed ? undefined : 'true'}
              style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
            >
              {order ? (
                <OrderRow
                  order={order}
                  href={orderHref(order.id)}
                  selected={order.id === selectedId}
                  t={t}
                  lang={i18n.language}
                />
              ) : (
                <PlaceholderRow failed={failed} t={t} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
