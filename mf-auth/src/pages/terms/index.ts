import { TermsPage } from './terms-page';

export { TermsPage };
/** The exposed module's default export is the page the shell renders. */
export default TermsPage;
