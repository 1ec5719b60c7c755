import { IntegrationPage } from './integration-page';

export { IntegrationPage };
/** The exposed module's default export is the page the shell renders. */
export default IntegrationPage;
