import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * The width (px) of the element the returned ref is on, kept current by a ResizeObserver; null until
 * measured, or where nothing is laid out (jsdom). The first measurement is taken when the element is
 * attached, in React's commit, so a render that depends on it is redone before the first paint. The
 * element must take its width from its container, not from what it holds, or the two would chase
 * each other.
 */
export function useBoxWidth(): [RefCallback<HTMLElement>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measured = (value: number) => setWidth(value > 0 ? Math.round(value) : null);
    measured(element.getBoundingClientRect().width);
    // Rendered as React schedules it: a frame may show the old width while the window is being
    // resized. (Rendered at once inside the callback, the table's new height would be a size change
    // the observer cannot deliver in that frame: the browser then reports a "ResizeObserver loop".)
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) measured(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
