/** Module Federation remote `people` (see remoteWebpackConfig). */
const { remoteWebpackConfig } = require('@portico/shell-sdk/build/remote-webpack');

module.exports = remoteWebpackConfig({
  dir: __dirname,
  name: 'people',
  title: { en: 'People', es: 'Personas' },
});
