// Where a sampled frame of a first load comes from: the original file and function of a served
// script, through the source maps the builds keep beside dist (`<app>/sourcemaps`, never served).
// Used by the profiling benchmarks (cpu-profile.mjs, long-tasks.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The app whose build serves an origin: the shell and the four remotes, by port. */
const APP_OF_PORT = {
  8080: 'shell',
  8081: 'mf-auth',
  8082: 'mf-orders',
  8083: 'mf-warehouses',
  8084: 'mf-reports',
};

const consumers = new Map();
/** The source map of a served script (a hashed main.js keeps the map of main.js), or null. */
async function sourceMapOf(url) {
  if (!consumers.has(url)) {
    let consumer = null;
    try {
      const { port, pathname } = new URL(url);
      const app = APP_OF_PORT[port];
      const file = path.basename(pathname).replace(/^main\.[0-9a-f]+\.js$/, 'main.js');
      const mapFile = app && path.join(ROOT, app, 'sourcemaps', `${file}.map`);
      if (mapFile && existsSync(mapFile)) {
        consumer = await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
      }
    } catch {
      // Not one of ours (an inline script, the page itself): named by its URL.
    }
    consumers.set(url, consumer);
  }
  return consumers.get(url);
}

const shortSource = (source) =>
  source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'npm:');

/**
 * A module's factory in a build of modules apart (BUILD_MODULES_APART) is named by the module's path
 * (`../shared/src/session/session-model.ts`): its file, the app's own or a library's. The factory's
 * first position maps to the module before it, so the name is the one to trust.
 */
const factoryFile = (functionName) =>
  /^\.\.?\//.test(functionName)
    ? shortSource(functionName.replace(/^(\.\.\/)+|^\.\//, '').replace(/^node_modules\/(?!\.pnpm)/, 'npm:'))
    : null;

/** A frame's original file, and its name as `file:line function`, where a map knows them. */
export async function frameOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return { file: functionName || '(native)', name: functionName || '(native)' };
  const factory = factoryFile(functionName);
  if (factory) return { file: factory, name: `${factory} (module)` };
  const consumer = await sourceMapOf(url);
  const position = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!position?.source) return { file: url, name: `${url} ${functionName}` };
  const file = shortSource(position.source);
  return { file, name: `${file}:${position.line} ${position.name ?? functionName}` };
}

/** A file of the cabinet's own source (not a library's, not webpack's runtime). */
export const isOwnFile = (file) =>
  /^(src|shared|shell|mf-[a-z]+)\//.test(file) && !file.startsWith('shared/tooling/');
