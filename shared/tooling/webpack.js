// @ts-check
/**
 * The one webpack configuration every app is built from. Each app's webpack.config.js only says
 * who it is (name, port, what it exposes); everything else, above all the list of singletons that
 * Module Federation shares, lives here so that no two apps can disagree about it.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

const sharedPackage = require('../package.json');
const { buildIdentity, withBuildIdentity } = require('./build-identity');
const { CleanSourceMapsPlugin } = require('./webpack-plugins/clean-source-maps-plugin');
const { CompileHintsPlugin } = require('./webpack-plugins/compile-hints-plugin');
const { compressedSiblings } = require('./webpack-plugins/compressed-siblings');
const { FirstLoadHintsPlugin } = require('./webpack-plugins/first-load-hints-plugin');
const { HashedMainPlugin } = require('./webpack-plugins/hashed-main-plugin');
const { RouteTablePlugin } = require('./webpack-plugins/route-table-plugin');
const { StableFederationEntryPlugin } = require('./webpack-plugins/stable-federation-entry-plugin');
const { startChunk } = require('./webpack-plugins/start-chunk');

/** Libraries that must exist once per page: two Reacts or two Effector stores would split state. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'effector',
  'effector-react',
  'axios',
];
// react-router and react-router-dom are singletons too, but they reach the apps inside the shared
// module '@cabinet/shared/router', where webpack can tree-shake them (decision 0003). The linter
// forbids importing them anywhere else.

/**
 * The workspace library itself, shared by entry point: the modules that hold state (the core's
 * stores, the HTTP client, the router facade, the date field's calendar). Stateless entry points
 * (`./ui`, `./phone`, `./constants`, `./contract`) are not federated: each app bundles what it uses
 * of them, tree-shaken (decision 0012); they reach the core only as '@cabinet/shared'.
 */
const SHARED_ENTRY_POINTS = [
  '@cabinet/shared',
  '@cabinet/shared/date-field',
  '@cabinet/shared/router',
  '@cabinet/shared/http',
];

/** Version ranges come from shared/package.json: one place to bump a library for every app. */
function requiredVersionOf(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const range = sharedPackage.dependencies[base];
  if (!range) throw new Error(`shared/package.json does not list ${base}`);
  return range;
}

/**
 * The `shared` section of every ModuleFederationPlugin: singletons, never eager (decision 0010).
 * With `role: 'remote'` (a production remote) the app brings no copy of its own (`import: false`):
 * its build has no fallback chunks for them and its remoteEntry.js lists no provided versions; the
 * shell provides every one (its `./provided-singletons` expose imports them all). The shell and a
 * remote's dev server (which runs alone) keep their copies.
 * @param {{ role?: 'host' | 'remote' | 'standalone' }} [options]
 */
function sharedDependencies({ role = 'standalone' } = {}) {
  const shared = {};
  const importOf = () => (role === 'remote' ? { import: /** @type {false} */ (false) } : {});
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: requiredVersionOf(name), ...importOf() };
  }
  for (const name of SHARED_ENTRY_POINTS) {
    shared[name] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
      ...importOf(),
    };
  }
  return shared;
}

/** The ESM production build of react-router, resolved from the shared package. */
function reactRouterProductionBuild() {
  const packageJson = require.resolve('react-router/package.json', { paths: [path.join(__dirname, '..')] });
  return path.join(path.dirname(packageJson), 'dist', 'production', 'index.mjs');
}

/**
 * effector-react imports the React 17 shim of useSyncExternalStore; React 19 has
 * the hook itself, so the shim (shipped twice, once per shared chunk) is replaced by React's own.
 */
function nativeSyncExternalStore() {
  const from = {
    paths: [path.dirname(require.resolve('effector-react', { paths: [path.join(__dirname, '..')] }))],
  };
  return {
    'use-sync-external-store/shim$': path.join(__dirname, 'native-sync-external-store.js'),
    'use-sync-external-store/shim/index.js$': path.join(__dirname, 'native-sync-external-store.js'),
    'use-sync-external-store/shim/with-selector$': require.resolve(
      'use-sync-external-store/with-selector',
      from,
    ),
    'use-sync-external-store/shim/with-selector.js$': require.resolve(
      'use-sync-external-store/with-selector',
      from,
    ),
  };
}

/** TypeScript and JSX of the apps' own code, transpiled by esbuild (type-checking is `tsc`'s job). */
const SCRIPT_RULE = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'esbuild-loader',
  options: { target: 'es2020', jsx: 'automatic' },
};

/**
 * swc's minifier removes the unused code inside modules that esbuild's keeps: react-router shrinks
 * from 49 KB to 14 KB gzip (measured with `npm run bench:bundle`), at ~2 s per build.
 */
function scriptMinimizer() {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 }, mangle: true },
  });
}

/**
 * Class names of CSS Modules: the app's name keeps two apps' classes apart on one page, and a
 * prerendered page (prerender-config.js) gets the very names its client build gives.
 * @param {string} name the app's federation name
 * @param {boolean} production
 */
function cssModuleNameOf(name, production) {
  return production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`;
}

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name      federation name, a JS identifier (e.g. "orders")
 * @param {number} app.port      dev-server port (production is served by shared/tooling/serve.mjs)
 * @param {Record<string, string>} [app.exposes] route-level modules a remote offers
 * @param {boolean} [app.isHost] the shell: served at /, SPA fallback, runtime-registered remotes
 */
function createAppConfig({ dir, name, port, exposes = {}, isHost = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const cssModuleName = cssModuleNameOf(name, production);
    // Production styles are extracted into .css files that load beside their chunk: no style
    // injection runtime and no CSS text inside the JavaScript of a first visit (decision 0007).
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    const identity = buildIdentity(dir, sharedPackage.version);
    const start = startChunk();
    return {
      name: 'client',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps carry the full sources: they are written beside dist (sourcemaps/) for error
      // reports, never into it, and the bundles do not name them (nothing to fetch, nothing served).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at / with deep links, so its assets need an absolute base; remotes
        // resolve their chunks next to their remoteEntry.js wherever they are deployed.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep plain names (the federation runtime cannot hash them; the shell's main.js
        // is renamed after the build, below). Every lazily loaded chunk is content-hashed, so it may
        // be cached for good.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        sourceMapFilename: '../sourcemaps/[file].map',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // react-router publishes its production build only under a path its exports map never
        // selects; without this alias every app would ship the development build.
        alias: {
          ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
          ...nativeSyncExternalStore(),
        },
      },
      module: {
        rules: [
          SCRIPT_RULE,
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    localIdentName: cssModuleName,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, 'css-loader'],
          },
        ],
      },
      optimization: {
        // For `npm run bench:profile` only: each module keeps its own factory, named by its path, so
        // a profile charges a module's start-up work to its own file (the factory's name on the
        // stack) instead of to the first file of a concatenation.
        ...(process.env.BUILD_MODULES_APART ? { concatenateModules: false, moduleIds: 'named' } : {}),
        minimizer: [scriptMinimizer(), new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
        ...(production && isHost ? { splitChunks: start.splitChunks } : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies({ role: isHost ? 'host' : production ? 'remote' : 'standalone' }),
          // A remote that fails must not decide which copy of React the page gets.
          shareStrategy: 'loaded-first',
          // Production remotes borrow the shell's federation runtime instead of shipping a copy in
          // every remoteEntry.js (decision 0007); dev servers keep theirs so a remote runs alone.
          experiments: { optimization: { target: 'web' }, externalRuntime: production && !isHost },
          // The shell checks each remote's shared ranges itself (decision 0013): its runtime skips
          // the check of every consume from the first one on.
          ...(isHost
            ? { runtimePlugins: [path.join(dir, 'src/shared/federation/checked-singletons.ts')] }
            : {}),
          dts: false,
          // Name, version, commit and shared version in metaData.buildInfo (decision 0013).
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: withBuildIdentity(identity),
          },
        }),
        // The same output from any folder (decision 0023).
        new StableFederationEntryPlugin(),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          chunks: ['main'],
          // The page's own build for error reports and "about" (decision 0013): no script needed.
          meta: { 'cabinet-build': `${identity.buildVersion} (${identity.commit})` },
          // A remote's main.js has a plain name: its URL carries the build's hash instead.
          hash: production && !isHost,
        }),
        ...(production && isHost
          ? [
              new FirstLoadHintsPlugin({
                inlineScript: path.join(dir, 'src/app/early-requests/inline.ts'),
                hintedChunks: [
                  'session-gate',
                  'geo-effects',
                  'desktop-layout',
                  'mobile-layout',
                  'support-chat',
                  'common-kk',
                ],
              }),
              new CompileHintsPlugin(),
              new HashedMainPlugin(),
              new RouteTablePlugin({ manifest: path.join(dir, 'src/app/router/route-manifest.ts') }),
              start.plugin,
            ]
          : []),
        new CopyWebpackPlugin({
          patterns: [
            {
              from: path.join(dir, 'public'),
              globOptions: { ignore: ['**/index.html'] },
              noErrorOnMissing: true,
            },
          ],
        }),
        ...(production ? [...compressedSiblings(), new CleanSourceMapsPlugin(dir)] : []),
      ],
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createAppConfig,
  cssModuleNameOf,
  nativeSyncExternalStore,
  sharedDependencies,
  scriptMinimizer,
  SCRIPT_RULE,
  SINGLETONS,
  SHARED_ENTRY_POINTS,
};
