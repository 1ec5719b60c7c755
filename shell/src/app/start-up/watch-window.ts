import { windowResized } from '@cabinet/shared';

/**
 * Reports the window width to the layout store and keeps --app-height equal to the visible height
 * (mobile browsers' 100vh includes the hidden toolbar), on every resize and orientation change.
 * Returns the unsubscribe function.
 */
export function watchWindow(target: Window = window): () => void {
  const update = () => {
    target.document.documentElement.style.setProperty('--app-height', `${target.innerHeight}px`);
    windowResized(target.innerWidth);
  };
  update();
  target.addEventListener('resize', update);
  target.addEventListener('orientationchange', update);
  return () => {
    target.removeEventListener('resize', update);
    target.removeEventListener('orientationchange', update);
  };
}
