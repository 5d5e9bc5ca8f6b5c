/**
 * The shell: single-spa root and Module Federation host. It declares no remotes at build
 * time; it reads /remotes.json at run time and registers them then.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { consoleWebpackConfig } = require('@portico/shell-sdk/build/webpack');

/** Copies a file from src/ into the build as is (a page's script, kept out of the bundle). */
class EmitSourceFile {
  constructor(name) {
    this.name = name;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitSourceFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitSourceFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.name, new sources.RawSource(fs.readFileSync(path.join(__dirname, 'src', this.name))));
      });
    });
  }
}

module.exports = (_env, argv) =>
  consoleWebpackConfig({
    dir: __dirname,
    mode: argv.mode === 'development' ? 'development' : 'production',
    name: 'portico_shell',
    host: true,
    entry: { main: './src/index.ts' },
    publicPath: '/',
    css: true,
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', filename: 'index.html', scriptLoading: 'defer', hash: true }),
      // keycloak-js posts the silent check-sso result from this page (same origin).
      new HtmlWebpackPlugin({
        templateContent: fs.readFileSync(path.join(__dirname, 'src/silent-check-sso.html'), 'utf8'),
        filename: 'silent-check-sso.html',
        inject: false,
        minify: false,
      }),
      new EmitSourceFile('silent-check-sso.js'),
    ],
  });
