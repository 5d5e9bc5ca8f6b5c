/** One jest run for the whole repository: units, integration (real NATS/PostgreSQL), browser e2e. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const esmPackages = ['jose', 'oidc-provider', 'keycloak-js', 'quick-lru', 'nanoid', 'eta', 'oidc-token-hash', '@koa', 'koa'];
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@portico/contracts$': '<rootDir>/services/contracts/src',
    '^@portico/platform$': '<rootDir>/services/platform/src',
    '^@portico/platform/testing$': '<rootDir>/services/platform/src/testing',
    '^@portico/dev-idp$': '<rootDir>/infra/dev-idp/src',
    '^@portico/dev-idp/testing$': '<rootDir>/infra/dev-idp/src/testing',
  },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/services/platform/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/services/platform/src/testing/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/services/platform/src/testing/summary-reporter.js'],
};
