/**
 * Emits a brotli (`.br`) and a gzip (`.gz`) sibling of every text asset of a production build,
 * compressed once at build time at the highest levels, so the edge only picks the file the
 * browser accepts (ADR 0051). node:zlib only: no compression plugin dependency.
 */
const zlib = require('node:zlib');

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, the encoding headers cost more than compression saves. */
const MIN_BYTES = 512;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!TEXT.test(name)) continue;
          const buffer = compilation.getAsset(name).source.buffer();
          if (buffer.length < MIN_BYTES) continue;
          const br = zlib.brotliCompressSync(buffer, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
            },
          });
          const gz = zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
        }
      });
    });
  }
}

module.exports = { PrecompressPlugin };
