export { MobileMenuPage } from './mobile-menu-page';
