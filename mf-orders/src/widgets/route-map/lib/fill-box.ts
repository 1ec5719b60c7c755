import { useCallback, useRef, useState, type RefCallback } from 'react';

import type { Box } from '@cabinet/shared/map';

/** The map's drawing box: 640 wide, 16:9 unless it fills a taller space. */
export const MAP_BOX: Box = { width: 640, height: 360, pad: 40 };

/**
 * The drawing box for a map laid out `width` × `height` px: as wide as MAP_BOX and of the same
 * proportions as the space, so the map fills it without bands at its sides; never flatter than 16:9.
 */
export function fillBox(width: number, height: number): Box {
  if (!(width > 0) || !(height > 0)) return MAP_BOX;
  return { ...MAP_BOX, height: Math.max(MAP_BOX.height, Math.round((MAP_BOX.width * height) / width)) };
}

/**
 * The drawing box of a map that fills its container's height (the phone wizard's backdrop): measured
 * on the element the returned ref is on, kept current by a ResizeObserver; MAP_BOX until measured and
 * where nothing is laid out (jsdom, the server's copy). The element must take its size from its
 * container, not from the map it holds, or the two would chase each other.
 */
export function useFillBox(enabled: boolean): [RefCallback<HTMLElement>, Box] {
  const [box, setBox] = useState<Box>(MAP_BOX);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
      const measured = (width: number, height: number) =>
        setBox((current) => {
          const next = fillBox(width, height);
          return next.height === current.height ? current : next;
        });
      const rect = element.getBoundingClientRect();
      measured(rect.width, rect.height);
      observer.current = new ResizeObserver(([entry]) => {
        const size = entry?.borderBoxSize[0];
        if (size) measured(size.inlineSize, size.blockSize);
      });
      observer.current.observe(element);
    },
    [enabled],
  );
  return [ref, box];
}
