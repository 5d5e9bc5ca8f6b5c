import { SEED_ORGS, SEED_USER_TYPES } from '@portico/contracts';
import { peopleService } from '../people.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

// A mail reaches its recipient in the language they stored on their user (ADR 0077).

let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
});

afterAll(async () => {
  await api.stop();
});

/** The newest mail to `address`, once the after-commit effect has sent it. */
async function mailTo(address: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = api.mail!.latestTo(address);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

async function createUser(email: string, language: 'en' | 'es') {
  const res = await api.call('admin@portico.test', 'POST', '/users', {
    firstName: 'Lucía',
    lastName: 'Idiomas',
    email,
    language,
    userTypeId: SEED_USER_TYPES.staff,
    parentOrgId: SEED_ORGS.harbor,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

it('an email change is mailed in Spanish to a Spanish-speaking user, dates as Spanish reads them', async () => {
  const id = await createUser('lucia@example.com', 'es');
  expect((await api.call('admin@portico.test', 'PATCH', `/users/${id}`, { email: 'lucia.nueva@example.com' })).status).toBe(200);

  const notice = await mailTo('lucia@example.com');
  expect(notice.subject).toBe('Se ha pedido cambiar tu correo de Portico');
  expect(notice.text).toContain('Se ha pedido cambiar tu correo de inicio de sesión de Portico a lucia.nueva@example.com.');
  const confirmation = await mailTo('lucia.nueva@example.com');
  expect(confirmation.subject).toBe('Confirma tu nuevo correo de Portico');
  expect(confirmation.text).toContain('Confirma: ');
  // The expiry through the shared display module: "28 nov 2026 14:05 UTC", not "Nov 28 2026".
  expect(confirmation.text).toMatch(/caduca el \d{2} [a-z]{3,4}\.? \d{4} \d{2}:\d{2} UTC/);
});

it('an English-speaking user keeps the English mail', async () => {
  const id = await createUser('lucy@example.com', 'en');
  expect((await api.call('admin@portico.test', 'PATCH', `/users/${id}`, { email: 'lucy.new@example.com' })).status).toBe(200);
  expect((await mailTo('lucy@example.com')).subject).toBe('Your Portico email change was requested');
  expect((await mailTo('lucy.new@example.com')).text).toMatch(/expires on [A-Z][a-z]{2} \d{2} \d{4} \d{1,2}:\d{2} [AP]M UTC/);
});
