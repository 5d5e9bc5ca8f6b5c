/**
 * Shared webpack settings for the console: the shell (Module Federation host) and every
 * remote build with the same loaders and the same list of shared singletons, so a remote
 * always consumes exactly what the host provides.
 *
 * Remotes build with `import: false` for the shared libraries: they never bundle their own
 * React, Mantine, SDK or UI kit, they take the host's at run time. That keeps each remote a
 * few kilobytes, keeps its build fast, and makes "one QueryClient, one auth, one React" a
 * property of the build rather than a convention.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { EsbuildPlugin } = require('esbuild-loader');
const { PrecompressPlugin } = require('./precompress');
const { KitFromHostPlugin } = require('./kit-from-host');

const repoRoot = path.resolve(__dirname, '../../..');

/** A lazily loaded chunk of a production build (`[name].[contenthash:8].js`), not an entry file. */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js$/;

/** Packages shared as singletons between the host and the remotes. */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  // Kit libraries a remote may also import itself (ADR 0024). FullCalendar is not listed: its
  // plugins import core's internal subpaths, which a shared root would split into two copies;
  // remotes use the kit's CalendarView instead (enforced by ESLint's no-restricted-imports).
  // Nor are @mantine/charts and recharts: shared, each is bundled whole (every chart type); kept
  // to the kit's lazy chart chunk, only the three charts the kit draws are (ADR 0024).
  '@mantine/form',
  'papaparse',
  'i18next',
  'react-i18next',
  '@portico/shell-sdk',
  '@portico/shell-ui',
  // The contracts' kit (schemas, messages, zod): a remote bundles only its own domain's
  // definitions and takes the kit they are built on from the host (KitFromHostPlugin, ADR 0074).
  '@portico/contracts/kit',
];

/** The kit's source, which the host provides under its package name. */
const CONTRACTS_SOURCE = path.join(repoRoot, 'services/contracts/src');
const KIT_SOURCE = path.join(CONTRACTS_SOURCE, 'kit.ts');

/**
 * Packages the host shares in part (ADR 0051): the whole package under a name only its
 * used-parts module imports, and that module, which the host provides under the package's name.
 */
const SHARED_IN_PART = {
  '@mantine/core': { full: 'mantine-core-full', used: 'mantine-core-used.mjs' },
  '@mantine/hooks': { full: 'mantine-hooks-full', used: 'mantine-hooks-used.mjs' },
};
const packageVersion = (name) =>
  JSON.parse(require('node:fs').readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

/** @param {{ host: boolean }} options */
function sharedConfig({ host }) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const usedParts =
      host && SHARED_IN_PART[name]
        ? { import: path.join(__dirname, SHARED_IN_PART[name].used), version: packageVersion(name) }
        : // By its file: the host's own code imports the package root, which holds the kit.
          host && name === '@portico/contracts/kit'
          ? { import: KIT_SOURCE, version: '0.0.0' }
          : {};
    shared[name] = {
      singleton: true,
      // Workspace packages and caret ranges: the host's copy wins, never a second instance.
      requiredVersion: false,
      strictVersion: false,
      // Keep every export of a shared package, including `export *` from another shared
      // package (@tanstack/react-query re-exports @tanstack/query-core).
      treeShaking: false,
      ...(host ? usedParts : { import: false }),
    };
  }
  return shared;
}

/**
 * @param {{
 *   dir: string,
 *   mode: 'production' | 'development',
 *   name: string,
 *   host: boolean,
 *   exposes?: Record<string, string>,
 *   entry?: import('webpack').Configuration['entry'],
 *   publicPath: string,
 *   plugins?: import('webpack').WebpackPluginInstance[],
 *   css?: boolean,
 * }} options
 * @returns {import('webpack').Configuration}
 */
function consoleWebpackConfig(options) {
  const production = options.mode !== 'development';
  /** @type {import('webpack').RuleSetRule[]} */
  const rules = [
    {
      test: /\.[cm]?tsx?$/,
      loader: 'esbuild-loader',
      options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
    },
  ];
  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [];
  if (options.css) {
    const MiniCssExtractPlugin = require('mini-css-extract-plugin');
    rules.push({ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] });
    plugins.push(new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }));
  }
  plugins.push(
    new ModuleFederationPlugin({
      name: options.name,
      ...(options.host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
      shared: sharedConfig({ host: options.host }),
      // The host provides every shared package; 'version-first' (the default) would fetch every
      // remote's entry on the first page to compare versions it never uses (ADR 0051).
      shareStrategy: 'loaded-first',
      // One federation runtime for the page: the host provides it, a remote's entry uses it
      // rather than carrying its own copy (about 20 KB compressed per remote entry, ADR 0051).
      experiments: options.host ? { provideExternalRuntime: true } : { externalRuntime: true },
      dts: false,
      manifest: false,
    }),
    ...(options.host ? [] : [new KitFromHostPlugin({ contractsSource: CONTRACTS_SOURCE })]),
    ...(options.plugins ?? []),
  );
  // Last, so it also compresses what the plugins above emit (index.html, remote.json).
  if (production) plugins.push(new PrecompressPlugin());

  return {
    mode: options.mode,
    context: options.dir,
    entry: options.entry ?? {},
    target: ['web', 'es2020'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath,
      // Entry chunks keep a stable name: the federation runtime module cannot resolve hashes
      // of the chunk it is generated into. The HTML adds `?<hash>` for cache busting.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `portico_${options.name}`,
      // Spec, part 9: script chunk time-out is 120 s.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        ...Object.fromEntries(
          Object.entries(SHARED_IN_PART).map(([name, { full }]) => [
            `${full}$`,
            path.join(repoRoot, 'node_modules', name, 'esm/index.mjs'),
          ]),
        ),
        // The contracts package is CommonJS in dist; its TypeScript source imports only zod
        // and bundles (and tree-shakes) better as ESM.
        '@portico/contracts$': path.join(repoRoot, 'services/contracts/src/index.ts'),
        // The federation runtime the host provides to the remotes' entries is the ES module the
        // host's own runtime already runs; its plugin's require() would add a CommonJS second copy.
        '@module-federation/runtime-tools/runtime-core$': path.join(
          repoRoot,
          'node_modules/@module-federation/runtime-tools/dist/runtime-core.js',
        ),
        // The shared kit without any domain's definitions (ADR 0074).
        '@portico/contracts/kit$': path.join(repoRoot, 'services/contracts/src/kit.ts'),
        // A domain's own definitions only (ADR 0061).
        ...Object.fromEntries(
          ['people', 'community', 'maintenance', 'billing'].map((d) => [
            `@portico/contracts/${d}$`,
            path.join(repoRoot, `services/contracts/src/domains/${d}.generated.ts`),
          ]),
        ),
      },
    },
    module: { rules },
    plugins,
    optimization: {
      // esbuild lowers what es2020 lacks (class private fields: keycloak-js, TanStack Query) with
      // helpers it declares at the top of the file. A chunk is a classic script, so a top-level
      // helper is a global: two chunks declaring the same short name for different helpers broke
      // keycloak-js once a later chunk loaded ("Cannot add the same private member more than
      // once", ADR 0068). Chunks are therefore wrapped in an IIFE, so their helpers stay theirs.
      // Entry files keep their top level (`format: undefined`): a remote's container is a global
      // `var`; webpack wraps the rest of them itself. shell/sdk/src/chunk-scope.test.ts checks the build.
      minimizer: [
        new EsbuildPlugin({ target: 'es2020', css: true, format: 'iife', include: HASHED_CHUNK }),
        new EsbuildPlugin({ target: 'es2020', css: true, format: undefined, exclude: HASHED_CHUNK }),
      ],
    },
    // No persistent cache: with it, a cached rebuild drops the star re-exports of shared
    // packages (QueryClient vanished from @tanstack/react-query). Builds take a few seconds.
    cache: production ? false : { type: 'memory' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { consoleWebpackConfig, sharedConfig, SHARED_SINGLETONS, repoRoot };
