import { endpointPath, type ClientToken, type IssuedClientToken } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/**
 * The company's client tokens. Issued by §7's get-jwt-token with the cabinet session; the list and
 * the revocation are sandbox extensions (shared/src/contract/client-tokens.ts).
 */
export const issueClientToken = (label: string) =>
  platformRequest<IssuedClientToken>({ method: 'post', url: endpointPath('getJwtToken'), data: { label } });

export const fetchClientTokens = () =>
  platformRequest<{ results: ClientToken[] }>({ method: 'get', url: endpointPath('listClientTokens') }).then(
    (answer) => answer.results,
  );

/** 204 with no body. */
export const revokeClientToken = (id: number) =>
  platformRequest<unknown>({ method: 'delete', url: endpointPath('revokeClientToken', { id }) }).then(
    () => undefined,
  );
