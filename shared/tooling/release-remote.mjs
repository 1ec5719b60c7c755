// One-command release of one remote (README, "Releasing one remote"; decision 0013):
//
//   node shared/tooling/release-remote.mjs mf-reports [--base-url <where releases are served>] [--share 10]
//
// builds the app with its release version (package version + commit) recorded in its manifest,
// copies the build into releases/<app>/<version>/, and prints the remotes.json entry that deploys it
// (and a gradual-rollout entry beside the version deployed now), with the size figures. Upload the
// folder as it is; source maps stay in <app>/sourcemaps/, never uploaded.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { APPS } = require('./apps.js');
const { currentCommit } = require('./build-identity.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const dir = process.argv[2];
const app = APPS.find((candidate) => candidate.dir === dir && !candidate.isHost);
if (!app) {
  const names = APPS.filter((candidate) => !candidate.isHost).map((candidate) => candidate.dir);
  console.error(
    `usage: node shared/tooling/release-remote.mjs <${names.join('|')}> [--base-url URL] [--share N]`,
  );
  process.exit(2);
}
const baseUrl = option('base-url', '<base-url>').replace(/\/$/, '');
const share = Number(option('share', '10'));

const appDir = path.join(ROOT, app.dir);
const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const commit = currentCommit(appDir);
// Semver with the commit as a pre-release tag: sortable, and it names the code exactly.
const version = `${pkg.version}-${commit}`;

const started = Date.now();
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
execFileSync(pnpm, ['build'], {
  cwd: appDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CABINET_RELEASE_VERSION: version, CABINET_COMMIT: commit },
});

const target = path.join(ROOT, 'releases', app.dir, version);
rmSync(target, { recursive: true, force: true });
cpSync(path.join(appDir, 'dist'), target, { recursive: true });

const files = readdirSync(target).filter((name) => statSync(path.join(target, name)).isFile());
const plain = files.filter((name) => !/\.(br|gz)$/.test(name));
const gzip = (name) => gzipSync(readFileSync(path.join(target, name)), { level: 9 }).length;
const scripts = plain.filter((name) => name.endsWith('.js'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = scripts.map((name) => ({ name, size: gzip(name) })).sort((a, b) => b.size - a.size)[0];
const manifest = JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'));
const sharedRange = manifest.shared?.find((entry) => entry.name === '@cabinet/shared')?.requiredVersion;

let deployedNow = null;
const deployed = path.join(ROOT, 'shell', 'dist', 'remotes.json');
if (existsSync(deployed)) {
  const entry = JSON.parse(readFileSync(deployed, 'utf8'))[app.federationName];
  deployedNow = typeof entry === 'string' ? entry : (entry?.url ?? null);
}
const url = `${baseUrl}/${app.dir}/${version}/mf-manifest.json`;

console.info(`Released ${pkg.name} ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.info(`  folder          ${path.relative(ROOT, target)}/ (upload as it is)`);
console.info(
  `  build           ${manifest.metaData.buildInfo.buildVersion} (${manifest.metaData.buildInfo.commit})`,
);
console.info(`  needs shared    @cabinet/shared ${sharedRange ?? 'none'}`);
console.info(`  remoteEntry.js  ${kb(gzip('remoteEntry.js'))} gzip (budget 10 KB)`);
console.info(
  `  all JS          ${kb(scripts.reduce((sum, name) => sum + gzip(name), 0))} gzip in ${scripts.length} files`,
);
console.info(`  largest chunk   ${kb(largest?.size ?? 0)} gzip (${largest?.name ?? '-'})`);
console.info(
  `  on disk         ${kb(files.reduce((sum, name) => sum + statSync(path.join(target, name)).size, 0))} with .br/.gz siblings`,
);
console.info('\nremotes.json, everyone at once:');
console.info(`  "${app.federationName}": ${JSON.stringify(url)}`);
console.info(`\nremotes.json, gradual rollout to ${share} % of users (README, "Rolling out one remote"):`);
console.info(
  `  "${app.federationName}": ${JSON.stringify({ url: deployedNow ?? '<the URL deployed now>', next: { url, share } })}`,
);
