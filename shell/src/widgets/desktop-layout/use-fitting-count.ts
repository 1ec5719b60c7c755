import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The widths a row is counted from: its items' in order, its "more" control's, the gap between. */
export interface RowSizes {
  items: number[];
  more: number;
  gap: number;
}

/** All the items if they fit the width; else as many from the start as fit beside "more". */
export function fittingCount({ items, more, gap }: RowSizes, width: number): number {
  const all = items.reduce((sum, item) => sum + item, 0) + gap * Math.max(items.length - 1, 0);
  if (all <= width) return items.length;
  let used = more;
  let shown = 0;
  while (shown < items.length && used + gap + (items[shown] ?? 0) <= width) {
    used += gap + (items[shown] ?? 0);
    shown += 1;
  }
  return shown;
}

/**
 * How many of a row's items fit its width, the rest going behind a "more" control at its end. The
 * items are measured once per `measureKey` (the language: their labels), all of them shown for that
 * one layout before the first paint; a resize only recounts. The row's children are the items in
 * order, then the "more" control, which is measured as well.
 */
export function useFittingCount(row: RefObject<HTMLElement | null>, itemCount: number, measureKey: string) {
  const [measuredFor, setMeasuredFor] = useState<string | null>(null);
  const [fitting, setFitting] = useState(itemCount);
  const sizes = useRef<RowSizes>({ items: [], more: 0, gap: 0 });

  const measuring = measuredFor !== `${measureKey}:${itemCount}`;

  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const count = () => fittingCount(sizes.current, element.clientWidth);
    if (measuring) {
      const children = [...element.children] as HTMLElement[];
      sizes.current = {
        items: children.slice(0, itemCount).map((child) => child.getBoundingClientRect().width),
        more: children[itemCount]?.getBoundingClientRect().width ?? 0,
        gap: parseFloat(getComputedStyle(element).columnGap) || 0,
      };
      setMeasuredFor(`${measureKey}:${itemCount}`);
    }
    setFitting(count());
    const observer = new ResizeObserver(() => setFitting(count()));
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, itemCount, measureKey, measuring]);

  return { fitting: measuring ? itemCount : fitting, measuring };
}
