import type { Page } from 'playwright-core';
import { SEED_PROPERTY_ZONES, zonedInstant } from '@portico/contracts';
import { screenshot } from '../../console-testing/browser';
import { consoleAs } from '../../console-testing/console-session';
import { consoleSuite } from '../../console-testing/console-suite';

/**
 * The reservation flow of issue 9 as its users do it in the console: a resident books the Party
 * Room (it needs approval and has terms), seeing the slots' remaining spots and the capacity
 * warning; the manager approves it; the resident is told (inbox and mail) and finds it on the
 * reservation calendar.
 */
const suite = consoleSuite();
/** The seeded Party Room of Harbor View (community's reservations seed). */
const PARTY_ROOM = '4c0a7e11-0000-4000-8000-000000000001';

/** A day 20 days ahead, YYYY-MM-DD (a day of Harbor View's calendar), clear of the seeded bookings. */
const day = (() => {
  const d = new Date(Date.now() + 20 * 86_400_000);
  return d.toISOString().slice(0, 10);
})();

/** The mail to `address` whose subject contains `about`, once it has arrived. */
async function mailAbout(address: string, about: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = (await (await fetch(`${suite.stack.url}/dev/mail.json`)).json()) as {
      messages: { to: string[]; subject: string; text: string }[];
    };
    const found = messages.find((m) => m.to.includes(address) && m.subject.includes(about));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} about ${about}`);
}

const stateShown = (page: Page, label: string) => page.locator('[data-field="state"]').getByText(label, { exact: true }).first().waitFor();

it('a resident books the party room, the manager approves, the resident sees it on the calendar', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.goto(`${suite.stack.url}/reservations/new?amenityId=${PARTY_ROOM}&date=${day}`);
  await resident.getByTestId('booking-form').waitFor();
  // The slots of the day, with their remaining spots, before anything is submitted.
  // Noon on Harbor View's clock (Seattle), whatever the browser's zone (issue 18).
  const noonAt = zonedInstant(day, 12 * 60, SEED_PROPERTY_ZONES.harborView).toISOString();
  const noon = resident.locator(`[data-testid="slot"][data-start="${noonAt}"]`);
  await noon.waitFor();
  expect(await noon.getAttribute('data-full')).toBe('false');
  expect(await noon.textContent()).toContain('12:00–13:00');
  await noon.click();
  await resident.getByTestId('booking-end').fill('14:00');
  await resident.getByTestId('booking-people').fill('12');
  const warning = resident.getByTestId('capacity-warning');
  await warning.waitFor();
  expect(await warning.textContent()).toContain('This time slot allows at most 40 people; 40 spots remain.');
  await resident.getByTestId('booking-message').waitFor();
  await resident.getByTestId('booking-terms').waitFor();
  // Terms not accepted: the booking cannot be sent.
  expect(await resident.getByTestId('booking-submit').isDisabled()).toBe(true);
  await resident.getByTestId('booking-accept-terms').check();
  await screenshot(resident, 'e2e-reservation-booking');
  await resident.getByTestId('booking-submit').click();
  await resident.waitForURL(/\/reservations\/view\//);
  const reservationUrl = resident.url();
  await stateShown(resident, 'Pending');
  expect((await mailAbout('resident@portico.test', 'Reservation of Party Room')).text).toContain('waits for approval');

  const manager = await consoleAs(suite.browser.browser, suite.stack.url, 'manager@portico.test');
  await manager.goto(reservationUrl);
  await stateShown(manager, 'Pending');
  await manager.locator('[data-testid="record-action"][data-action="approve"]').click();
  const confirm = manager.locator('[data-testid="confirm-action"][data-action="approve"]');
  await confirm.waitFor();
  await confirm.click();
  await confirm.waitFor({ state: 'hidden' });
  await stateShown(manager, 'Approved');

  // The decision reaches the resident's console inbox as well as their mail.
  await resident.goto(`${suite.stack.url}/notifications/received`);
  await resident.getByTestId('received-item').filter({ hasText: 'Reservation of Party Room has been approved' }).first().waitFor();
  // The mail names the day as people read it (the spec's "Dec 17 2026"), not as the API stores it.
  const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');
  expect((await mailAbout('resident@portico.test', 'Reservation of Party Room has been approved')).text).toContain(shown);

  await resident.goto(`${suite.stack.url}/reservation/calendar`);
  await resident.getByTestId('reservation-calendar').waitFor();
  // The booking is 20 days ahead: on this month's grid or the next one.
  const title = `Party Room · 101 · ${day}`;
  const event = resident.locator('.fc-event', { hasText: title });
  const thisMonth = new Date().toISOString().slice(0, 7) === day.slice(0, 7);
  if (!thisMonth) await resident.locator('.fc-next-button').click();
  await event.first().waitFor();
  await event.first().click();
  await resident.waitForURL(reservationUrl);
  await stateShown(resident, 'Approved');
  await resident.goto(`${suite.stack.url}/reservation/calendar`);
  if (!thisMonth) await resident.locator('.fc-next-button').click();
  await event.first().waitFor();
  await screenshot(resident, 'e2e-reservation-calendar');
}, 240_000);

it('on a phone the slots come before the Book button', async () => {
  const resident = await consoleAs(suite.browser.browser, suite.stack.url, 'resident@portico.test');
  await resident.setViewportSize({ width: 390, height: 844 });
  await resident.goto(`${suite.stack.url}/reservations/new?amenityId=${PARTY_ROOM}&date=${day}`);
  const slot = resident.getByTestId('slot').first();
  await slot.waitFor();
  const book = resident.getByTestId('booking-submit');
  const [slotBox, bookBox] = [await slot.boundingBox(), await book.boundingBox()];
  expect(slotBox && bookBox && slotBox.y < bookBox.y).toBe(true);
  await slot.scrollIntoViewIfNeeded();
  await screenshot(resident, 'e2e-reservation-phone');
}, 120_000);
