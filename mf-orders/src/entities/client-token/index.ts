export { fetchClientTokens, issueClientToken, revokeClientToken } from './api/client-token-api';
export { formatMoment } from './lib/format';
