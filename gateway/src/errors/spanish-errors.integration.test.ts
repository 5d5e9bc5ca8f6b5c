import { SEED_ACCOUNTS, SEED_ORGS } from '@portico/contracts';
import { startIsolatedNats, startDomainServiceForTest, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { startGatewayForTest } from '../testing/gateway-harness';

// The gateway words what a service said in the reader's language (ADR 0077), keeping the code and key.

const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!;
const resident = SEED_ACCOUNTS.find((a) => a.email === 'resident@portico.test')!;

let issuer: TestIssuer;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let gateway: Awaited<ReturnType<typeof startGatewayForTest>>;
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  issuer = await startTestIssuer();
  people = await startDomainServiceForTest(peopleService, issuer.issuer);
  gateway = await startGatewayForTest(issuer.issuer, 1500);
});

afterAll(async () => {
  await gateway.app.close();
  await people.stop();
  await issuer.close();
  await natsServer.stop();
});

async function call(path: string, language: string | undefined, init: RequestInit = {}) {
  const res = await fetch(`${gateway.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${await issuer.token(admin)}`,
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const invalidProperty = { parentOrgId: SEED_ORGS.summit, buildings: 'many' };

describe('errors in the reader’s language', () => {
  it('a field error in Spanish for Accept-Language: es, with the same code and key as in English', async () => {
    const english = await call('/api/v1/properties', undefined, { method: 'POST', body: JSON.stringify(invalidProperty) });
    const spanish = await call('/api/v1/properties', 'es-MX,es;q=0.9,en;q=0.5', { method: 'POST', body: JSON.stringify(invalidProperty) });
    expect(english.status).toBe(422);
    expect(spanish.status).toBe(422);
    expect(spanish.body.code).toBe(english.body.code);
    expect(spanish.body.code).toBe('VALIDATION_FAILED');
    expect(spanish.body.key).toBe('error.validationFailed');
    expect(english.body.message).toBe('Validation failed');
    expect(spanish.body.message).toBe('La validación ha fallado');
    const field = (body: Record<string, any>, path: string) => body.details.fieldErrors.find((e: { path: string }) => e.path === path);
    expect(field(english.body, 'name')).toMatchObject({ message: 'This is a required field.', key: 'validation.required' });
    expect(field(spanish.body, 'name')).toMatchObject({
      message: 'El campo Nombre de la propiedad es obligatorio.',
      key: 'validation.required',
    });
    expect(field(spanish.body, 'buildings').message).toMatch(/^El campo .* debe ser un número$/);
  });

  it('a domain error in Spanish, English for a language Portico does not speak', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const spanish = await call(`/api/v1/properties/${missing}`, 'es');
    expect(spanish.status).toBe(404);
    expect(spanish.body).toMatchObject({
      code: 'NOT_FOUND',
      key: 'error.notFound',
      message: `No se encontró el registro con id ${missing}`,
    });
    const french = await call(`/api/v1/properties/${missing}`, 'fr-FR');
    expect(french.body.message).toBe(`Data record with id ${missing} not found`);

    const created = await call('/api/v1/properties', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Casa Lenguas', parentOrgId: SEED_ORGS.summit }),
    });
    expect(created.status).toBe(201);
    expect((await call(`/api/v1/properties/${created.body.id}/archive`, 'es', { method: 'POST' })).status).toBe(200);
    const again = await call(`/api/v1/properties/${created.body.id}/archive`, 'es', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', key: 'error.alreadyInStatus', message: 'El registro ya está archivado' });
  });

  it('the gateway’s own errors too', async () => {
    const res = await fetch(`${gateway.url}/api/v1/user-types`, {
      headers: { authorization: `Bearer ${await issuer.token(resident)}`, 'accept-language': 'es-ES' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'FORBIDDEN',
      key: 'error.missingPermission',
      message: 'No tienes el permiso user-types-list',
    });
  });
});
