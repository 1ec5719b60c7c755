/**
 * Gradual rollout of a remote (README, "Rolling out one remote"): an entry of remotes.json may name a
 * second build, `next`, shown to a stable share of users (by a hash of the user id) and to listed
 * companies; everyone else, and every visitor not signed in, gets `url`.
 */
export interface RolloutEntry {
  url: string;
  next?: { url: string; share?: number; companies?: number[] };
}

/** A remote's entry in remotes.json: its manifest URL, or a rollout of two. */
export type RemoteEntry = string | RolloutEntry;

const MANIFEST_URL = /^(https?:\/\/|\/)/;

/** Checks one entry of remotes.json; throws with the remote's name when it is malformed. */
export function parseRemoteEntry(name: string, entry: unknown): RemoteEntry {
  const fail = (why: string) => {
    throw new Error(`remotes.json: the entry of "${name}" ${why}`);
  };
  if (typeof entry === 'string')
    return MANIFEST_URL.test(entry) ? entry : fail('must be an http(s) or root-relative URL');
  const { url, next } = (entry ?? {}) as Partial<RolloutEntry>;
  if (typeof url !== 'string' || !MANIFEST_URL.test(url))
    return fail('needs a "url" (http(s) or root-relative)');
  if (next === undefined) return { url };
  if (typeof next?.url !== 'string' || !MANIFEST_URL.test(next.url))
    return fail('has a "next" without a valid "url"');
  const share = next.share ?? 0;
  if (typeof share !== 'number' || !(share >= 0 && share <= 100))
    return fail('has a "next.share" outside 0..100');
  const companies = next.companies ?? [];
  if (!Array.isArray(companies) || !companies.every((id) => Number.isInteger(id))) {
    return fail('has "next.companies" that are not company ids');
  }
  return { url, next: { url: next.url, share, companies } };
}

/**
 * A user's bucket for one remote, 0..9999: FNV-1a of "remote:userId". Stable across loads and
 * builds; salted with the remote, so two rollouts at once do not pick the same users.
 */
export function rolloutBucket(remote: string, userId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${userId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 10_000;
}

/** The person a remote is loaded for; null before sign-in. */
export interface RolloutUser {
  id: number;
  companyId: number | null;
}

/** The manifest URL of a remote for this user: `next` when the user falls in its share or company list. */
export function resolveRemoteEntry(remote: string, entry: RemoteEntry, user: RolloutUser | null): string {
  if (typeof entry === 'string') return entry;
  const { next } = entry;
  if (!next || !user) return entry.url;
  if (user.companyId !== null && next.companies?.includes(user.companyId)) return next.url;
  return rolloutBucket(remote, user.id) < (next.share ?? 0) * 100 ? next.url : entry.url;
}

/** Every manifest URL an entry may lead to (the CSP allows all of them). */
export const entryUrls = (entry: RemoteEntry): string[] =>
  typeof entry === 'string' ? [entry] : [entry.url, ...(entry.next ? [entry.next.url] : [])];
