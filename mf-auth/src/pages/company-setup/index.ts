import { CompanySetupPage } from './company-setup-page';

export { CompanySetupPage };
export type { CompanySetupPageProps } from './company-setup-page';
/** The exposed module's default export is the page the shell renders. */
export default CompanySetupPage;
