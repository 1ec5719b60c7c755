import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test } from './support/test';

/*
 * Decision 0023: a build gives the same files from any folder. Module Federation names its runtime
 * entry by a hash over absolute paths (the shell's runtime plugin, the bundler runtime), and webpack
 * took the entry's module id from that name: the shell's main.js got a new content hash in every
 * checkout, and a browser downloaded it again after a deploy that changed nothing.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const fromTooling = createRequire(path.join(ROOT, 'shared', 'tooling', 'webpack.js'));
type Compiler = {
  run: (done: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void) => void;
};
const webpack = fromTooling('webpack') as (config: object) => Compiler;
const { ModuleFederationPlugin } = fromTooling('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => object;
};
const { StableFederationEntryPlugin } = fromTooling('./webpack-plugins/stable-federation-entry-plugin') as {
  StableFederationEntryPlugin: new () => object;
};
const { createAppConfig, scriptMinimizer } = fromTooling('./webpack.js') as {
  createAppConfig: (app: object) => (env: object, argv: { mode: string }) => { plugins: object[] };
  scriptMinimizer: () => object;
};

/** A federated app as every app of the cabinet is one: an async boundary, an exposed page, a runtime plugin. */
function writeApp(dir: string): void {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./bootstrap');\n");
  writeFileSync(path.join(dir, 'src', 'bootstrap.js'), "document.title = 'app';\n");
  writeFileSync(path.join(dir, 'src', 'page.js'), 'export default function page() { return 1; }\n');
  writeFileSync(
    path.join(dir, 'src', 'runtime-plugin.js'),
    "export default function plugin() { return { name: 'app-plugin' }; }\n",
  );
}

/** Builds the app in `dir` for production and returns every file it wrote, by name. */
async function build(dir: string, stable: boolean): Promise<Map<string, string>> {
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: out, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    // The apps' minifier (it also drops the path comments that scope hoisting writes).
    optimization: { minimizer: [scriptMinimizer()] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'app',
        filename: 'remoteEntry.js',
        exposes: { './page': './src/page.js' },
        runtimePlugins: [path.join(dir, 'src', 'runtime-plugin.js')],
        dts: false,
        manifest: false,
      }),
      ...(stable ? [new StableFederationEntryPlugin()] : []),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString()));
      else resolve();
    }),
  );
  return new Map(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
}

test('the same app built in two folders gives the same files, main.js and remoteEntry.js included', async () => {
  test.setTimeout(60_000);
  // Two folders at the same depth in the repository, as two checkouts are: the paths to the
  // libraries are the same relative ones, the app's own absolute paths are not.
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const base = mkdtempSync(path.join(ROOT, '.tmp', 'reproducible-build-'));
  try {
    const here = path.join(base, 'one', 'app');
    const there = path.join(base, 'two', 'app');
    for (const dir of [here, there]) writeApp(dir);

    const [stableHere, stableThere] = [await build(here, true), await build(there, true)];
    expect([...stableHere.keys()].sort()).toEqual([...stableThere.keys()].sort());
    for (const [file, text] of stableHere) expect(stableThere.get(file), file).toBe(text);
    expect(stableHere.get('main.js')).toContain('"federation-entry"');

    // The check can tell: without the plugin the same two builds differ.
    const [plainHere, plainThere] = [await build(here, false), await build(there, false)];
    expect(plainHere.get('main.js')).not.toBe(plainThere.get('main.js'));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test('every app’s production build applies it', () => {
  const config = createAppConfig({ dir: path.join(ROOT, 'mf-auth'), name: 'auth', port: 0 })(
    {},
    { mode: 'production' },
  );
  expect(config.plugins.some((plugin) => plugin instanceof StableFederationEntryPlugin)).toBe(true);
});
