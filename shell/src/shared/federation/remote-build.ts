import { satisfy } from '@module-federation/runtime-core';

/** The parts of a remote's mf-manifest.json the shell reads before it runs the remote. */
export interface BuildManifest {
  /** Who the build is (decision 0013); builds older than that lack `commit`. */
  metaData?: { buildInfo?: { buildName?: string; buildVersion?: string; commit?: string } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

const numbersOf = (match: RegExpExecArray | null): [number, number, number] | null =>
  match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;

/**
 * Whether `version` is in `range`. The ranges the cabinet's builds write are carets of plain
 * versions (`^19.2.0`, `^0.1.5`), read here as semver does (up to the first non-zero digit the
 * version must be the same, then at least as high) in a few comparisons; the federation runtime's
 * parser, which runs every range through a dozen expressions, reads any other.
 */
export function versionMeets(version: string, range: string): boolean {
  const have = numbersOf(PLAIN_VERSION.exec(version));
  const want = numbersOf(CARET_RANGE.exec(range.trim()));
  if (!have || !want) return satisfy(version, range);
  const fixed = want[0] !== 0 ? 1 : want[1] !== 0 ? 2 : 3;
  for (let part = 0; part < 3; part += 1) {
    if (have[part] === want[part]) continue;
    return part >= fixed && (have[part] ?? 0) > (want[part] ?? 0);
  }
  return true;
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
    if (!versions.some((version) => versionMeets(version, range))) {
      unmet.push(`${name} ${range}`);
    }
  }
  return unmet;
}
