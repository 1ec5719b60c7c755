// @ts-check
/**
 * Build identity (decision 0013): every app's mf-manifest.json records who it is — package name,
 * release version, commit and the `@cabinet/shared` version it was built against — in
 * `metaData.buildInfo`, so the shell can tell support which versions a user ran.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The short commit of the tree being built, `-dirty` when it has uncommitted changes. */
function currentCommit(dir) {
  if (process.env.CABINET_COMMIT) return process.env.CABINET_COMMIT;
  try {
    const git = (args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();
    const commit = git(['rev-parse', '--short=10', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no']) === '' ? commit : `${commit}-dirty`;
  } catch {
    return 'unknown';
  }
}

/**
 * Who a build is. `CABINET_RELEASE_VERSION` (set by the release script) overrides the package
 * version; `CABINET_COMMIT` the commit read from git.
 * @param {string} dir the app's folder
 * @param {string} sharedVersion the version of @cabinet/shared the app is built against
 */
function buildIdentity(dir, sharedVersion) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {
    buildName: String(pkg.name),
    buildVersion: process.env.CABINET_RELEASE_VERSION || String(pkg.version),
    commit: currentCommit(dir),
    sharedVersion,
  };
}

/**
 * The manifest's `additionalData` hook: writes the identity into `metaData.buildInfo` of the stats,
 * which the manifest is generated from.
 * @param {ReturnType<typeof buildIdentity>} identity
 */
function withBuildIdentity(identity) {
  /** @param {{ stats: { metaData: { buildInfo?: Record<string, unknown> } } }} options */
  return ({ stats }) => {
    stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...identity };
    return /** @type {never} */ (stats);
  };
}

module.exports = { buildIdentity, withBuildIdentity, currentCommit };
