import { PrivacyPolicyPage } from './privacy-policy-page';

export { PrivacyPolicyPage };
/** The exposed module's default export is the page the shell renders. */
export default PrivacyPolicyPage;
