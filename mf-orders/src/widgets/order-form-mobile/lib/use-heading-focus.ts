import { useEffect, useRef } from 'react';

/**
 * Focus follows the wizard: when the screen changes, its heading (tabIndex -1) takes the focus, so
 * a screen-reader or keyboard user starts reading at the top of the new screen instead of on a
 * button that no longer exists. The first screen shown (`ready`) leaves the focus where the page
 * put it.
 */
export function useHeadingFocus(screen: string, ready: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (shown.current !== null && shown.current !== screen) ref.current?.focus();
    shown.current = screen;
  }, [screen, ready]);
  return ref;
}
