/** OAuth provider stand-in and the platform's JWT endpoints. */
import { z } from 'zod';

const clientId = z.string().min(1).max(64);

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    client_id: clientId,
    code: z.string().min(1).max(512),
    redirect_uri: z.string().min(1).max(2048),
    /**
     * PKCE S256 (RFC 7636), required: the authorize request must carry a code_challenge. Optional
     * here only so that its absence answers INVALID_GRANT (RFC 6749 §5.2), like a wrong verifier.
     */
    code_verifier: z
      .string()
      .min(43)
      .max(128)
      .regex(/^[A-Za-z0-9._~-]+$/, 'Только символы A-Z a-z 0-9 - . _ ~')
      .optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: clientId,
    /** Server-side clients only: a browser's refresh token travels in the HttpOnly `refresh_token` cookie. */
    refresh_token: z.string().min(1).max(512).optional(),
  }),
  z.object({
    grant_type: z.literal('authorization_track_id'),
    client_id: clientId,
    track_id: z.string().min(1).max(512),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * Answer of POST /api/v2/oauth2/tokens for every grant. The refresh token is not in it: it comes as
 * `Set-Cookie: refresh_token=…; Path=/api; HttpOnly; SameSite=Strict`, out of page scripts' reach.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until access_token expires. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const chocoLoginRequestSchema = z.object({ access_token: z.string().min(1).max(512) });
export type ChocoLoginRequest = z.infer<typeof chocoLoginRequestSchema>;

/** Answer of POST /rocket/v0/common/choco/login and /rocket/v0/common/token/refresh. */
export const platformTokensSchema = z.object({
  tokens: z.object({ access: z.string(), refresh: z.string() }),
  /** Same value as tokens.access (some clients read this variant). */
  access_token: z.string(),
  expires_in: z.number().int(),
});
export type PlatformTokens = z.infer<typeof platformTokensSchema>;

export const platformRefreshRequestSchema = z.object({ refresh: z.string().min(1).max(2048) });

/** POST /rocket/v0/common/get-jwt-token: either client credentials, or an empty body with `Authorization: JWT`. */
export const jwtTokenRequestSchema = z.object({
  client_id: z.string().min(1).max(64).optional(),
  client_secret: z.string().min(1).max(256).optional(),
});
export const jwtTokenResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.enum(['client', 'holding']),
});
export type JwtTokenResponse = z.infer<typeof jwtTokenResponseSchema>;

export const revokeDevicesResponseSchema = z.object({ revoked: z.number().int() });
