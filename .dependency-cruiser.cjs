/**
 * Architecture boundaries (docs/design.md, section 5), checked on every `npm run lint`:
 * a remote imports only the shell SDK, the UI kit and contracts; the shell imports no domain;
 * a service never imports another service; shared libraries never reach up into what uses them.
 */
const DOMAIN_SERVICES = '(people|community|maintenance|billing)';
/** Tests and test harnesses may compose parts (start a real dev provider, a real people service). */
const TESTS = '\\.test\\.tsx?$|/testing/';

/** Catalogue folders each domain owns (ADR 0061): the people service answers for `access` too. */
const DOMAIN_FOLDERS = { people: ['access', 'people'], community: ['community'], maintenance: ['maintenance'], billing: ['billing'] };

/**
 * A domain's definitions stay home (ADR 0061): another domain's service or remote may not import
 * its `@portico/contracts/<domain>` entry nor its catalogue files, and a catalogue folder reaches
 * another domain's only for types. (Names re-exported by the package root are checked by name in
 * `services/contracts/src/domains/domain-imports.test.ts`.)
 */
const domainRules = Object.entries(DOMAIN_FOLDERS).flatMap(([domain, folders]) => {
  const definitions = `^services/contracts/src/(domains/${domain}\\.generated\\.ts$|entities/catalogue/(${folders.join('|')})/)`;
  return [
    {
      name: `${domain}-definitions-stay-home`,
      comment: `Only the ${domain} service and remote (and the gateway, which registers every domain) import ${domain}'s definitions.`,
      severity: 'error',
      from: { path: `^(mfe-|services/)${DOMAIN_SERVICES}/`, pathNot: `^(mfe-|services/)${domain}/` },
      to: { path: definitions },
    },
    {
      name: `${domain}-catalogue-reaches-others-for-types-only`,
      severity: 'error',
      from: { path: `^services/contracts/src/entities/catalogue/(?!(${folders.join('|')})/)[^/]+/` },
      to: { path: definitions, dependencyTypesNot: ['type-only'] },
    },
  ];
});

/**
 * Remotes whose bundle carries only their own domain's definitions and the shared kit (ADR 0074):
 * they import `@portico/contracts/kit` and their own entry, never the package root (which holds
 * every domain's catalogue). All four remotes are: a screen spanning every domain (people's
 * permission matrix) reads the host's catalogue through the shell kit.
 */
const KIT_ONLY_REMOTES = ['maintenance', 'community', 'billing', 'people'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'kit-only-remote-skips-the-whole-catalogue',
      severity: 'error',
      from: { path: `^mfe-(${KIT_ONLY_REMOTES.join('|')})/`, pathNot: TESTS },
      to: {
        path: '^services/contracts/src/(index\\.ts$|entities/catalogue/index\\.ts$|entities/catalogue/modules\\.generated\\.ts$|auth/grants\\.ts$|entities/mirrors\\.ts$)',
      },
    },
    {
      name: 'remote-imports-only-kit',
      comment: 'A remote (mfe-*) may import its own code, the shell SDK, the UI kit and contracts: nothing else of ours.',
      severity: 'error',
      from: { path: '^mfe-([^/]+)/' },
      to: {
        path: '^(mfe-|shell/|services/|gateway/|infra/)',
        pathNot: ['^mfe-$1/', '^shell/(sdk|ui)/', '^services/contracts/'],
      },
    },
    {
      name: 'shell-imports-no-domain',
      comment: 'The shell composes remotes through the runtime manifest; it never imports one.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: `^(mfe-|gateway/|infra/|services/(platform|${DOMAIN_SERVICES.slice(1, -1)})/)` },
    },
    {
      name: 'service-imports-no-other-service',
      comment: 'Domains meet through NATS subjects and read models, never through code.',
      severity: 'error',
      from: { path: `^services/${DOMAIN_SERVICES}/`, pathNot: TESTS },
      to: { path: `^services/${DOMAIN_SERVICES}/`, pathNot: '^services/$1/' },
    },
    {
      name: 'services-import-no-gateway-or-front-end',
      severity: 'error',
      from: { path: '^services/', pathNot: TESTS },
      to: { path: '^(gateway/|shell/|mfe-|infra/)' },
    },
    {
      name: 'gateway-imports-no-domain-service',
      comment: 'The gateway knows contracts and the platform; handlers live behind NATS.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: TESTS },
      to: { path: `^(services/${DOMAIN_SERVICES}/|shell/|mfe-)` },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'Contracts are the bottom layer every part shares.',
      severity: 'error',
      from: { path: '^services/contracts/' },
      to: { path: '^(services/(?!contracts/)|gateway/|shell/|mfe-|infra/)' },
    },
    {
      name: 'platform-imports-no-domain',
      severity: 'error',
      from: { path: '^services/platform/' },
      to: { path: `^services/${DOMAIN_SERVICES}/` },
    },
    ...domainRules,
    {
      name: 'no-circular-in-kit',
      severity: 'error',
      from: { path: '^(services/(contracts|platform)|shell/(sdk|ui))/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|migrations|coverage)/|\\.data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
