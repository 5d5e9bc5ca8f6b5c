import type { Label } from '@portico/contracts';

/**
 * The runtime manifest `/remotes.json`: which remotes exist, where their entries are, which
 * path prefixes they own, their menu entries, pages (with permission slugs) and dashboard
 * widgets. Each remote's build emits its part as `dist/remote.json` from its TypeScript
 * features (`shell/sdk/build/remote-manifest.js`); the edge server adds `entry`.
 */
export interface MenuSection {
  key: string;
  label: Label;
  /** Lower first. */
  order?: number;
}

export interface RemoteMenuItem {
  label: Label;
  path: string;
  permission?: string;
  section?: MenuSection;
  /** Icon name from the UI kit's icon set. */
  icon?: string;
}

export interface RemotePage {
  /** Pattern, e.g. `/properties/view/:id`. */
  path: string;
  /** Permission slug needed to open it; the shell sends others to /not-authorized. */
  permission?: string;
  /** Opens without sign-in (public registration pages), in the layout without the menu. */
  public?: boolean;
}

export interface RemoteWidget {
  id: string;
  /**
   * `count`: the `total` of a list endpoint; `recent`: the latest records of a list endpoint
   * (newest first, `field` as their name).
   */
  kind: 'count' | 'recent';
  label: Label;
  /** API module whose list total is shown: `GET /api/v1/<module>?limit=1`. */
  module: string;
  permission?: string;
  /** Where the card links to. */
  path?: string;
  icon?: string;
  color?: string;
  /** `recent`: field shown as each record's name. */
  field?: string;
  /** `recent`: how many records (default 5). */
  limit?: number;
}

export interface RemoteManifest {
  name: string;
  version: string;
  title?: Label;
  entry: string;
  routes: string[];
  menu: RemoteMenuItem[];
  pages?: RemotePage[];
  widgets?: RemoteWidget[];
}

export interface ParsedManifest {
  remotes: RemoteManifest[];
  problems: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLabel(value: unknown): value is Label {
  return isObject(value) && typeof value.en === 'string' && typeof value.es === 'string';
}

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

const NAME = /^[a-z][a-z0-9_-]*$/;

/**
 * Validates one remote declaration (`remote.json`, with or without `entry`). Returns the
 * problems found; an empty list means the declaration is usable.
 */
export function validateRemoteDeclaration(value: unknown, requireEntry: boolean): string[] {
  if (!isObject(value)) return ['remote is not an object'];
  const problems: string[] = [];
  const name = typeof value.name === 'string' ? value.name : '(unnamed)';
  const at = (msg: string) => problems.push(`${name}: ${msg}`);
  if (typeof value.name !== 'string' || !NAME.test(value.name)) at('name must be a lower-case identifier');
  if (typeof value.version !== 'string') at('version missing');
  if (value.title !== undefined && !isLabel(value.title)) at('title must be {en, es}');
  if (requireEntry && typeof value.entry !== 'string') at('entry missing');
  if (!Array.isArray(value.routes) || !value.routes.every(isPath)) at('routes must be a list of paths');
  if (!Array.isArray(value.menu)) at('menu must be a list');
  else
    value.menu.forEach((item: unknown, i) => {
      if (!isObject(item) || !isLabel(item.label) || !isPath(item.path)) at(`menu[${i}] needs label {en, es} and path`);
      else if (
        item.section !== undefined &&
        !(isObject(item.section) && typeof item.section.key === 'string' && isLabel(item.section.label))
      )
        at(`menu[${i}].section needs key and label`);
    });
  if (value.pages !== undefined) {
    if (!Array.isArray(value.pages)) at('pages must be a list');
    else
      value.pages.forEach((page: unknown, i) => {
        if (!isObject(page) || !isPath(page.path)) at(`pages[${i}] needs a path`);
        else if (page.public !== undefined && typeof page.public !== 'boolean') at(`pages[${i}].public must be a boolean`);
      });
  }
  if (value.widgets !== undefined) {
    if (!Array.isArray(value.widgets)) at('widgets must be a list');
    else
      value.widgets.forEach((widget: unknown, i) => {
        if (
          !isObject(widget) ||
          (widget.kind !== 'count' && widget.kind !== 'recent') ||
          typeof widget.id !== 'string' ||
          !isLabel(widget.label) ||
          typeof widget.module !== 'string'
        )
          at(`widgets[${i}] needs id, kind 'count' or 'recent', label and module`);
      });
  }
  return problems;
}

/** Parses `/remotes.json`; a broken remote is left out (and reported), the others stay. */
export function parseManifest(json: unknown): ParsedManifest {
  const problems: string[] = [];
  const list = isObject(json) && Array.isArray(json.remotes) ? json.remotes : null;
  if (!list) return { remotes: [], problems: ['remotes.json has no "remotes" list'] };
  const remotes: RemoteManifest[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    const found = validateRemoteDeclaration(entry, true);
    if (found.length) {
      problems.push(...found);
      continue;
    }
    const remote = entry as unknown as RemoteManifest;
    if (seen.has(remote.name)) {
      problems.push(`${remote.name}: declared twice`);
      continue;
    }
    seen.add(remote.name);
    remotes.push(remote);
  }
  return { remotes, problems };
}

export async function fetchManifest(
  url = '/remotes.json',
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<ParsedManifest> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseManifest(await response.json());
}

/** The remote owning a path, by its route prefixes (longest prefix wins). */
export function remoteForPath(remotes: readonly RemoteManifest[], pathname: string): RemoteManifest | undefined {
  let best: { remote: RemoteManifest; length: number } | undefined;
  for (const remote of remotes) {
    for (const prefix of remote.routes) {
      const p = prefix.replace(/\/$/, '');
      if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = { remote, length: p.length };
    }
  }
  return best?.remote;
}

export function remoteTitle(remote: Pick<RemoteManifest, 'name' | 'title'>): Label {
  if (remote.title) return remote.title;
  const name = remote.name.charAt(0).toUpperCase() + remote.name.slice(1);
  return { en: name, es: name };
}
