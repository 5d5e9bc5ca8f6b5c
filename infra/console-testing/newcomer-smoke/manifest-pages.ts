import type { ListEndpoint } from './list-endpoints';

export interface ManifestPage {
  /** e.g. `/orders/view/:id` */
  path: string;
  permission?: string;
  public?: boolean;
  remote: string;
}

/** Every page of every remote, as the edge serves the remotes' manifests to the shell. */
export async function manifestPages(baseUrl: string): Promise<ManifestPage[]> {
  const res = await fetch(`${baseUrl}/remotes.json`);
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  const { remotes } = (await res.json()) as { remotes: { name: string; pages?: Omit<ManifestPage, 'remote'>[] }[] };
  return remotes.flatMap((r) => (r.pages ?? []).map((p) => ({ ...p, remote: r.name })));
}

/**
 * The list a page's record comes from: the one whose permission shares the page permission's
 * entity slug (`orders-read` → `orders-list`, `billings-post-entry` → `billings-list`,
 * `notification-deliveries-list` → itself), the longest slug winning.
 */
export function listFor(permission: string, endpoints: readonly ListEndpoint[]): ListEndpoint | undefined {
  return endpoints
    .filter((e) => permission === e.permission || permission.startsWith(e.permission.slice(0, -'list'.length)))
    .sort((a, b) => b.permission.length - a.permission.length)[0];
}

/**
 * The spec's routes that name an entity by another word than its API collection: the order's
 * "maintenances" routes (`/maintenances/view/:id/thread/new`) take an order.
 */
const ROUTE_ALIASES: Record<string, string> = { '/maintenances': '/orders' };

/**
 * Whose record a page's parameter is: the collection whose record page it is
 * (`/caliber/client/view/:id/contact/list` → `/caliber/client`), else the one the page's
 * permission names (`/files/:id` with `folders-read` → `/folders`).
 */
function listOfParam(page: ManifestPage, endpoints: readonly ListEndpoint[]): ListEndpoint | undefined {
  const before = page.path.slice(0, page.path.indexOf('/:'));
  const alias = Object.entries(ROUTE_ALIASES).find(([from]) => before.startsWith(from));
  const path = alias ? before.replace(alias[0], alias[1]) : before;
  const byPath = endpoints
    .filter((e) => new RegExp(`^${e.path.slice('/api/v1'.length)}/(view|edit|new|qr|poster)\\b`).test(path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return byPath ?? (page.permission ? listFor(page.permission, endpoints) : undefined);
}

const firstIds = new Map<string, string | undefined>();

async function firstId(baseUrl: string, token: string, path: string): Promise<string | undefined> {
  const key = `${token}|${path}`;
  if (!firstIds.has(key)) {
    const res = await fetch(`${baseUrl}${path}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { items?: { id: string }[] };
    firstIds.set(key, res.ok ? body.items?.[0]?.id : undefined);
  }
  return firstIds.get(key);
}

/**
 * The URL to open for a page: its path, with a real record the role can see for a parameter
 * (taken from that entity's list through the API). Undefined when the role's list is empty.
 */
export async function pageUrl(
  page: ManifestPage,
  ctx: { baseUrl: string; token: string; endpoints: readonly ListEndpoint[] },
): Promise<string | undefined> {
  const param = /:(\w+)/.exec(page.path);
  if (!param) return page.path;
  if (page.path === '/report/:token') {
    // The public page a QR code opens: its token is what an equipment's report link carries.
    const equipment = await firstId(ctx.baseUrl, ctx.token, '/api/v1/equipments');
    if (!equipment) return undefined;
    const res = await fetch(`${ctx.baseUrl}/api/v1/equipments/${equipment}/report-link`, {
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    if (!res.ok) return undefined;
    return ((await res.json()) as { path: string }).path;
  }
  const list = listOfParam(page, ctx.endpoints);
  if (!list) throw new Error(`no list gives a record for ${page.path} (${page.permission ?? 'public'})`);
  const id = await firstId(ctx.baseUrl, ctx.token, list.path);
  return id ? page.path.replace(param[0], id) : undefined;
}
