/** Module Federation remote `billing` (see remoteWebpackConfig). */
const { remoteWebpackConfig } = require('@portico/shell-sdk/build/remote-webpack');

module.exports = remoteWebpackConfig({
  dir: __dirname,
  name: 'billing',
  title: { en: 'Billing', es: 'Facturación' },
});
