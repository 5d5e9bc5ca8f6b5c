/**
 * Builds a remote's runtime manifest (`dist/remote.json`) from its TypeScript features, so a
 * page, its permission slug and its menu entry are declared once (`src/features.ts`).
 *
 * The features module is bundled with esbuild for Node and evaluated at build time. Routes
 * (React render functions) come along but are never called: only `menu`, `pages` and
 * `widgets`, `quickAccess` and `sections` are read. Large UI libraries stay external (Node loads them; they are SSR-safe),
 * workspace packages (`@portico/*`, TypeScript sources) are bundled.
 */
const path = require('node:path');
const fs = require('node:fs');
const Module = require('node:module');

const repoRoot = path.resolve(__dirname, '../../..');

/** npm packages Node loads itself while evaluating features (never bundled). */
const NODE_EXTERNALS = ['react', 'react-dom', 'zustand', '@tanstack/*', '@mantine/*', 'i18next', 'react-i18next', 'zod'];

/**
 * First path segments no single remote owns — the shell's own (`dashboard`, `pages`) and areas
 * the spec shares across domains (`/analytics/maintenance`, `/analytics/reservation`): a remote
 * page there claims two segments.
 */
const SHARED_SEGMENTS = new Set(['dashboard', 'pages', 'analytics']);

/** `@portico/contracts`, its kit and each domain's entry (ADR 0061, 0074), as TypeScript sources. */
const CONTRACTS_SOURCES = {
  '@portico/contracts': path.join(repoRoot, 'services/contracts/src/index.ts'),
  '@portico/contracts/kit': path.join(repoRoot, 'services/contracts/src/kit.ts'),
  ...Object.fromEntries(
    ['people', 'community', 'maintenance', 'billing'].map((d) => [
      `@portico/contracts/${d}`,
      path.join(repoRoot, `services/contracts/src/domains/${d}.generated.ts`),
    ]),
  ),
};

/**
 * Evaluates `<dir>/src/features.ts` and returns its `features` export.
 * @param {string} dir remote package directory
 * @returns {{ files: string[], features: Array<{ key: string, menu?: object[], pages?: object[], widgets?: object[], routes?: unknown[] }> }}
 */
function loadFeatures(dir, entry = 'src/features.ts') {
  const esbuild = require('esbuild');
  const entryFile = path.join(dir, entry);
  const result = esbuild.buildSync({
    entryPoints: [entryFile],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    external: NODE_EXTERNALS,
    // An exact key wins over the package's (esbuild would otherwise map `<pkg>/kit` below index.ts).
    alias: CONTRACTS_SOURCES,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const filename = path.join(dir, 'src', '__features.manifest.cjs');
  const mod = new Module(filename, module);
  mod.filename = filename;
  mod.paths = Module._nodeModulePaths(dir);
  mod._compile(code, filename);
  const features = mod.exports.features;
  if (!Array.isArray(features)) throw new Error(`${entryFile} must export "features: RemoteFeature[]"`);
  const files = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes('node_modules'))
    .map((f) => path.resolve(f));
  return { files, features };
}

/** Route prefix a page path belongs to: its first segment (two under a shared segment). */
function prefixOf(pagePath) {
  const segments = pagePath.split('/').filter(Boolean);
  const staticSegments = [];
  for (const s of segments) {
    if (s.startsWith(':')) break;
    staticSegments.push(s);
  }
  const take = SHARED_SEGMENTS.has(staticSegments[0]) ? 2 : 1;
  return `/${staticSegments.slice(0, take).join('/')}`;
}

/**
 * The manifest from the features: pages (deduplicated by path), the route prefixes they
 * imply, menu entries and widgets, in feature order.
 * @param {{ name: string, version: string, title?: { en: string, es: string } }} meta
 * @param {Array<{ key: string, menu?: object[], pages?: object[], widgets?: object[] }>} features
 */
function manifestFromFeatures(meta, features) {
  const pages = [];
  const seenPages = new Set();
  const menu = [];
  const widgets = [];
  const quickAccess = [];
  const sections = [];
  const headerItems = [];
  const routes = [];
  const keys = new Set();
  for (const feature of features) {
    if (!feature || typeof feature.key !== 'string') throw new Error(`${meta.name}: a feature has no key`);
    if (keys.has(feature.key)) throw new Error(`${meta.name}: feature "${feature.key}" declared twice`);
    keys.add(feature.key);
    for (const page of feature.pages ?? []) {
      if (seenPages.has(page.path)) throw new Error(`${meta.name}: page ${page.path} declared twice`);
      seenPages.add(page.path);
      pages.push(clean(page));
      const prefix = prefixOf(page.path);
      if (!routes.includes(prefix)) routes.push(prefix);
    }
    menu.push(...(feature.menu ?? []).map(clean));
    widgets.push(...(feature.widgets ?? []).map(clean));
    quickAccess.push(...(feature.quickAccess ?? []).map(clean));
    sections.push(...(feature.sections ?? []).map(clean));
    headerItems.push(...(feature.headerItems ?? []).map(clean));
  }
  return {
    name: meta.name,
    version: meta.version,
    ...(meta.title ? { title: meta.title } : {}),
    routes,
    menu,
    pages,
    widgets,
    ...(quickAccess.length ? { quickAccess } : {}),
    ...(sections.length ? { sections } : {}),
    ...(headerItems.length ? { headerItems } : {}),
  };
}

/** Plain JSON data (drops functions and undefined). */
function clean(value) {
  return JSON.parse(JSON.stringify(value));
}

/**
 * The whole manifest of the remote in `dir` (name from options, version from package.json).
 * @param {{ dir: string, name: string, title?: { en: string, es: string }, entry?: string }} options
 */
function buildRemoteManifest(options) {
  const pkg = JSON.parse(fs.readFileSync(path.join(options.dir, 'package.json'), 'utf8'));
  const { features, files } = loadFeatures(options.dir, options.entry);
  const manifest = manifestFromFeatures({ name: options.name, version: pkg.version, title: options.title }, features);
  return { manifest, labels: remoteLabels(options.name), files };
}

/**
 * The remote's own texts by label key (ADR 0070), as its modules declared them while the
 * features were evaluated (`defineLabels`, `registerTranslations`, kept by the SDK under a
 * registry-wide symbol). Emitted as `labels.json` beside the entry, not in remote.json, which
 * every console reads at start: only the translation page needs them, before the remote is loaded.
 * @param {string} name
 * @returns {Record<string, { en: string, es: string }>}
 */
function remoteLabels(name) {
  /** @type {Map<string, { en: string, es: string }> | undefined} */
  const catalogue = globalThis[Symbol.for('portico.labelCatalogue')];
  const prefix = `mfe-${name}.`;
  const labels = {};
  for (const [key, label] of [...(catalogue ?? new Map())].sort(([a], [b]) => a.localeCompare(b)))
    if (key.startsWith(prefix)) labels[key] = { en: label.en, es: label.es };
  return labels;
}

/** Webpack plugin: emits `remote.json` next to `remoteEntry.js`. */
class RemoteManifestPlugin {
  /** @param {{ dir: string, name: string, title?: { en: string, es: string }, entry?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const { manifest, labels, files } = buildRemoteManifest(this.options);
          for (const file of files) compilation.fileDependencies.add(file);
          compilation.emitAsset('remote.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          compilation.emitAsset('labels.json', new sources.RawSource(`${JSON.stringify(labels)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`remote.json: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

module.exports = { RemoteManifestPlugin, buildRemoteManifest, manifestFromFeatures, loadFeatures, prefixOf, remoteLabels };
