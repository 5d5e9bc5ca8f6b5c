/**
 * Module Federation remote `community`: exposes its single-spa lifecycles as `./app` and emits
 * `dist/remote.json` (routes, menu, pages, widgets) from `src/features.ts`.
 */
const { consoleWebpackConfig } = require('@portico/shell-sdk/build/webpack');
const { RemoteManifestPlugin } = require('@portico/shell-sdk/build/remote-manifest');

const remote = { name: 'community', title: { en: 'Community', es: 'Comunidad' } };

module.exports = (_env, argv) =>
  consoleWebpackConfig({
    dir: __dirname,
    mode: argv.mode === 'development' ? 'development' : 'production',
    name: remote.name,
    host: false,
    exposes: { './app': './src/app.tsx', './NotificationBell': './src/notifications/NotificationBell.tsx' },
    publicPath: 'auto',
    plugins: [new RemoteManifestPlugin({ dir: __dirname, ...remote })],
  });
