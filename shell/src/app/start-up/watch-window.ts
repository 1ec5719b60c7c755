import { windowResized } from '@cabinet/shared';

/**
 * Reports the window width to the layout store and keeps --app-height equal to the visible height
 * (mobile browsers' 100vh includes the hidden toolbar), on every resize and orientation change.
 * Both sizes are read before anything is written, and the property is written only when it changes
 * (index.html's inline script sets it before the first paint): a custom property set on the root
 * restyles the whole page, and a size read after it forced that restyle at once, in the start-up's
 * task (50 ms of a phone's first load at 4× CPU). Returns the unsubscribe function.
 */
export function watchWindow(target: Window = window): () => void {
  const update = () => {
    const height = `${target.innerHeight}px`;
    const width = target.innerWidth;
    const { style } = target.document.documentElement;
    if (style.getPropertyValue('--app-height') !== height) style.setProperty('--app-height', height);
    windowResized(width);
  };
  update();
  target.addEventListener('resize', update);
  target.addEventListener('orientationchange', update);
  return () => {
    target.removeEventListener('resize', update);
    target.removeEventListener('orientationchange', update);
  };
}
