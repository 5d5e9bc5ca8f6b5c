import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ENTITIES } from '../index';

/**
 * A remote that imports only the kit and its own domain's entry (ADR 0074) ships no other
 * domain's definitions: its built chunks name no other domain's entity module (every
 * definition carries `domain:"<domain>",module:"<module>"`). Reads the build's output (`npm test` builds first).
 */
const KIT_ONLY_REMOTES = ['maintenance', 'community', 'billing', 'people'] as const;
const repoRoot = resolve(__dirname, '..', '..', '..', '..');

function chunks(remote: string): string {
  const dist = join(repoRoot, `mfe-${remote}`, 'dist');
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run npm run build first`);
  return readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dist, f), 'utf8'))
    .join('\n');
}

it.each(KIT_ONLY_REMOTES)('the %s remote bundles its own definitions and no other domain’s', (remote) => {
  const code = chunks(remote);
  // A definition names its domain and module together; a screen's link to another module's list
  // (people's managements table counts open `orders`) names the module alone.
  const named = (e: { domain: string; module: string }) => new RegExp(`domain:\\s*"${e.domain}",\\s*module:\\s*"${e.module}"`).test(code);
  const own = ENTITIES.filter((e) => e.domain === remote);
  expect(own.filter((e) => !named(e)).map((e) => e.module)).toEqual([]);
  expect(ENTITIES.filter((e) => e.domain !== remote && named(e)).map((e) => `${e.domain}.${e.name}`)).toEqual([]);
});

it('leaves the people service’s mails out of every console bundle (only mail senders load them)', () => {
  const consoleCode = [...KIT_ONLY_REMOTES.map((remote) => `mfe-${remote}`), 'shell/app']
    .map((folder) => join(repoRoot, folder, 'dist'))
    .flatMap((dist) =>
      readdirSync(dist)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(dist, f), 'utf8')),
    )
    .join('\n');
  // A mail-only key, and one of its texts: neither is in the console.
  expect(consoleCode).not.toContain('mail.invite.subject');
  expect(consoleCode).not.toContain('invited you to Portico');
  // The console's own server messages are (the check reads the right files).
  expect(consoleCode).toContain('validation.uuid');
});
