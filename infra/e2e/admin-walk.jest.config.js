/**
 * `npm run a11y:admin`: the administrator's axe-core walk of every page of every remote
 * (ADR 0078), one file per remote. Kept out of `npm test` like `npm run faults`: on two cores it
 * takes longer than the rest of the browser suites together, and the CI budget is the suite's.
 * The resident's and the vendor's walks (every page they open) stay in `npm test`.
 */
const { standaloneRun } = require('../standalone-jest');

module.exports = standaloneRun({
  displayName: 'admin-walk',
  testMatch: ['<rootDir>/infra/e2e/src/**/*.walk.ts'],
  testTimeout: 900_000,
});
