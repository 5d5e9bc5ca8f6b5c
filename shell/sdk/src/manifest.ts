import type { Label } from '@portico/contracts';

/**
 * The runtime manifest `/remotes.json`: which remotes exist, where their entries are, which
 * path prefixes they own, their menu entries, pages (with permission slugs), dashboard
 * widgets, quick-access links and sections they add to other entities' views. Each remote's build emits its part as `dist/remote.json` from its TypeScript
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
  /**
   * The page's title as the kit words it, for a generic screen: the shell shows it in its header
   * as soon as the route is known, before the remote has loaded (the remote then declares the
   * same title with its breadcrumbs).
   */
  title?: PageTitle;
}

/** A label with its catalogue key, so an administrator's override of it applies (ADR 0070). */
export interface KeyedLabel extends Label {
  key?: string;
}

/** `ui:<template>` of the kit's translations with the entity's names (`titleList`: "Unit List"). */
export interface PageTitle {
  template: 'titleList';
  entity: KeyedLabel;
  entities: KeyedLabel;
}

export interface RemoteWidget {
  id: string;
  /**
   * `count`: the `total` of a list endpoint; `recent`: the latest records of a list endpoint
   * (newest first, `field` as their name); `activity`: series of the dashboard's chart of the
   * month, from a route answering counts per day (`DailyActivity`) for `?from&to`.
   */
  kind: 'count' | 'recent' | 'activity';
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
  /** Exact-match list filters of the count or the records (`{ state: 'pending' }`: pending reservations only). */
  filters?: Record<string, string>;
  /** `activity`: the API path (under /api/v1) answering each day of `?from&to` with a count per series. */
  route?: string;
  /** `activity`: which counts of each day to draw, each with its legend label. */
  series?: { name: string; label: Label; color?: string }[];
}

/** A quick-access bookmark (the icons in the top bar) a remote offers for one of its pages. */
export interface RemoteQuickAccess {
  /** Unique across remotes (`user`, `maintenance`). */
  key: string;
  label: Label;
  /** One of the remote's pages (a query string may follow). */
  path: string;
  /** Icon name from the UI kit's icon set. */
  icon: string;
  /** The page's permission slug: shown only to those who may open it. */
  permission?: string;
  /** Pinned only for these roles (spec, part 6); for everyone when absent. */
  roles?: string[];
  /** Lower first (the spec's order: Notification, Calendar, Maintenance, User, Bill, Parcel). */
  order?: number;
}

/**
 * A section a remote adds to another entity's view screen (maintenance's work orders on the
 * unit view). Either declarative (`related`: the kit renders a RelatedList of `related.entity`
 * filtered by `related.field` = the viewed record's id, no code of the remote's own) or a
 * federated module of the contributing remote (`exposes`, default export a component taking
 * `{ record }`). Each section loads lazily behind its own error boundary.
 */
export interface RemoteSection {
  /** Unique across remotes. */
  id: string;
  /** Entity name whose view shows it (`unit`, `property`). */
  entity: string;
  label: Label;
  /** Needed to see the section (for `related`: the related entity's list slug). */
  permission?: string;
  related?: { entity: string; field: string; columns?: string[]; limit?: number };
  /** A module the remote exposes through Module Federation, e.g. `./UnitWorkOrders`. */
  exposes?: string;
  /** Lower first, after the domain's own sections. */
  order?: number;
}

/**
 * A control a remote adds to the console's header (the notifications bell): a module it exposes
 * through Module Federation (default export a component without props), loaded lazily by the
 * shell behind its own error boundary, so the shell never imports a domain.
 */
export interface RemoteHeaderItem {
  /** Unique across remotes. */
  id: string;
  label: Label;
  /** e.g. `./NotificationBell`. */
  exposes: string;
  /** Shown only to holders of this slug. */
  permission?: string;
  /** Lower first. */
  order?: number;
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
  quickAccess?: RemoteQuickAccess[];
  sections?: RemoteSection[];
  headerItems?: RemoteHeaderItem[];
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

function isPageTitle(value: unknown): value is PageTitle {
  const keyed = (label: unknown) =>
    isLabel(label) && ((label as KeyedLabel).key === undefined || typeof (label as KeyedLabel).key === 'string');
  return isObject(value) && value.template === 'titleList' && keyed(value.entity) && keyed(value.entities);
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
        else if (page.title !== undefined && !isPageTitle(page.title))
          at(`pages[${i}].title needs template 'titleList', entity and entities`);
      });
  }
  if (value.widgets !== undefined) {
    if (!Array.isArray(value.widgets)) at('widgets must be a list');
    else
      value.widgets.forEach((widget: unknown, i) => {
        if (
          !isObject(widget) ||
          (widget.kind !== 'count' && widget.kind !== 'recent' && widget.kind !== 'activity') ||
          typeof widget.id !== 'string' ||
          !isLabel(widget.label) ||
          typeof widget.module !== 'string'
        )
          at(`widgets[${i}] needs id, kind 'count', 'recent' or 'activity', label and module`);
        else if (
          widget.kind === 'activity' &&
          !(
            isPath(widget.route) &&
            Array.isArray(widget.series) &&
            widget.series.length > 0 &&
            widget.series.every((s: unknown) => isObject(s) && typeof s.name === 'string' && isLabel(s.label))
          )
        )
          at(`widgets[${i}] (activity) needs a route and series of name and label`);
      });
  }
  if (value.quickAccess !== undefined) {
    if (!Array.isArray(value.quickAccess)) at('quickAccess must be a list');
    else
      value.quickAccess.forEach((link: unknown, i) => {
        if (!isObject(link) || typeof link.key !== 'string' || !isLabel(link.label) || !isPath(link.path) || typeof link.icon !== 'string')
          at(`quickAccess[${i}] needs key, label {en, es}, path and icon`);
        else if (link.permission !== undefined && typeof link.permission !== 'string') at(`quickAccess[${i}].permission must be a slug`);
        else if (link.roles !== undefined && !(Array.isArray(link.roles) && link.roles.every((r) => typeof r === 'string')))
          at(`quickAccess[${i}].roles must be a list of roles`);
      });
  }
  if (value.headerItems !== undefined) {
    if (!Array.isArray(value.headerItems)) at('headerItems must be a list');
    else
      value.headerItems.forEach((item: unknown, i) => {
        if (
          !isObject(item) ||
          typeof item.id !== 'string' ||
          !isLabel(item.label) ||
          typeof item.exposes !== 'string' ||
          !EXPOSED.test(item.exposes)
        )
          at(`headerItems[${i}] needs id, label {en, es} and exposes like ./NotificationBell`);
      });
  }
  if (value.sections !== undefined) {
    if (!Array.isArray(value.sections)) at('sections must be a list');
    else
      value.sections.forEach((section: unknown, i) =>
        problems.push(...sectionProblems(section).map((p) => `${name}: sections[${i}] ${p}`)),
      );
  }
  return problems;
}

const EXPOSED = /^\.\/[A-Za-z][A-Za-z0-9_-]*$/;

function sectionProblems(section: unknown): string[] {
  if (!isObject(section) || typeof section.id !== 'string' || typeof section.entity !== 'string' || !isLabel(section.label))
    return ['needs id, entity and label {en, es}'];
  const related = section.related;
  const hasRelated = related !== undefined;
  const hasExposes = section.exposes !== undefined;
  if (hasRelated === hasExposes) return ['needs exactly one of related or exposes'];
  if (hasRelated && !(isObject(related) && typeof related.entity === 'string' && typeof related.field === 'string'))
    return ['related needs entity and field'];
  if (hasExposes && !(typeof section.exposes === 'string' && EXPOSED.test(section.exposes)))
    return ['exposes must name a federated module like ./UnitWorkOrders'];
  if (section.permission !== undefined && typeof section.permission !== 'string') return ['permission must be a slug'];
  return [];
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
  // Quick-access keys and section ids name one thing across remotes: a second claim is dropped.
  for (const [list, what] of [
    ['quickAccess', 'quick-access key'],
    ['sections', 'section id'],
  ] as const) {
    const owners = new Map<string, string>();
    for (const remote of remotes) {
      const kept = (remote[list] ?? []).filter((item: RemoteQuickAccess | RemoteSection) => {
        const key = 'key' in item ? item.key : item.id;
        const owner = owners.get(key);
        if (owner) problems.push(`${remote.name}: ${what} "${key}" already declared by ${owner}`);
        else owners.set(key, remote.name);
        return !owner;
      });
      if (remote[list]) (remote as unknown as Record<string, unknown>)[list] = kept;
    }
  }
  return { remotes, problems };
}

/** Every remote's quick-access links, in their declared order (then remote order). */
export function quickAccessOf(remotes: readonly RemoteManifest[]): RemoteQuickAccess[] {
  const all = remotes.flatMap((r) => r.quickAccess ?? []);
  return all
    .map((link, index) => ({ link, index }))
    .sort((a, b) => (a.link.order ?? Infinity) - (b.link.order ?? Infinity) || a.index - b.index)
    .map(({ link }) => link);
}

/** A contributed section with the remote that contributes it. */
export type ContributedSection = RemoteSection & { remote: string };

/** The sections other remotes contribute to `entity`'s view, in their declared order. */
export function sectionsFor(remotes: readonly RemoteManifest[], entity: string): ContributedSection[] {
  return remotes
    .flatMap((r) => (r.sections ?? []).filter((s) => s.entity === entity).map((s) => ({ ...s, remote: r.name })))
    .map((section, index) => ({ section, index }))
    .sort((a, b) => (a.section.order ?? Infinity) - (b.section.order ?? Infinity) || a.index - b.index)
    .map(({ section }) => section);
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
