/**
 * A domain remote's whole webpack config: a Module Federation remote exposing its single-spa
 * lifecycles as `./app` (plus any `exposes` it adds) and emitting `dist/remote.json` (routes,
 * menu, pages, widgets) from `src/features.ts`. Every remote is built the same way; only its
 * name, title and extra exposed modules differ.
 */
const { consoleWebpackConfig } = require('./webpack');
const { RemoteManifestPlugin } = require('./remote-manifest');

function remoteWebpackConfig({ dir, name, title, exposes = {} }) {
  return (_env, argv) =>
    consoleWebpackConfig({
      dir,
      mode: argv.mode === 'development' ? 'development' : 'production',
      name,
      host: false,
      exposes: { './app': './src/app.tsx', ...exposes },
      publicPath: 'auto',
      plugins: [new RemoteManifestPlugin({ dir, name, title })],
    });
}

module.exports = { remoteWebpackConfig };
