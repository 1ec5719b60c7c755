import type { RefCallback } from 'react';

import type { Box } from '@cabinet/shared/map';
import { useBoxSize } from '@cabinet/shared/ui';

/** The map's drawing box: 640 wide, 16:9 unless it fills a taller space. */
const MAP_BOX: Box = { width: 640, height: 360, pad: 40 };

/**
 * The drawing box for a map laid out `width` × `height` px: as wide as MAP_BOX and of the same
 * proportions as the space, so the map fills it without bands at its sides; never flatter than 16:9.
 */
export function fillBox(width: number, height: number): Box {
  if (!(width > 0) || !(height > 0)) return MAP_BOX;
  return { ...MAP_BOX, height: Math.max(MAP_BOX.height, Math.round((MAP_BOX.width * height) / width)) };
}

/** Two drawing boxes draw the same map: only the height follows the space. */
const sameBox = (a: Box, b: Box) => a.height === b.height;

/**
 * The drawing box of a map that fills its container's height (the phone wizard's backdrop), measured
 * on the element the returned ref is on (`useBoxSize`); 16:9 until measured, and when not `enabled`.
 */
export function useFillBox(enabled: boolean): [RefCallback<HTMLElement>, Box] {
  return useBoxSize(fillBox, MAP_BOX, { enabled, same: sameBox });
}
