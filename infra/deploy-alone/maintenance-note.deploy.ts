import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, SEED_PROPERTIES } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { startStackForTest, type RunningStack } from '../console-testing/stack-harness';
import { builtFiles, changedFiles, compileContractsEntry, copyBuiltTree, edit, repoRoot, sh, write } from './release-tree';

/**
 * A domain deploys alone (issue 17, ADR 0061 and 0073). The product is built; a copy of the
 * built tree stands for what is deployed. Maintenance's team adds a `maintenanceNote` entity —
 * its declaration in maintenance's contracts entry, a feature folder in the service with its
 * migration, a page in the remote — and rebuilds only maintenance's contracts entry, service
 * and remote. The product then starts from the copy with every other part's built output as it
 * was, and the unrebuilt gateway and people service serve and know the new entity.
 */
let root: string;
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const ENTITY = `import { defineEntity } from '../../define';
import { statusField } from '../../field-builders';

/** A note the maintenance team keeps on a property (where the boiler key hangs). */
export const maintenanceNote = defineEntity({
  name: 'maintenanceNote',
  domain: 'maintenance',
  module: 'maintenance-notes',
  grants: { parent: ['list', 'read', 'create', 'update'], 'property-manager': ['list', 'read', 'create', 'update'] },
  table: 'maintenance_notes',
  title: { en: 'Maintenance Note', es: 'Nota de mantenimiento' },
  titlePlural: { en: 'Maintenance Notes', es: 'Notas de mantenimiento' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'subject',
  defaultSort: { field: 'subject', direction: 'asc' },
  fields: {
    subject: { kind: 'text', label: { en: 'Subject', es: 'Asunto' }, required: true, max: 160, list: true, sortable: true, searchable: true },
    body: { kind: 'longText', label: { en: 'Note', es: 'Nota' }, max: 2000 },
    state: statusField([
      { value: 'open', label: { en: 'Open', es: 'Abierta' } },
      { value: 'pinned', label: { en: 'Pinned', es: 'Fijada' } },
    ]),
  },
});
`;

/** A declared action of the new entity: its event subject is one no other part was built with (ADR 0087). */
const ACTION = `import { defineAction } from '../../actions';
import { maintenanceNote } from './maintenance-note';

export const maintenanceNotePin = defineAction(maintenanceNote, {
  name: 'pin',
  event: 'pinned',
  label: { en: 'Pin', es: 'Fijar' },
  grants: { parent: true, 'property-manager': true },
  from: ['open'],
  to: 'pinned',
  tone: 'primary',
});
`;

/** The maintenance release: contracts entry, service feature and migration, remote page. */
async function releaseMaintenanceNote(): Promise<void> {
  write(root, 'services/contracts/src/entities/catalogue/maintenance/maintenance-note.ts', ENTITY);
  write(root, 'services/contracts/src/entities/catalogue/maintenance/maintenance-note-pin.ts', ACTION);
  // Rewrites the entry (and the whole-catalogue list in source, which nothing rebuilds here).
  await sh(root, process.execPath, ['services/contracts/scripts/catalogue-index.mjs']);
  await compileContractsEntry(root, 'maintenance');

  write(
    root,
    'services/maintenance/src/notes/notes.schema.ts',
    `import { maintenanceNote } from '@portico/contracts/maintenance';
import { tableFor } from '@portico/platform';

export const maintenanceNotes = tableFor(maintenanceNote);
`,
  );
  write(
    root,
    'services/maintenance/src/notes/notes.resources.ts',
    `import { maintenanceNote } from '@portico/contracts/maintenance';
import type { ResourceRegistration } from '@portico/platform';
import { maintenanceNotes } from './notes.schema';

// A note starts open; pinning it is the declared action's transition, with no handler of its own.
export const noteResources: ResourceRegistration[] = [
  { def: maintenanceNote, table: maintenanceNotes, hooks: { async beforeCreate({ values }) { values.state = 'open'; } }, actions: {} },
];
`,
  );
  edit(root, 'services/maintenance/src/schema.ts', (s) => `${s}export * from './notes/notes.schema';\n`);
  edit(root, 'services/maintenance/src/maintenance.service.ts', (s) =>
    s
      .replace(
        `import { threadResources } from './threads/threads.resources';`,
        (m) => `${m}\nimport { noteResources } from './notes/notes.resources';`,
      )
      .replace('      ...threadResources(notices),', (m) => `${m}\n      ...noteResources,`),
  );
  edit(root, 'services/maintenance/package.json', (s) => s.replace('"version": "0.1.0"', '"version": "0.2.0"'));
  // The migration, generated as the team would (`npm run db:generate -w services/maintenance`).
  await sh(join(root, 'services/maintenance'), 'npm', ['run', 'db:generate']);
  await sh(root, join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', 'services/maintenance/tsconfig.json']);

  edit(root, 'mfe-maintenance/src/features.ts', (s) =>
    s
      .replace(
        `import { type RemoteFeature,`,
        `import { maintenanceNote } from '@portico/contracts/maintenance';\nimport { type RemoteFeature,`,
      )
      .replace(
        '      resourceFeature(threadMessage),',
        (m) => `${m}\n      resourceFeature(maintenanceNote, menu(MAINTENANCE_SECTION, 'file')),`,
      ),
  );
  await sh(join(root, 'mfe-maintenance'), 'npm', ['run', 'build']);
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack!.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

it('starts the product with only maintenance rebuilt, and its new entity is served with its slugs', async () => {
  root = mkdtempSync(join(tmpdir(), 'portico-deploy-alone-'));
  copyBuiltTree(root);
  const before = builtFiles(root);

  await releaseMaintenanceNote();

  // Only maintenance's parts were rebuilt: of the contracts, its entry and the new declarations.
  // What runs is compared: compiling maintenance's entry alone re-emits the type declarations of
  // the kit files an action reaches, naming the same types by another import path.
  const changed = changedFiles(before, builtFiles(root));
  const foreign = changed.filter(
    (p) =>
      !p.endsWith('.d.ts') &&
      !p.startsWith('services/maintenance/dist/') &&
      !p.startsWith('mfe-maintenance/dist/') &&
      !/^services\/contracts\/dist\/(domains\/maintenance\.generated|entities\/catalogue\/maintenance\/maintenance-note(-pin)?)\./.test(p),
  );
  expect(foreign).toEqual([]);
  expect(changed).toEqual(expect.arrayContaining(['services/contracts/dist/entities/catalogue/maintenance/maintenance-note.js']));
  // The package root and the whole-catalogue list are the ones the other parts were built with.
  expect(readFileSync(join(root, 'services/contracts/dist/entities/catalogue/modules.generated.js'), 'utf8')).not.toContain(
    'maintenance-note',
  );

  stack = await startStackForTest({ LOG_LEVEL: 'info' }, { root, startTimeoutMs: 300_000 });
  const admin = (await signIn(`${stack.url}/oidc`, 'admin@portico.test', DEMO_PASSWORD, { origin: stack.url })).accessToken;
  const manager = (await signIn(`${stack.url}/oidc`, 'manager@portico.test', DEMO_PASSWORD, { origin: stack.url })).accessToken;
  const staff = (await signIn(`${stack.url}/oidc`, 'staff@portico.test', DEMO_PASSWORD, { origin: stack.url })).accessToken;

  // The people service learnt the release's slugs from its manifest, at version 0.2.0.
  const permissions = await api(admin, 'GET', '/permissions?moduleKey=maintenance-notes&limit=50');
  expect((permissions.body.items as { slug: string }[]).map((p) => p.slug).sort()).toEqual(
    ['create', 'import', 'list', 'pin', 'read', 'update'].map((a) => `maintenance-notes-${a}`),
  );
  expect(stack.output.some((l) => l.includes('permission catalogue learnt a release') && l.includes('"version":"0.2.0"'))).toBe(true);
  const modules = await api(admin, 'GET', '/modules?limit=200');
  expect((modules.body.items as { key: string; name: string }[]).find((m) => m.key === 'maintenance-notes')).toMatchObject({
    name: 'Maintenance Notes',
  });

  // The gateway, built without it, serves it from the manifest: an authenticated create and list.
  const created = await api(manager, 'POST', '/maintenance-notes', {
    propertyId: SEED_PROPERTIES.harborView,
    subject: 'Boiler room key moved',
    body: 'Now in the lobby key box.',
  });
  expect(created).toMatchObject({ status: 201, body: { subject: 'Boiler room key moved' } });
  const listed = await api(admin, 'GET', '/maintenance-notes');
  expect(listed).toMatchObject({ status: 200, body: { total: 1, items: [{ subject: 'Boiler room key moved' }] } });
  expect((await api(manager, 'GET', `/maintenance-notes/${created.body.id as string}`)).status).toBe(200);
  // Its declared action, through the unrebuilt gateway: the transition, then its event under
  // `maintenance.event.` (ADR 0087) in the record's history and relayed to the stream, which binds
  // it by wildcard — the launcher's NATS permissions and the stream were never told of it.
  const pinned = await api(manager, 'POST', `/maintenance-notes/${created.body.id as string}/pin`, {});
  expect(pinned).toMatchObject({ status: 200, body: { state: 'pinned' } });
  const history = await api(manager, 'GET', `/maintenance-notes/${created.body.id as string}/history`);
  expect((history.body.items as { kind: string }[]).map((h) => h.kind)).toEqual(expect.arrayContaining(['pinned']));
  await new Promise((r) => setTimeout(r, 2000));
  expect(stack.output.filter((l) => l.includes('outbox relay failed'))).toEqual([]);
  // Staff received no default grant of it.
  expect(await api(staff, 'GET', '/maintenance-notes')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  // What the gateway was built with still answers.
  expect((await api(manager, 'GET', '/orders')).status).toBe(200);

  // The rebuilt remote declares the page; the shell, not rebuilt, lists it in the runtime manifest.
  const remotes = (await (await fetch(`${stack.url}/remotes.json`)).json()) as { remotes: { name: string; routes?: unknown }[] };
  expect(JSON.stringify(remotes.remotes.find((r) => r.name === 'maintenance'))).toContain('maintenance-notes');
});
