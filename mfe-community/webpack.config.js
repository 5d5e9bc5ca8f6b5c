/** Module Federation remote `community` (see remoteWebpackConfig). */
const { remoteWebpackConfig } = require('@portico/shell-sdk/build/remote-webpack');

module.exports = remoteWebpackConfig({
  dir: __dirname,
  name: 'community',
  title: { en: 'Community', es: 'Comunidad' },
  exposes: { './NotificationBell': './src/notifications/NotificationBell.tsx' },
});
