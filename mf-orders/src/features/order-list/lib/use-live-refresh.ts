import { useEffect } from 'react';

/** How often the list on screen asks for fresh rows (the model still keeps 3 s between fetches). */
export const LIST_REFRESH_MS = 5000;

/**
 * Calls `refresh` every few seconds while the document is visible, and at once when it becomes
 * visible again (a tab brought back to the front shows what changed meanwhile).
 */
export function useLiveRefresh(refresh: () => void): void {
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(tick, LIST_REFRESH_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh]);
}
