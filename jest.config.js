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
const esmPackages = [
  'jose',
  'oidc-provider',
  'keycloak-js',
  'quick-lru',
  'nanoid',
  'eta',
  'oidc-token-hash',
  '@koa',
  'koa',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
];
const project = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    // ESM-only with no "require" export condition (Node loads it through require(esm)).
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    '^@portico/contracts$': '<rootDir>/services/contracts/src',
    '^@portico/contracts/kit$': '<rootDir>/services/contracts/src/kit.ts',
    '^@portico/contracts/mail-messages$': '<rootDir>/services/contracts/src/messages/mail-messages.ts',
    '^@portico/contracts/(people|community|maintenance|billing)$': '<rootDir>/services/contracts/src/domains/$1.generated.ts',
    '^@portico/platform$': '<rootDir>/services/platform/src',
    '^@portico/platform/testing$': '<rootDir>/services/platform/src/testing',
    '^@portico/dev-idp$': '<rootDir>/infra/dev-idp/src',
    '^@portico/dev-idp/testing$': '<rootDir>/infra/dev-idp/src/testing',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/**
 * The services' integration suites that start their services through the testbed run a second
 * time on the embedded database `npm start` uses (PGlite; it loads through dynamic import, hence
 * --experimental-vm-modules in `npm test`). Suites that open PostgreSQL themselves stay on it.
 */
const postgresOnly = [
  'charges/charges',
  'ledger/ledger.property',
  'reports/reports',
  'create-invoice',
  'quickbooks/quickbooks',
  'notifications/notifications',
  'parcels/parcels',
  'property-directory',
  'reservations/reservations',
  'reservations/transitions',
  'jobs',
  'mirrors',
  'scheduled/generate-orders',
  'effects/after-commit-effects',
  'import',
  'list-queries',
];

module.exports = {
  globalSetup: '<rootDir>/services/platform/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/services/platform/src/testing/global-teardown.ts',
  maxWorkers: 2,
  // A ceiling for a hung test, not a speed check: CI machines of this kind run three to five
  // times slower than an idle one, and a stack or testbed start takes most of a minute there.
  testTimeout: 180_000,
  reporters: ['default', '<rootDir>/services/platform/src/testing/summary-reporter.js'],
  projects: [
    // The administrator's accessibility walks (`*.walk.ts`, ADR 0078) run here too, and alone with `npm run a11y:admin`.
    { ...project, displayName: 'postgres', testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/infra/e2e/src/*.walk.ts'] },
    {
      ...project,
      displayName: 'embedded',
      testMatch: ['<rootDir>/services/{people,community,maintenance,billing}/src/**/*.integration.test.ts'],
      testPathIgnorePatterns: [...project.testPathIgnorePatterns, ...postgresOnly.map((name) => `/${name}\\.integration\\.test\\.ts$`)],
      setupFilesAfterEnv: ['<rootDir>/services/platform/src/testing/embedded-database.setup.ts'],
    },
  ],
};
