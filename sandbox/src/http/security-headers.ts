/**
 * Security headers of the sandbox's HTML pages: a Content-Security-Policy without inline scripts, no
 * framing (clickjacking) except for the support page the cabinet frames, no MIME sniffing, and a
 * referrer that never carries a page's path and query across origins.
 */
import type { FastifyReply } from 'fastify';

export interface PagePolicy {
  /** Origins that may frame the page; empty = nobody (adds X-Frame-Options: DENY). */
  frameAncestors: readonly string[];
  /** Where the page's forms may post (and redirect) besides the page's own origin; none = no forms. */
  formAction?: readonly string[];
  /** Scripts served by the sandbox itself (script-src 'self'); no inline script is ever allowed. */
  scripts?: boolean;
  /** Images of the sandbox itself. */
  images?: boolean;
}

export function contentSecurityPolicy(policy: PagePolicy): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ...(policy.scripts ? ["script-src 'self'"] : []),
    ...(policy.images ? ["img-src 'self'"] : []),
    `form-action ${policy.formAction ? ["'self'", ...policy.formAction].join(' ') : "'none'"}`,
    "base-uri 'none'",
    `frame-ancestors ${policy.frameAncestors.length > 0 ? policy.frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

export function setPageSecurityHeaders(reply: FastifyReply, policy: PagePolicy): FastifyReply {
  reply
    .header('content-security-policy', contentSecurityPolicy(policy))
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('x-content-type-options', 'nosniff');
  if (policy.frameAncestors.length === 0) reply.header('x-frame-options', 'DENY');
  return reply;
}
