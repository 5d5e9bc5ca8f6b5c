import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, SEED_ORGS, SEED_PROPERTIES, SEED_USER_TYPES } from '@portico/contracts';
import { signIn } from '@portico/dev-idp/testing';
import { screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { consoleSuite, mailTo } from '../../console-testing/console-suite';

/**
 * Chat and the file manager as people meet them (ADR 0031): a manager and a resident in two
 * browsers write to each other live; a file shared with Harbor View opens for its resident and
 * is refused to a resident of Harbor Lofts.
 */
const suite = consoleSuite();
const NOISE = 'c4a7e1b0-0000-4000-8000-000000000001';
const PARKING = 'c4a7e1b0-0000-4000-8000-000000000002';
const BUILDING_RULES = 'f01de100-0000-4000-8000-000000000001';
const HOUSE_RULES = 'd0c5e100-0000-4000-8000-000000000001';
const LOFTS_UNIT = '2dab7e30-0000-4000-8000-000000000101';

const tokenOf = async (email: string, password = DEMO_PASSWORD) =>
  (await signIn(`${suite.stack.url}/oidc`, email, password, { origin: suite.stack.url })).accessToken;

async function apiCall(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${suite.stack.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

it('a manager and a resident chat live: a message sent in one browser appears in the other without reload', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');

  await manager.goto(`${suite.stack.url}/chat?c=${NOISE}`);
  await manager.getByTestId('chat-conversation').waitFor();
  // Rosa sits in another conversation, so the new message shows as unread first.
  await resident.goto(`${suite.stack.url}/chat?c=${PARKING}`);
  await resident.getByTestId('chat-conversation').waitFor();
  await resident.locator(`[data-testid=chat-conversation-item][data-id="${NOISE}"]`).waitFor();

  const fromManager = `Noise warning sent to unit 204 (${Date.now()})`;
  await manager.getByTestId('chat-composer').fill(fromManager);
  await manager.getByTestId('chat-send').click();
  await manager.getByTestId('chat-message-body').filter({ hasText: fromManager }).waitFor();

  const noiseItem = resident.locator(`[data-testid=chat-conversation-item][data-id="${NOISE}"]`);
  await noiseItem.getByTestId('chat-unread-badge').waitFor();
  expect(await noiseItem.getByTestId('chat-unread-badge').innerText()).toBe('1');
  await screenshot(resident, 'e2e-chat-resident-unread');
  await noiseItem.click();
  await resident.getByTestId('chat-message-body').filter({ hasText: fromManager }).waitFor();
  // Opening it moves Rosa's read marker: the badge goes.
  await noiseItem.getByTestId('chat-unread-badge').waitFor({ state: 'detached' });

  const fromResident = `Thank you, Manny! (${Date.now()})`;
  await resident.getByTestId('chat-composer').fill(fromResident);
  await resident.getByTestId('chat-composer').press('Enter');
  await resident.getByTestId('chat-message-body').filter({ hasText: fromResident }).waitFor();
  expect(await resident.getByTestId('chat-composer').inputValue()).toBe('');
  await manager.getByTestId('chat-message-body').filter({ hasText: fromResident }).waitFor();
  await screenshot(manager, 'e2e-chat-manager-live');

  await manager.context().close();
  await resident.context().close();
});

it('a resident starts a conversation with the management of their property', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/chat`);
  await resident.getByTestId('chat-new').click();
  const subject = `Bike room key (${Date.now()})`;
  await resident.getByTestId('chat-new-subject').fill(subject);
  await resident.getByTestId('chat-new-body').fill('Could I get a key for the bike room?');
  await resident.getByTestId('chat-new-submit').click();
  await resident.getByTestId('chat-open-header').filter({ hasText: subject }).waitFor();
  await resident.getByTestId('chat-open-header').filter({ hasText: 'Manny Manager' }).waitFor();
  await resident.getByTestId('chat-message-body').filter({ hasText: 'Could I get a key for the bike room?' }).waitFor();
  await resident.context().close();
});

it('a shared file opens for its property’s resident and is refused to another property’s resident', async () => {
  // A resident of Harbor Lofts, invited and registered as a real user would be.
  const admin = await tokenOf('admin@portico.test');
  const email = `lola.lofts.${Date.now()}@example.com`;
  const invited = await apiCall(admin, 'POST', '/invites', {
    email,
    firstName: 'Lola',
    lastName: 'Lofts',
    userTypeId: SEED_USER_TYPES.resident,
    parentOrgId: SEED_ORGS.harbor,
    propertyIds: [SEED_PROPERTIES.harborLofts],
    unitIds: [LOFTS_UNIT],
  });
  expect(invited.status).toBe(201);
  const mail = await mailTo(suite.stack.url, email);
  const inviteToken = /register\?invite=([\w-]+)/.exec(mail.text)![1]!;
  const accepted = await fetch(`${suite.stack.url}/api/v1/public/invites/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: inviteToken, password: 'lofts-secret-1', confirmPassword: 'lofts-secret-1' }),
  });
  expect(accepted.status).toBe(200);

  // Harbor View's resident: the folder, the file, its bytes.
  const rosa = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await rosa.goto(`${suite.stack.url}/files`);
  await rosa.locator('[data-testid=files-row-folder][data-name="Building Rules"]').waitFor();
  expect(await rosa.locator('[data-testid=files-row-folder][data-name="Vendor Contracts"]').count()).toBe(0);
  await rosa.locator('[data-testid=files-row-folder][data-name="Building Rules"]').getByTestId('files-open-folder').click();
  await rosa.waitForURL(new RegExp(`/files/${BUILDING_RULES}`));
  await rosa.getByTestId('files-breadcrumbs').filter({ hasText: 'Building Rules' }).waitFor();
  const row = rosa.locator(`[data-testid=files-row-document][data-id="${HOUSE_RULES}"]`);
  await row.waitFor();
  const [download] = await Promise.all([rosa.waitForEvent('download'), row.getByTestId('files-download').click()]);
  expect(download.suggestedFilename()).toBe('House Rules 2026.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await screenshot(rosa, 'e2e-files-resident-folder');
  await rosa.context().close();

  // Harbor Lofts' resident: not in the list, the folder and the file refused, by the API too.
  const lola = await consoleAs(suite.browser.browser, suite.stack.url, email, 'lofts-secret-1');
  await lola.goto(`${suite.stack.url}/files`);
  await lola.locator('[data-testid=files-row-folder][data-name="Lofts Notices"]').waitFor();
  expect(await lola.locator('[data-testid=files-row-folder][data-name="Building Rules"]').count()).toBe(0);
  await lola.goto(`${suite.stack.url}/files/${BUILDING_RULES}`);
  await lola.getByTestId('files-error').waitFor();
  await screenshot(lola, 'e2e-files-other-property-refused');
  await lola.context().close();

  const lolaToken = await tokenOf(email, 'lofts-secret-1');
  expect((await apiCall(lolaToken, 'GET', `/documents/${HOUSE_RULES}`)).status).toBe(404);
  expect((await apiCall(lolaToken, 'GET', `/documents/${HOUSE_RULES}/attachments`)).status).toBe(404);
  const rosaToken = await tokenOf('resident@portico.test');
  const files = await apiCall(rosaToken, 'GET', `/documents/${HOUSE_RULES}/attachments`);
  const attachmentId = (files.body.items as { id: string }[])[0]!.id;
  const refused = await fetch(`${suite.stack.url}/api/v1/documents/${HOUSE_RULES}/attachments/${attachmentId}`, {
    headers: { authorization: `Bearer ${lolaToken}` },
  });
  expect(refused.status).toBe(404);
});

it('management uploads by drag and drop, renames and moves a file', async () => {
  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await manager.goto(`${suite.stack.url}/files/${BUILDING_RULES}`);
  await manager.getByTestId('files-dropzone').waitFor();
  const name = `Recycling ${Date.now()}.txt`;
  // A real drop: a DataTransfer holding a file, dispatched on the drop zone.
  const transfer = await manager.evaluateHandle((fileName) => {
    const dt = new DataTransfer();
    dt.items.add(new File(['Blue bins on Tuesdays, green bins on Fridays.\n'], fileName, { type: 'text/plain' }));
    return dt;
  }, name);
  await manager.getByTestId('files-dropzone').dispatchEvent('drop', { dataTransfer: transfer });
  const row = manager.locator(`[data-testid=files-row-document][data-name="${name}"]`);
  await row.waitFor();

  await row.getByTestId('files-row-menu').click();
  await manager.getByTestId('files-rename').click();
  const renamed = `Recycling schedule ${Date.now()}.txt`;
  await manager.getByTestId('files-rename-input').fill(renamed);
  await manager.getByTestId('files-rename-save').click();
  const renamedRow = manager.locator(`[data-testid=files-row-document][data-name="${renamed}"]`);
  await renamedRow.waitFor();

  await renamedRow.getByTestId('files-row-menu').click();
  await manager.getByTestId('files-move').click();
  await manager.getByTestId('files-move-target').click();
  await manager.getByRole('option', { name: 'Meeting Minutes / 2026' }).click();
  await manager.getByTestId('files-move-save').click();
  await renamedRow.waitFor({ state: 'detached' });
  await manager.goto(`${suite.stack.url}/files`);
  await manager.locator('[data-testid=files-row-folder][data-name="Meeting Minutes"]').getByTestId('files-open-folder').click();
  await manager.locator('[data-testid=files-row-folder][data-name="2026"]').getByTestId('files-open-folder').click();
  await manager.locator(`[data-testid=files-row-document][data-name="${renamed}"]`).waitFor();
  await manager.getByTestId('files-breadcrumbs').filter({ hasText: 'Meeting Minutes' }).waitFor();
  await screenshot(manager, 'e2e-files-moved');
  await manager.context().close();
});
