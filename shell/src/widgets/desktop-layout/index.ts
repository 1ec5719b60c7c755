export { DesktopLayout } from './desktop-layout';
