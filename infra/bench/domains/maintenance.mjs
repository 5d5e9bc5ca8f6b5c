// Maintenance's benches, found by run.mjs (one file per domain): 100,000 work orders, generated
// before the services start (`prepare`), then listed first, 90% deep and as a calendar month.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc } from 'drizzle-orm';
import { SEED_ACCOUNTS, order } from '@portico/contracts';
import { ResourceService, openDatabase, tableFor } from '@portico/platform';
import { CALENDAR_PROPERTY_ID, CALENDAR_YEAR, generateScaleOrders } from '../../../services/maintenance/dist/scale-orders.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SCALE_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DEEP_ORDER = Math.floor(SCALE_ORDERS * 0.9);

/** Before maintenance starts: one order in ten in Harbor Lofts, due through one year. */
export async function prepare({ databaseUrl }) {
  const ordersDb = await openDatabase({
    url: databaseUrl,
    schema: 'maintenance',
    migrationsFolder: join(root, 'services/maintenance/migrations'),
  });
  const started = Date.now();
  await generateScaleOrders(ordersDb.db, SCALE_ORDERS);
  await ordersDb.close();
  return { generationSeconds: (Date.now() - started) / 1000 };
}

/**
 * Work orders at scale: the list's first page and a page 90% deep as an org-scoped
 * manager, and a month of one property's calendar (due-date range), all through the full path.
 */
export async function bench({ databaseUrl, gatewayPort, issuer, verifier, load, alternating, compared, direct, seconds, cleanups }) {
  const database = await openDatabase({
    url: databaseUrl,
    schema: 'maintenance',
    migrationsFolder: join(root, 'services/maintenance/migrations'),
  });
  cleanups.push(() => database.close());
  const table = tableFor(order);
  const orders = new ResourceService(order, table, database.db);
  const manager = SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test');
  const managerToken = await issuer.token(manager, { expiresInSeconds: 3600 });
  const managerPrincipal = await verifier.verify(managerToken);
  // The deep row as the service orders them (newest first), its value as the service reads it.
  const [deepRow] = await database.db
    .select()
    .from(table)
    .orderBy(desc(table.createdAt), desc(table.id))
    .offset(DEEP_ORDER - 1)
    .limit(1);
  const deepCursor = orders.cursorAfter(managerPrincipal, { limit: 25 }, { v: deepRow.createdAt, id: deepRow.id, t: SCALE_ORDERS });
  const listUrl = `http://127.0.0.1:${gatewayPort}/api/v1/orders?limit=25`;
  const month = `${CALENDAR_YEAR}-03`;
  const calendarQuery = {
    limit: 100,
    propertyId: CALENDAR_PROPERTY_ID,
    dueDateFrom: `${month}-01`,
    dueDateTo: `${month}-31`,
    sort: 'dueDate',
    direction: 'asc',
  };
  const calendarUrl = `http://127.0.0.1:${gatewayPort}/api/v1/orders?${new URLSearchParams(Object.entries(calendarQuery).map(([k, v]) => [k, String(v)]))}`;
  const firstPage = await orders.list(managerPrincipal, { limit: 25 });
  const deepPage = await orders.list(managerPrincipal, { limit: 25, cursor: deepCursor });
  const calendarPage = await orders.list(managerPrincipal, calendarQuery);
  const inProperty = await orders.list(managerPrincipal, { limit: 1, propertyId: CALENDAR_PROPERTY_ID });
  const deepUrl = `${listUrl}&cursor=${deepCursor}`;
  for (const url of [deepUrl, calendarUrl]) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${managerToken}` } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  }
  // Page one holds the demo's own orders, newer and fuller (assignees, vendors, units) than the
  // generated ones; page two is the first page of generated orders alone, like the deep one.
  const secondUrl = `${listUrl}&cursor=${firstPage.nextCursor}`;
  const pages = await alternating({ first: listUrl, second: secondUrl, deep: deepUrl }, managerToken);
  return {
    orders: SCALE_ORDERS,
    firstPage: {
      description: `GET /api/v1/orders?limit=25, org-scoped manager, full path (total ${firstPage.total}, exact ${firstPage.totalIsExact})`,
      ...pages.first,
    },
    secondPage: {
      description: 'GET /api/v1/orders?limit=25&cursor=<page one’s next>, org-scoped manager, full path (generated orders only)',
      ...pages.second,
    },
    deepPage: {
      description: `GET /api/v1/orders?limit=25&cursor=<row ${DEEP_ORDER}>, org-scoped manager, full path (keyset; first title ${deepPage.items[0]?.title})`,
      ...pages.deep,
    },
    // The goal: page one within 1.2× of a deep page.
    firstPageVsDeep: compared(pages.first, pages.deep),
    secondPageVsDeep: compared(pages.second, pages.deep),
    calendarMonth: {
      description: `GET /api/v1/orders?propertyId=<Harbor Lofts>&dueDateFrom=${month}-01&dueDateTo=${month}-31&sort=dueDate&limit=100, manager, full path (${inProperty.total} orders in the property, ${calendarPage.total} in the month)`,
      ...(await load(calendarUrl, managerToken)),
    },
    calendarQuery: {
      description: 'the same month query called directly, sequentially',
      ...(await direct(() => orders.list(managerPrincipal, calendarQuery), seconds)),
    },
  };
}
