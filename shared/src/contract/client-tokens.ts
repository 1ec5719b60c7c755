/**
 * Sandbox extension beyond §7: the company's client tokens for its own integration. §7 names only
 * `POST /common/get-jwt-token`; the platform keeps no list of what it issued, so the sandbox adds a
 * label to that call, remembers each token it issues with the cabinet session (never the token
 * itself, only its last characters), lists them and revokes one.
 */
import { z } from 'zod';
// common first: it configures zod for the browser before any schema is built (see common.ts).
import { listSchema } from './common';
import { jwtTokenRequestSchema, jwtTokenResponseSchema } from './auth';

/** The longest label of a client token, in characters. */
export const CLIENT_TOKEN_LABEL_MAX = 100;

/**
 * POST /rocket/v0/common/get-jwt-token: client credentials as before, or, with the cabinet session
 * (`Authorization: JWT`), an optional label for the company's new client token.
 */
export const issueClientTokenRequestSchema = jwtTokenRequestSchema.extend({
  label: z.string().trim().max(CLIENT_TOKEN_LABEL_MAX).optional(),
});
export type IssueClientTokenRequest = z.infer<typeof issueClientTokenRequestSchema>;

/** A client token as the list shows it: never the token, only how it ends. */
export const clientTokenSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The last characters of the token, to tell tokens apart ("…x7Kq"). */
  token_hint: z.string(),
  /** Who issued it: the employee's name. */
  created_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The last call made with it (to the minute), or null when it was never used. */
  last_used_at: z.string().nullable(),
});
export type ClientToken = z.infer<typeof clientTokenSchema>;

/** GET /rocket/v0/common/client-tokens */
export const clientTokenListSchema = listSchema(clientTokenSchema);

/**
 * The answer of get-jwt-token. With the cabinet session it is also the new token's list entry
 * (`client_token`): the token itself is in this one answer only and is never shown again.
 */
export const issuedClientTokenSchema = jwtTokenResponseSchema.extend({
  client_token: clientTokenSchema.optional(),
});
export type IssuedClientToken = z.infer<typeof issuedClientTokenSchema>;
