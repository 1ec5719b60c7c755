import type { RefCallback } from 'react';

import { useBoxSize } from '../box-size/use-box-size';

/** A laid-out width in whole px; null for an element with no width (hidden, or not laid out). */
const widthOf = (width: number): number | null => (width > 0 ? Math.round(width) : null);

/**
 * The width (px) of the element the returned ref is on (`useBoxSize`), null until measured: what a
 * table needs to choose its columns without re-rendering as its height changes.
 */
export function useBoxWidth(): [RefCallback<HTMLElement>, number | null] {
  return useBoxSize(widthOf, null);
}
