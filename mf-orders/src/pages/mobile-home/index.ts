import { MobileHomePage } from './mobile-home-page';

export { MobileHomePage };
/** The exposed module's default export is the page the shell renders. */
export default MobileHomePage;
