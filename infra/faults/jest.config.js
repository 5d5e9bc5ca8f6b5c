/**
 * `npm run faults`: the replicas-under-faults run (ADR 0059). Like `npm run bench` it measures
 * the product under load on this machine and prints a report; it is not part of `npm test`,
 * whose 2-core budget it would dominate and whose parallel suites would distort its figures.
 */
const { standaloneRun } = require('../standalone-jest');

module.exports = standaloneRun({
  displayName: 'faults',
  testMatch: ['<rootDir>/infra/faults/**/*.faults.ts'],
  testTimeout: 600_000,
});
