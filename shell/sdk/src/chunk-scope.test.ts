import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The console's chunks are classic scripts sharing one page: a name one declares at its top
 * level is a global every other chunk sees. esbuild's minifier once put its syntax-lowering
 * helpers there, and a chunk loaded later redefined them for keycloak-js (ADR 0068). Each built
 * chunk, run on its own, must add nothing to the page but webpack's chunk list.
 */
const repoRoot = join(__dirname, '../../..'); // shell/sdk/src → the repository
const builds = ['shell/app', 'mfe-people', 'mfe-community', 'mfe-maintenance', 'mfe-billing'].map((dir) => join(repoRoot, dir, 'dist'));
const chunks = builds.flatMap((dist) =>
  existsSync(dist)
    ? readdirSync(dist)
        .filter((f) => /\.[0-9a-f]{8}\.js$/.test(f))
        .map((f) => [`${dist.slice(repoRoot.length + 1)}/${f}`, join(dist, f)] as const)
    : [],
);

it('finds the built console (npm test builds first)', () => {
  expect(chunks.length).toBeGreaterThan(10);
});

it.each(chunks)('%s declares no globals of its own', (_name, file) => {
  const page: Record<string, unknown> = {};
  page.globalThis = page;
  runInNewContext(readFileSync(file, 'utf8'), page);
  const added = Object.keys(page).filter((key) => key !== 'globalThis' && !key.startsWith('webpackChunk'));
  expect(added).toEqual([]);
});
