/** Module Federation remote `maintenance` (see remoteWebpackConfig). */
const { remoteWebpackConfig } = require('@portico/shell-sdk/build/remote-webpack');

module.exports = remoteWebpackConfig({
  dir: __dirname,
  name: 'maintenance',
  title: { en: 'Maintenance', es: 'Mantenimiento' },
});
