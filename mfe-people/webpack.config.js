/** Module Federation remote `people`: exposes its single-spa lifecycles as `./app`. */
const { consoleWebpackConfig } = require('@portico/shell-sdk/build/webpack');

module.exports = (_env, argv) =>
  consoleWebpackConfig({
    dir: __dirname,
    mode: argv.mode === 'development' ? 'development' : 'production',
    name: 'people',
    host: false,
    exposes: { './app': './src/app.tsx' },
    publicPath: 'auto',
  });
