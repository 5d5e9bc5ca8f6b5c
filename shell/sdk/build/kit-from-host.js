/**
 * A remote takes the contracts kit from the host (ADR 0074, amended): the host shares
 * `@portico/contracts/kit` like React, and a remote's build sends every import of a kit file
 * made by its own domain's definitions (`../../define`, `../../actions`, and `zod`) to that
 * shared module. Without it each remote bundled a second kit — schemas, messages in both
 * languages, zod — about 70 KB compressed on a maintenance page, and a second zod configured
 * apart from the host's.
 *
 * Only files the kit re-exports whole (`export * from`, followed through) are redirected: every
 * name such a file exports is a name of the kit. Anything else a definition imports is bundled
 * as before.
 */
const fs = require('node:fs');
const path = require('node:path');

const KIT_SPECIFIER = '@portico/contracts/kit';

/** The TypeScript file a relative specifier names, or undefined. */
function resolveSource(fromDir, specifier) {
  const base = path.resolve(fromDir, specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
}

/**
 * The kit file and every file it re-exports whole, through `export * from` chains, and the
 * files it imports for their effect alone (`import './zod-setup'`): importing the kit runs them.
 */
function kitSurface(kitFile) {
  const files = new Set();
  const visit = (file) => {
    if (!file || files.has(file)) return;
    files.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/^(?:export \* from|import) '(\.[^']+)';/gm))
      visit(resolveSource(path.dirname(file), m[1]));
  };
  visit(kitFile);
  return files;
}

/** What a definition's `import { z } from 'zod'` becomes: the kit's `definitionZod`. */
const ZOD_FROM_KIT = path.join(__dirname, 'zod-from-kit.mjs');

class KitFromHostPlugin {
  /** @param {{ contractsSource: string }} options the contracts package's `src` folder */
  constructor({ contractsSource }) {
    this.contractsSource = contractsSource;
    this.kitFile = path.join(contractsSource, 'kit.ts');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const surface = kitSurface(this.kitFile);
    const inside = this.contractsSource + path.sep;
    compiler.hooks.normalModuleFactory.tap('KitFromHostPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('KitFromHostPlugin', (data) => {
        const issuer = data.contextInfo?.issuer;
        if (!issuer?.startsWith(inside) || surface.has(issuer)) return;
        if (data.request === 'zod') {
          data.request = ZOD_FROM_KIT;
        } else if (data.request.startsWith('.') && surface.has(resolveSource(data.context, data.request))) {
          data.request = KIT_SPECIFIER;
        }
      });
    });
  }
}

module.exports = { KitFromHostPlugin, kitSurface, KIT_SPECIFIER };
