export { MobileLayout } from './mobile-layout';
