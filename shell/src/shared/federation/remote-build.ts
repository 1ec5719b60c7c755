import { satisfy } from '@module-federation/runtime-core';

/** The parts of a remote's mf-manifest.json the shell reads before it runs the remote. */
export interface BuildManifest {
  /** Who the build is (decision 0013); builds older than that lack `commit`. */
  metaData?: { buildInfo?: { buildName?: string; buildVersion?: string; commit?: string } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

/**
 * The shared requirements of a remote's manifest that none of the provided versions (the share
 * scope: name -> version -> module) satisfies, as "name range". Production remotes bring no copy of a shared module (decision
 * 0010): a remote with an unmet one cannot run.
 */
export function unmetRequirements(
  manifest: unknown,
  provided: Record<string, Record<string, unknown> | undefined>,
): string[] {
  const unmet: string[] = [];
  for (const { name, requiredVersion: range } of (manifest as BuildManifest | null)?.shared ?? []) {
    if (typeof name !== 'string' || typeof range !== 'string') continue;
    const versions = Object.keys(provided[name] ?? {});
    if (!versions.some((version) => satisfy(version, range))) {
      unmet.push(`${name} ${range}`);
    }
  }
  return unmet;
}
