/**
 * The jest config of a run kept out of `npm test` (`npm run faults`, `npm run deploy-alone`):
 * the root config's first project, one worker, its own test files and time budget.
 */
const { resolve } = require('node:path');
const root = require('../jest.config.js');
const rootDir = resolve(__dirname, '..');
const { testMatch: _m, displayName: _d, ...project } = root.projects[0];

function standaloneRun({ displayName, testMatch, testTimeout }) {
  return {
    rootDir,
    globalSetup: root.globalSetup,
    globalTeardown: root.globalTeardown,
    maxWorkers: 1,
    testTimeout,
    projects: [{ ...project, rootDir, displayName, testMatch }],
  };
}

module.exports = { standaloneRun };
