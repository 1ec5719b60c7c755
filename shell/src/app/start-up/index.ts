export { startApp } from './start-app';
export { StartupFailed } from './startup-failed';
export { watchWindow } from './watch-window';
export { detectSuperApp } from './detect-super-app';
export { dropPrerenderedPageFx } from './prerendered-page';
