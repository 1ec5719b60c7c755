import { useUnit } from 'effector-react';
import { startTransition, useEffect, useState } from 'react';

import { $isMobile } from '@cabinet/shared';
import { afterNextPaint } from '@cabinet/shared/lazy';

/**
 * How many of the form's parts render yet, of `parts` in the order they stand on a phone. A phone's
 * first render of the form is its first part only (the catalogue notice and the first point, taller
 * than a phone's window); each next part follows once the one before is painted, in a transition.
 * Each part's render, commit, effects and layout are then a task of their own on a first load
 * instead of one long stretch for the whole form (a phone's blocking time, issue 14). A window
 * already scrolled (a reload further down), or wider than a phone (two columns on one screen), gets
 * every part at once.
 */
export function useFormParts(parts: number): number {
  const isMobile = useUnit($isMobile);
  const [shown, setShown] = useState(() => (!isMobile || window.scrollY > 0 ? parts : 1));
  useEffect(() => {
    if (shown >= parts) return undefined;
    return afterNextPaint(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, parts]);
  return shown;
}
