import { SEED_ORGS, SEED_USER_TYPES } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiResponse, type ApiTestbed } from '../testing/api-testbed';

/**
 * Enumeration (issue 7, item 6; ADR 0015): a flow answers alike whether or not the email it is
 * given already has an account somewhere the caller cannot see; the owner of the address is
 * told by mail instead. Each row runs the flow with an address that has an account and one
 * that does not, and compares status and body shape (ids, addresses and times aside).
 */
let api: ApiTestbed;
let sequence = 0;
const fresh = () => `nobody-${(sequence += 1)}@example.com`;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
});

afterAll(async () => {
  await api?.stop();
});

const joinRequest = (email: string, propertyCode: string) => ({
  kind: 'resident',
  firstName: 'Ena',
  lastName: 'Umerate',
  email,
  unitNumber: '101',
  propertyCode,
  password: 'a long password',
  confirmPassword: 'a long password',
});
const inviteBody = (email: string) => ({ email, userTypeId: SEED_USER_TYPES.resident, parentOrgId: SEED_ORGS.harbor });

interface Flow {
  name: string;
  /** An address with an account the caller must not learn about. */
  existing: string;
  send(email: string): Promise<ApiResponse>;
}

const FLOWS: Flow[] = [
  {
    name: 'public join request, right property code',
    existing: 'manager2@portico.test',
    send: (email) => api.call(null, 'POST', '/public/join-requests', joinRequest(email, 'HV-01')),
  },
  {
    name: 'public join request, wrong property code',
    existing: 'resident@portico.test',
    send: (email) => api.call(null, 'POST', '/public/join-requests', joinRequest(email, 'NO-SUCH-CODE')),
  },
  {
    name: 'public join request, account in the same property',
    existing: 'resident@portico.test',
    send: (email) => api.call(null, 'POST', '/public/join-requests', joinRequest(email, 'HV-01')),
  },
  {
    name: 'invite by a manager, account in another organization',
    existing: 'manager2@portico.test',
    send: (email) => api.call('manager@portico.test', 'POST', '/invites', inviteBody(email)),
  },
  {
    name: 'invite by a manager, platform account',
    existing: 'admin@portico.test',
    send: (email) => api.call('manager@portico.test', 'POST', '/invites', inviteBody(email)),
  },
];

const VARYING = new Set(['id', 'email', 'createdAt', 'updatedAt', 'expiresAt', 'correlationId']);
/** The answer with what naturally differs between two requests blanked out. */
function shape(res: ApiResponse): unknown {
  const blank = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(blank)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, VARYING.has(k) ? typeof v : blank(v)]))
        : value;
  return { status: res.status, body: blank(res.body) };
}

it.each(FLOWS.map((f) => [f.name, f] as const))('%s: answers alike for an existing and a new address', async (_name, flow) => {
  const before = api.mail!.messages.filter((m) => m.to.includes(flow.existing)).length;
  const forExisting = await flow.send(flow.existing);
  const forNew = await flow.send(fresh());
  expect(forExisting.status).toBeLessThan(500);
  expect(shape(forExisting)).toEqual(shape(forNew));
  // Where the request went through, the owner of the address hears of it, and no link reaches them.
  const toOwner = api.mail!.messages.filter((m) => m.to.includes(flow.existing)).slice(before);
  if (forNew.status < 300) {
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).not.toMatch(/invite=/);
  } else expect(toOwner).toEqual([]);
});

it('within their own organization a manager is still told the address is in use', async () => {
  const res = await api.call('manager@portico.test', 'POST', '/invites', inviteBody('staff@portico.test'));
  expect(res).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [{ path: 'email', message: 'This email is already in use.' }] } },
  });
});
