import type { Page } from 'playwright-core';
import {
  bulletin,
  bulletinType,
  covenantEnforcement,
  covenantType,
  lostFound,
  suggestion,
  suggestionCategory,
  type EntityDef,
} from '@portico/contracts';
import { screenshot } from '../../console-testing/browser';
import { consoleAs, navigateInConsole } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * Every route of the spec's "Community hub" (part 2), opened as an administrator, a property
 * manager, a staff member and a resident: a screen the role's grants allow renders its title
 * ("X List", "X View"…) with no error or unavailable panel; one they do not is refused with
 * /not-authorized. Records are seeded ones every role may read (Harbor View, unit 101).
 */
const suite = consoleSuite();
const seeded = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Action = 'list' | 'create' | 'read' | 'update';
interface Route {
  path: string;
  def: EntityDef;
  action: Action;
}

/** The spec's community routes, with the seeded record each view/edit opens. */
function routesOf(def: EntityDef, id: string, viewBase = `/${def.module}`): Route[] {
  return [
    { path: `/${def.module}/list`, def, action: 'list' },
    { path: `/${def.module}/new`, def, action: 'create' },
    { path: `${viewBase}/view/${id}`, def, action: 'read' },
    { path: `/${def.module}/edit/${id}`, def, action: 'update' },
  ];
}
const ROUTES: Route[] = [
  ...routesOf(suggestion, seeded('5d2a9c30', 1)),
  ...routesOf(suggestionCategory, seeded('5c1f8b20', 1), '/suggestion-box-category'),
  ...routesOf(bulletinType, '4fcd9052-0000-4000-8000-000000000001'),
  ...routesOf(bulletin, seeded('5b0e7a10', 1)),
  ...routesOf(lostFound, seeded('5e3bad40', 1)),
  ...routesOf(covenantEnforcement, seeded('604dcf60', 1)),
  ...routesOf(covenantType, seeded('5f4cbe50', 1)),
];

const ROLES = [
  { email: 'admin@portico.test', role: 'administrator' },
  { email: 'manager@portico.test', role: 'property-manager' },
  { email: 'staff@portico.test', role: 'staff' },
  { email: 'resident@portico.test', role: 'resident' },
] as const;

const TITLE: Record<Action, string> = { list: 'List', create: 'New', read: 'View', update: 'Edit' };

function allowed(role: string, def: EntityDef, action: Action): boolean {
  if (role === 'administrator') return true;
  return (def.grants[role as keyof typeof def.grants] ?? []).includes(action);
}

/** The screen is up: its heading, then its content settled with no error or unavailable panel. */
async function assertRendered(page: Page, route: Route): Promise<void> {
  const title = `${route.def.title.en} ${TITLE[route.action]}`;
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  expect(await page.title()).toContain(title);
  const settled =
    route.action === 'list'
      ? '[data-testid="resource-row"], [data-testid="list-empty"], [data-testid="list-error"]'
      : route.action === 'read'
        ? '[data-testid="resource-view"]:not([data-loading]), [data-testid="record-error"]'
        : 'form';
  await page.locator(settled).first().waitFor();
  // The path rides along in each assertion, so a failure names the screen.
  for (const problem of ['remote-unavailable', 'list-error', 'record-error'])
    expect({ path: route.path, problem, shown: await page.getByTestId(problem).count() }).toEqual({ path: route.path, problem, shown: 0 });
  if (route.action === 'list') {
    const rows = await page.getByTestId('resource-row').count();
    expect({ path: route.path, seededRows: rows > 0 }).toEqual({ path: route.path, seededRows: true });
  }
}

describe.each(ROLES)('community routes as $role', ({ email, role }) => {
  it('renders every screen the role may open and refuses the others', async () => {
    const page = await consoleAs(suite.browser.browser, suite.stack.url, email);
    await page.setViewportSize({ width: 1440, height: 1000 });
    let rendered = 0;
    for (const route of ROUTES) {
      await navigateInConsole(page, route.path);
      if (allowed(role, route.def, route.action)) {
        await assertRendered(page, route);
        rendered += 1;
      } else {
        await page.waitForURL(/\/not-authorized/);
      }
    }
    // Every role reads every list and view of the hub.
    expect(rendered).toBeGreaterThanOrEqual(14);
    await page.goto(`${suite.stack.url}/bulletin-board`);
    await page.getByTestId('bulletin-card').first().waitFor();
    // Pinned: the urgent bulletins come first on the board.
    const urgent = await page.getByTestId('bulletin-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-urgent')));
    expect(urgent[0]).toBe('true');
    expect(urgent.slice(urgent.indexOf('false')).includes('true')).toBe(false);
    await screenshot(page, `e2e-community-board-${role}`);
    await page.context().close();
  });
});

/** Runs a declared action from the record's view (the kit's button and its confirmation). */
async function act(page: Page, action: string, fill?: () => Promise<void>): Promise<void> {
  await page.locator(`[data-testid="record-action"][data-action="${action}"]`).click();
  const confirm = page.locator(`[data-testid="confirm-action"][data-action="${action}"]`);
  await confirm.waitFor();
  if (fill) await fill();
  await confirm.click();
  await confirm.waitFor({ state: 'hidden' });
}
const stateShown = (page: Page, label: string) => page.locator('[data-field="state"]').getByText(label, { exact: true }).first().waitFor();

it('a manager publishes a draft and sends a covenant notice; the resident reads both, and answers the notice', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  // The seeded draft goes up on the board now.
  await manager.goto(`${suite.stack.url}/bulletin/view/${seeded('5b0e7a10', 5)}`);
  await stateShown(manager, 'Draft');
  await act(manager, 'publish');
  await stateShown(manager, 'Published');
  // Unit 103's reported enforcement gets its notice, and an internal comment.
  await manager.goto(`${suite.stack.url}/covenants/view/${seeded('604dcf60', 2)}`);
  await stateShown(manager, 'Reported');
  await act(manager, 'sendNotice');
  await stateShown(manager, 'Notice sent');
  await manager.getByTestId('covenant-comment-composer').fill('Internal: neighbours at 105 complained too.');
  await manager.getByText('Internal only', { exact: true }).last().click();
  await manager.getByTestId('covenant-comment-send').click();
  await manager.getByText('Internal: neighbours at 105 complained too.').waitFor();
  await manager.context().close();

  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/bulletin-board`);
  await resident.getByTestId('bulletin-card').filter({ hasText: 'Holiday office hours' }).waitFor();
  // Unit 101's notice: the resident sees the resident-visible comment, never the internal one.
  await resident.goto(`${suite.stack.url}/covenants/view/${seeded('604dcf60', 1)}`);
  await stateShown(resident, 'Notice sent');
  await resident.getByText(/A storage locker is free on P2/).waitFor();
  expect(await resident.getByText(/anonymous to the resident/).count()).toBe(0);
  await resident.getByTestId('covenant-comment-composer').fill('Boxes go to the locker on Saturday.');
  await resident.getByTestId('covenant-comment-send').click();
  await resident.getByText('Boxes go to the locker on Saturday.').waitFor();
  await screenshot(resident, 'e2e-community-covenant-resident');
  // The other unit's enforcement is not theirs to read.
  await resident.goto(`${suite.stack.url}/covenants/view/${seeded('604dcf60', 2)}`);
  await resident.getByTestId('record-error').waitFor();
  await resident.context().close();
});
