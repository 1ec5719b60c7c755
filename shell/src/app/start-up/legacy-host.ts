import type { RuntimeConfig } from '@cabinet/shared';

type Here = Pick<Location, 'host' | 'pathname' | 'search' | 'hash'>;

/**
 * Where a visit to an old host name of the cabinet belongs (§1 start-up): the same path, query and
 * fragment on `canonicalOrigin`; null on any other host. A session lives on one host only (its
 * cookie), so the old one must not keep serving the app.
 */
export function legacyHostTarget(here: Here, config: RuntimeConfig): string | null {
  const { legacyHosts, canonicalOrigin } = config;
  if (!legacyHosts || !canonicalOrigin) return null;
  if (!legacyHosts.some((host) => host.toLowerCase() === here.host.toLowerCase())) return null;
  if (new URL(canonicalOrigin).host.toLowerCase() === here.host.toLowerCase()) return null;
  return `${canonicalOrigin}${here.pathname}${here.search}${here.hash}`;
}
