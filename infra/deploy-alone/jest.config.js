/**
 * `npm run deploy-alone`: one domain released alone (ADR 0074). It copies the built tree, rebuilds
 * maintenance's contracts entry, service and remote in the copy and starts the product from it:
 * several minutes on a shared machine, so it runs beside `npm run faults`, not in `npm test`.
 */
const { standaloneRun } = require('../standalone-jest');

module.exports = standaloneRun({
  displayName: 'deploy-alone',
  testMatch: ['<rootDir>/infra/deploy-alone/**/*.deploy.ts'],
  testTimeout: 1_800_000,
});
