/**
 * `npm run faults`: the replicas-under-faults run (ADR 0059). Like `npm run bench` it measures
 * the product under load on this machine and prints a report; it is not part of `npm test`,
 * whose 2-core budget it would dominate and whose parallel suites would distort its figures.
 */
const { resolve } = require('node:path');
const root = require('../../jest.config.js');
const rootDir = resolve(__dirname, '..', '..');
const { testMatch: _m, displayName: _d, ...project } = root.projects[0];

module.exports = {
  rootDir,
  globalSetup: root.globalSetup,
  globalTeardown: root.globalTeardown,
  maxWorkers: 1,
  testTimeout: 600_000,
  projects: [{ ...project, rootDir, displayName: 'faults', testMatch: ['<rootDir>/infra/faults/**/*.faults.ts'] }],
};
