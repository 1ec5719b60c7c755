import type { MouseEvent } from 'react';

/** A primary-button click without modifier keys: the link navigates in this tab (not a new tab or window). */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
