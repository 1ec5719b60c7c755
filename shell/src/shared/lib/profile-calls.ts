/**
 * The two platform calls a signed-in start-up makes before any page can show (§7 users/me and the
 * company). Named once: the inline script of index.html starts them, the session gate takes them.
 */
export const PROFILE_CALLS = {
  me: '/rocket/users/me',
  company: '/rocket/v0/business/company',
} as const;

/** A platform path under the configured base URL, joined as the platform client joins them. */
export function platformUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
