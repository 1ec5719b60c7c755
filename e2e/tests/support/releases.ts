import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import type { BrowserContext, Page } from '@playwright/test';

import { REMOTE_ORIGINS, type RemoteName } from './cabinet';

/**
 * The previous release of every remote, built from an earlier commit and kept in the repository
 * (e2e/fixtures/previous-release, written by shared/tooling/previous-release.mjs; decision 0013).
 */
const FIXTURE = path.join(__dirname, '..', '..', 'fixtures', 'previous-release');
export const PREVIOUS_RELEASE = JSON.parse(readFileSync(path.join(FIXTURE, 'RELEASE.json'), 'utf8')) as {
  commit: string;
};

const DIRS: Record<RemoteName, string> = {
  auth: 'mf-auth',
  orders: 'mf-orders',
  warehouses: 'mf-warehouses',
  reports: 'mf-reports',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** Where a remote's previous release is served: a folder of its own origin, as a CDN keeps releases. */
export const previousManifest = (remote: RemoteName) => `${REMOTE_ORIGINS[remote]}/previous/mf-manifest.json`;
/** The current build, as the e2e servers serve it. */
export const currentManifest = (remote: RemoteName) => `${REMOTE_ORIGINS[remote]}/mf-manifest.json`;

/**
 * Serves the previous release of every remote under /previous/ of that remote's origin for this
 * browser context, from the fixture (brotli files decompressed on the way, as a CDN would send them).
 */
export async function servePreviousRelease(context: BrowserContext): Promise<void> {
  for (const remote of Object.keys(DIRS) as RemoteName[]) {
    const prefix = `${REMOTE_ORIGINS[remote]}/previous/`;
    await context.route(`${prefix}**`, async (route) => {
      const file = path.join(
        FIXTURE,
        DIRS[remote],
        new URL(route.request().url()).pathname.slice('/previous/'.length),
      );
      const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (existsSync(`${file}.br`)) {
        return route.fulfill({
          status: 200,
          contentType: type,
          headers,
          body: brotliDecompressSync(readFileSync(`${file}.br`)),
        });
      }
      if (existsSync(file))
        return route.fulfill({ status: 200, contentType: type, headers, body: readFileSync(file) });
      return route.fulfill({ status: 404, headers, body: 'Not found' });
    });
  }
}

/**
 * Deploys a remotes.json for this browser context only (the file on disk, and so every parallel
 * test, is left alone): what the shell reads on each load. Call again to deploy another one; the
 * next load reads it.
 */
export async function deployRemotes(
  context: BrowserContext | Page,
  remotes: Record<string, unknown>,
): Promise<void> {
  await context.unroute('**/remotes.json');
  await context.route('**/remotes.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'no-cache' },
      body: JSON.stringify(remotes),
    }),
  );
}

/** remotes.json with every remote on its previous release. */
export const allPrevious = () =>
  Object.fromEntries((Object.keys(DIRS) as RemoteName[]).map((remote) => [remote, previousManifest(remote)]));

/** remotes.json with every remote on the current build. */
export const allCurrent = () =>
  Object.fromEntries((Object.keys(DIRS) as RemoteName[]).map((remote) => [remote, currentManifest(remote)]));

interface ManifestFile {
  metaData: { buildInfo: { buildVersion: string; commit?: string } };
  shared: { name: string; requiredVersion: string }[];
}

/** The manifest of the current build of a remote, as the e2e servers serve it (its dist). */
export const currentManifestFile = (remote: RemoteName) =>
  JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', '..', DIRS[remote], 'dist', 'mf-manifest.json'), 'utf8'),
  ) as ManifestFile;

/** The manifest of the previous release of a remote, from the fixture. */
export const previousManifestFile = (remote: RemoteName) =>
  JSON.parse(
    brotliDecompressSync(readFileSync(path.join(FIXTURE, DIRS[remote], 'mf-manifest.json.br'))).toString(
      'utf8',
    ),
  ) as ManifestFile;
