// The security headers of every answer of the static servers (shared/tooling/serve.mjs), computed
// once at start from the deployment's own files: the shell's config.json, remotes.json and
// index.html. README ("Deploying") says what a CDN must send instead; decision 0011 says why.
import { createHash } from 'node:crypto';

/** The origin of an absolute http(s) URL (a `{z}/{x}/{y}` template is fine), else null. */
export function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return null;
  try {
    return new URL(url.replace(/[{}]/g, '')).origin;
  } catch {
    return null;
  }
}

/** CSP hash sources of every inline <script> of an HTML page ('sha256-…'), so they, and only they, run. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of the cabinet: scripts only from its own origin, the deployed remotes
 * and the hashed inline script of index.html (no eval); calls only to them, the platform, the auth
 * proxy, the error-report bot and the IP location lookup; frames only of the support chat; framed only by the partner
 * super-app (or by nobody).
 * @param {{ config: Record<string, any>, remotes: Record<string, any>, indexHtml: string }} deployment
 */
export function contentSecurityPolicy({ config, remotes, indexHtml }) {
  // An entry is a manifest URL or a rollout of two builds ({ url, next: { url } }): both may load.
  const remoteUrls = Object.values(remotes).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : [entry?.url, entry?.next?.url],
  );
  const remoteOrigins = unique(remoteUrls.map(originOf));
  const platform = unique([originOf(config.deliveryApiUrl), originOf(config.authProxyUrl)]);
  const superApp = originOf(config.superAppOrigin);
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remoteOrigins, ...inlineScriptHashes(indexHtml)]),
    // Radix primitives add <style> elements at run time (scroll locking): styles cannot run code.
    'style-src': unique(["'self'", ...remoteOrigins, "'unsafe-inline'"]),
    // Banner images and map tiles come from the platform's hosts, which config.json does not name.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...platform, originOf(config.mapTilesUrl)]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([
      "'self'",
      ...remoteOrigins,
      ...platform,
      originOf(config.bot?.url),
      originOf(config.geoIpUrl),
    ]),
    'frame-src': unique([originOf(config.supportChat?.url)]),
    'frame-ancestors': superApp ? [superApp] : ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  if (directives['frame-src'].length === 0) directives['frame-src'] = ["'none'"];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every header the cabinet's origins send beside their content: the CSP above, no framing by
 * other sites, referrers cut to the origin across sites, geolocation for the cabinet itself only.
 * @param {{ config: Record<string, any>, remotes: Record<string, any>, indexHtml: string }} deployment
 */
export function securityHeaders(deployment) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(deployment),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
  // Browsers older than frame-ancestors know only this one, which cannot name the super-app.
  if (!originOf(deployment.config.superAppOrigin)) headers['X-Frame-Options'] = 'DENY';
  return headers;
}
