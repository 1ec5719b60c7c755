import { useCallback, useRef, useState, type RefCallback } from 'react';

/** What a component reads from its box's size; a module-level function, so the ref stays put. */
export type BoxReading<T> = (width: number, height: number) => T;

/**
 * What a component needs to know of the size of the element the returned ref is on (`read` of its
 * width and height, px), kept current by a ResizeObserver; `initial` until measured, and where nothing
 * is laid out (jsdom, the server's copy). The component renders again only when the reading changes
 * (`same`), so a table that reads its width is not redrawn as its height follows its rows. The first
 * measurement is taken when the element is attached, in React's commit, so a render that depends on
 * it is redone before the first paint. The element must take its size from its container, not from
 * what it holds, or the two would chase each other.
 */
export function useBoxSize<T>(
  read: BoxReading<T>,
  initial: T,
  { enabled = true, same = Object.is }: { enabled?: boolean; same?: (a: T, b: T) => boolean } = {},
): [RefCallback<HTMLElement>, T] {
  const [reading, setReading] = useState<T>(initial);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
      const measured = (width: number, height: number) =>
        setReading((current) => {
          const next = read(width, height);
          return same(current, next) ? current : next;
        });
      const rect = element.getBoundingClientRect();
      measured(rect.width, rect.height);
      // Rendered as React schedules it: a frame may show the old reading while the window is being
      // resized. (Rendered at once inside the callback, a table's new height would be a size change
      // the observer cannot deliver in that frame: the browser then reports a "ResizeObserver loop".)
      observer.current = new ResizeObserver(([entry]) => {
        const size = entry?.borderBoxSize[0];
        if (size) measured(size.inlineSize, size.blockSize);
      });
      observer.current.observe(element);
    },
    [enabled, read, same],
  );
  return [ref, reading];
}
