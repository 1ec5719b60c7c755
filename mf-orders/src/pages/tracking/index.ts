import { TrackingPage } from './tracking-page';

export { TrackingPage };
/** The exposed module's default export is the page the shell renders. */
export default TrackingPage;
