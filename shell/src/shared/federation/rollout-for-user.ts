import { $user } from '@cabinet/shared';

import { parseRemoteEntry, resolveRemoteEntry } from './rollout';

/**
 * The manifest URL of a rollout entry of remotes.json for the user signed in now (README, "Rolling
 * out one remote"); a malformed entry throws, and only that remote shows its fallback.
 */
export function rolloutEntryFor(remote: string, raw: unknown): string {
  const user = $user.getState();
  return resolveRemoteEntry(
    remote,
    parseRemoteEntry(remote, raw),
    user && { id: user.id, companyId: user.companyData?.id ?? null },
  );
}
