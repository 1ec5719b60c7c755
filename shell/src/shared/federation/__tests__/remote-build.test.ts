/**
 * @jest-environment node
 */
import { join } from 'node:path';

import { satisfy } from '@module-federation/runtime-core';

import { unmetRequirements, versionMeets } from '../remote-build';

// The writer of the metadata: the manifest hook of the webpack configuration every app is built from.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildIdentity, withBuildIdentity } = require(
  join(__dirname, '../../../../../shared/tooling/build-identity.js'),
) as {
  buildIdentity: (dir: string, sharedVersion: string) => Record<string, string>;
  withBuildIdentity: (identity: Record<string, string>) => (options: { stats: unknown }) => unknown;
};

const SHELL_DIR = join(__dirname, '../../../..');

describe('build identity in the manifest metadata', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('records name, version, commit and shared version in metaData.buildInfo, keeping what was there', () => {
    process.env.CABINET_COMMIT = 'abc1234def';
    delete process.env.CABINET_RELEASE_VERSION;
    const stats = { metaData: { name: 'shell', buildInfo: { buildVersion: '0.0.0', buildName: 'x' } } };
    const written = withBuildIdentity(buildIdentity(SHELL_DIR, '0.1.1'))({ stats }) as typeof stats;
    expect(written.metaData.name).toBe('shell');
    expect(written.metaData.buildInfo).toEqual({
      buildName: '@cabinet/shell',
      buildVersion: '0.1.0',
      commit: 'abc1234def',
      sharedVersion: '0.1.1',
    });
  });

  it('takes the release version the release script sets, and reads the commit from git otherwise', () => {
    delete process.env.CABINET_COMMIT;
    process.env.CABINET_RELEASE_VERSION = '0.1.0-rc.7';
    const identity = buildIdentity(SHELL_DIR, '0.1.1');
    expect(identity.buildVersion).toBe('0.1.0-rc.7');
    expect(identity.commit).toMatch(/^([0-9a-f]{10}(-dirty)?|unknown)$/);
  });
});

describe('the compatibility check of a remote manifest', () => {
  // The shell's share scope: name -> version -> the shared module.
  const provided = {
    '@cabinet/shared': { '0.1.1': {} },
    '@cabinet/shared/router': { '0.1.1': {} },
    react: { '19.3.1': {} },
  };
  const manifestRequiring = (requirements: Record<string, string>) => ({
    shared: Object.entries(requirements).map(([name, requiredVersion]) => ({ name, requiredVersion })),
  });

  it('runs a remote built against an older compatible version (a minor difference)', () => {
    expect(
      unmetRequirements(manifestRequiring({ '@cabinet/shared': '^0.1.0', react: '^19.3.1' }), provided),
    ).toEqual([]);
  });

  it('runs a remote built against the same version', () => {
    expect(unmetRequirements(manifestRequiring({ '@cabinet/shared/router': '^0.1.1' }), provided)).toEqual(
      [],
    );
  });

  it('refuses a remote that needs a breaking version, naming what it asked for and what is there', () => {
    expect(unmetRequirements(manifestRequiring({ '@cabinet/shared': '^0.2.0' }), provided)).toEqual([
      '@cabinet/shared ^0.2.0',
    ]);
  });

  it('refuses a remote built against additions newer than the shell provides', () => {
    expect(unmetRequirements(manifestRequiring({ '@cabinet/shared': '^0.1.2' }), provided)).toHaveLength(1);
  });

  it('refuses a remote that needs a shared module the shell does not provide at all', () => {
    expect(unmetRequirements(manifestRequiring({ '@cabinet/shared/http': '^0.1.0' }), provided)).toEqual([
      '@cabinet/shared/http ^0.1.0',
    ]);
  });

  it('refuses a remote on a major version of React the shell does not run', () => {
    expect(unmetRequirements(manifestRequiring({ react: '^20.0.0' }), provided)).toHaveLength(1);
  });

  it('finds nothing to refuse in a manifest without shared modules', () => {
    expect(unmetRequirements({}, provided)).toEqual([]);
    expect(unmetRequirements(null, provided)).toEqual([]);
  });
});

describe('a version against a range', () => {
  const cases: [string, string, boolean][] = [
    ['19.2.0', '^19.2.0', true],
    ['19.10.1', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['0.1.5', '^0.1.5', true],
    ['0.1.9', '^0.1.5', true],
    ['0.1.4', '^0.1.5', false],
    ['0.2.0', '^0.1.5', false],
    ['1.0.0', '^0.1.5', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['0.0.0', '^0.0.0', true],
    // Not a caret of a plain version: read by the federation runtime.
    ['19.2.0', '>=19.0.0 <20.0.0', true],
    ['18.3.1', '>=19.0.0 <20.0.0', false],
    ['19.2.0-rc.1', '^19.2.0', false],
    ['7.9.6', '7.x', true],
    ['0.1.5', ' ^0.1.5 ', true],
  ];

  it.each(cases)('%s in %s: %s, as semver reads it', (version, range, expected) => {
    expect(versionMeets(version, range)).toBe(expected);
    expect(satisfy(version, range)).toBe(expected);
  });
});
