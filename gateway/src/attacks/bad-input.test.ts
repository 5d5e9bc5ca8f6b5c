import { request as httpRequest } from 'node:http';
import { HEADERS, SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * The shapes of bad input that once earned a 500, each with the answer it gets now: the status,
 * the envelope code and a message that says what is wrong. (The fuzz suite proves the classes
 * closed across every route; this table pins the answers.)
 */
let api: ApiTestbed;
const ADMIN = 'admin@portico.test';

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
});
afterAll(async () => {
  await api.stop();
});

function raw(path: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(api.url);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/api/v1${path}`,
        headers: { 'content-length': String(body.length), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const fieldError = (path: string, message: string | RegExp) => ({
  code: 'VALIDATION_FAILED',
  details: {
    fieldErrors: expect.arrayContaining([expect.objectContaining({ path, message: typeof message === 'string' ? message : expect.stringMatching(message) })]),
  },
});

describe('bad input gets a clear 4xx', () => {
  it.each([
    ['a non-uuid reference filter', 'GET', '/users?userTypeId=abc', undefined, 422, fieldError('userTypeId', 'Must be a valid id')],
    ['a NUL in the search', 'GET', '/properties?q=a%00b', undefined, 422, fieldError('q', 'Search must not contain control characters')],
    [
      'a NUL in a text filter',
      'GET',
      '/units?building=a%00',
      undefined,
      422,
      fieldError('building', 'Building must not contain control characters'),
    ],
    [
      'an unknown enum filter value',
      'GET',
      '/properties?propertyType=castle',
      undefined,
      422,
      fieldError('propertyType', /^Choose one of/),
    ],
    ['a junk cursor', 'GET', '/properties?cursor=eyJ2IjoxLCJpZCI6ImFiYyJ9', undefined, 422, fieldError('cursor', 'Invalid list cursor')],
    [
      'a NUL in a text field',
      'POST',
      '/properties',
      { name: 'Alder\u0000' },
      422,
      fieldError('name', 'Property Name must not contain control characters'),
    ],
    [
      'an impossible date',
      'POST',
      '/pets',
      { unitId: SEED_UNITS.harborView101, name: 'Rex', type: 'dog', lastVaccinationDate: '2024-02-30' },
      422,
      fieldError('lastVaccinationDate', 'Last Vaccination Date must be a date (YYYY-MM-DD)'),
    ],
    [
      'year zero',
      'PATCH',
      '/me/profile',
      { dateOfBirth: '0000-01-01' },
      422,
      fieldError('dateOfBirth', 'Date of Birth must be a date (YYYY-MM-DD)'),
    ],
    ['import defaults: null', 'POST', '/units/imports', { defaults: null, fileName: 'u.csv' }, 201, {}],
    [
      'import defaults not text',
      'POST',
      '/units/imports',
      { defaults: { building: 7 } },
      422,
      fieldError('defaults.building', /must be text/),
    ],
    ['import defaults as a list', 'POST', '/units/imports', { defaults: ['a'] }, 422, fieldError('defaults', /object of text values/)],
    [
      'a junk unit in a join-request decision',
      'POST',
      '/join-requests/00000000-0000-4000-8000-000000000000/decision',
      { decision: 'accept', unitId: 'junk' },
      422,
      fieldError('unitId', 'Must be a valid id'),
    ],
    [
      'an unknown decision',
      'POST',
      '/join-requests/00000000-0000-4000-8000-000000000000/decision',
      { decision: 'maybe' },
      422,
      fieldError('decision', 'Choose accept or decline'),
    ],
  ])('%s', async (_name, method, path, body, status, expected) => {
    const res = await api.call(ADMIN, method, path, body);
    expect({ status: res.status, body: res.body }).toMatchObject({ status, body: expected });
  });

  it('a NUL in the public sign-up is a field error, before anything is stored', async () => {
    const res = await api.call(null, 'POST', '/public/join-requests', {
      kind: 'resident',
      firstName: 'Ana\u0000',
      lastName: 'Lee',
      email: 'ana@example.com',
      propertyCode: 'HV-01\u0000',
      unitNumber: '101',
      password: 'portico-demo-1',
      confirmPassword: 'portico-demo-1',
    });
    expect(res).toMatchObject({
      status: 422,
      body: fieldError('firstName', 'First Name must not contain control characters'),
    });
    expect(res.body.details.fieldErrors).toContainEqual(
      expect.objectContaining({ path: 'propertyCode', message: 'Property Code must not contain control characters' }),
    );
  });

  it.each([
    [
      'nested 10,000 levels deep',
      Buffer.from(`{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
      {},
      400,
      'BAD_REQUEST',
      /deeper than 32 levels/,
    ],
    [
      'an unknown charset',
      Buffer.from('{}'),
      { 'content-type': 'application/json; charset=foo' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /charset/,
    ],
    ['an unknown content encoding', Buffer.from('{}'), { 'content-encoding': 'bogus' }, 415, 'UNSUPPORTED_MEDIA_TYPE', /Content-Encoding/],
    ['malformed JSON', Buffer.from('{"name":'), {}, 400, 'BAD_REQUEST', /JSON|Malformed/],
  ])('a body %s', async (_name, body, headers, status, code, message) => {
    const res = await raw('/properties', body, {
      'content-type': 'application/json',
      authorization: `Bearer ${await api.token(ADMIN)}`,
      ...headers,
    });
    expect(res).toMatchObject({ status, body: { code, status, message: expect.stringMatching(message) } });
  });
});

describe('the view-as header', () => {
  it.each([['-'.repeat(36)], ['abc'], ['00000000-0000-0000-0000-00000000000g'], ["' OR 1=1--"], ['x'.repeat(4000)]])(
    'refuses %s as a user id with 400',
    async (value) => {
      const res = await api.call(ADMIN, 'GET', '/properties', undefined, { [HEADERS.viewAs]: value });
      expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid view-as user' } });
    },
  );

  it('answers a well-formed id of nobody with 404', async () => {
    const res = await api.call(ADMIN, 'GET', '/properties', undefined, { [HEADERS.viewAs]: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(404);
  });
});

describe('signed cursors', () => {
  async function firstPage(who: string, query = '') {
    const res = await api.call(who, 'GET', `/units?limit=2${query}`);
    expect(res.status).toBe(200);
    return res.body as { nextCursor: string; total: number; items: { id: string }[] };
  }

  it('continue the list they were made for, with the total of page one', async () => {
    const page1 = await firstPage(ADMIN);
    const page2 = await api.call(ADMIN, 'GET', `/units?limit=2&cursor=${page1.nextCursor}`);
    expect(page2).toMatchObject({ status: 200, body: { total: page1.total } });
    expect(page2.body.items[0].id).not.toBe(page1.items[0]!.id);
  });

  it('refuse a forged total, a truncated cursor, and a cursor carried to another list or user', async () => {
    const page1 = await firstPage(ADMIN);
    const [payload, mac] = page1.nextCursor.split('.') as [string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), t: 999_999 })).toString(
      'base64url',
    );
    const refused = { status: 400, body: { code: 'BAD_REQUEST', message: expect.stringMatching(/^Invalid list cursor/) } };
    for (const cursor of [`${forgedPayload}.${mac}`, `${payload}.${mac.slice(0, 20)}`, `${payload.slice(0, 30)}.${mac}`])
      expect(await api.call(ADMIN, 'GET', `/units?limit=2&cursor=${cursor}`)).toMatchObject(refused);
    // Another sort, another filter, another entity, another user.
    expect(await api.call(ADMIN, 'GET', `/units?limit=2&sort=createdAt&cursor=${page1.nextCursor}`)).toMatchObject(refused);
    expect(
      await api.call(ADMIN, 'GET', `/units?limit=2&propertyId=${SEED_PROPERTIES.harborView}&cursor=${page1.nextCursor}`),
    ).toMatchObject(refused);
    expect(await api.call(ADMIN, 'GET', `/pets?limit=2&cursor=${page1.nextCursor}`)).toMatchObject(refused);
    expect(await api.call('manager@portico.test', 'GET', `/units?limit=2&cursor=${page1.nextCursor}`)).toMatchObject(refused);
  });
});
