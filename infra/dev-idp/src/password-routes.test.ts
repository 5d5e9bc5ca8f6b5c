import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { startDevIdp, type DevIdp } from './server';
import { signIn, SignInError } from './testing';
import { RESET_LINK_INVALID, RESET_REQUESTED, WRONG_PASSWORD } from './password-routes';

/** Password reset by mail and the lock screen's password check (ADR 0076), on a real provider. */
const ORIGIN = 'http://localhost:8080';
const staff = SEED_ACCOUNTS.find((a) => a.email === 'staff@portico.test')!;
const sent: { to: string; subject: string; text: string }[] = [];
let idp: DevIdp;

beforeAll(async () => {
  idp = await startDevIdp({
    port: 0,
    issuer: (port) => `http://127.0.0.1:${port}/oidc`,
    consoleOrigins: [ORIGIN],
    mailer: {
      async send(message) {
        sent.push(message);
      },
    },
  });
});

afterAll(() => idp.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${idp.issuer}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function linkToken(to: string): Promise<string> {
  for (let i = 0; i < 50 && !sent.some((m) => m.to === to); i++) await new Promise((r) => setTimeout(r, 20));
  const mail = sent.filter((m) => m.to === to).pop();
  const token = mail && new RegExp(`${ORIGIN}/reset-password\\?token=([\\w-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}

it('advertises its password endpoints in discovery', async () => {
  const doc = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
  expect(doc.portico_password_reset_endpoint).toBe(`${idp.issuer}/password-reset`);
  expect(doc.portico_password_verify_endpoint).toBe(`${idp.issuer}/verify-password`);
});

it('resets a password through a single-use mailed link, answering alike for unknown addresses', async () => {
  const known = await post('/password-reset', { email: staff.email.toUpperCase() });
  const unknown = await post('/password-reset', { email: 'nobody@example.com' });
  expect(known.status).toBe(202);
  expect(unknown.status).toBe(202);
  expect(await known.json()).toEqual(await unknown.json());
  expect(await (await post('/password-reset', { email: 'not an address' })).json()).toMatchObject({ message: expect.any(String) });
  const token = await linkToken(staff.email);
  expect(sent.some((m) => m.to === 'nobody@example.com')).toBe(false);

  expect((await post('/password-reset/confirm', { token, password: 'short' })).status).toBe(422);
  expect((await post('/password-reset/confirm', { token: 'x'.repeat(43), password: 'a-new-password' })).status).toBe(400);
  const done = await post('/password-reset/confirm', { token, password: 'a-new-password' });
  expect(done.status).toBe(204);
  // Single use: the same link again is refused with the expired-link words.
  const again = await post('/password-reset/confirm', { token, password: 'another-password' });
  expect(again.status).toBe(400);
  expect(await again.json()).toEqual({ message: RESET_LINK_INVALID });

  await expect(signIn(idp.issuer, staff.email, DEMO_PASSWORD)).rejects.toBeInstanceOf(SignInError);
  const tokens = await signIn(idp.issuer, staff.email, 'a-new-password');
  expect(tokens.accessToken).toBeTruthy();
  expect(RESET_REQUESTED).toMatch(/If an account exists/);
});

it('lets a link expire', async () => {
  const shortLived = await startDevIdp({
    port: 0,
    issuer: (port) => `http://127.0.0.1:${port}/oidc`,
    consoleOrigins: [ORIGIN],
    mailer: { send: async (m) => void sent.push({ ...m, to: `expiring:${m.to}` }) },
    resetTtlMs: 1,
  });
  try {
    await fetch(`${shortLived.issuer}/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'resident@portico.test' }),
    });
    const token = await linkToken('expiring:resident@portico.test');
    await new Promise((r) => setTimeout(r, 20));
    const late = await fetch(`${shortLived.issuer}/password-reset/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'a-new-password' }),
    });
    expect(late.status).toBe(400);
  } finally {
    await shortLived.close();
  }
});

it("checks the signed-in person's password for the lock screen, under the sign-in limits", async () => {
  const { accessToken } = await signIn(idp.issuer, 'manager@portico.test', DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${accessToken}` };
  expect((await post('/verify-password', { password: DEMO_PASSWORD }, auth)).status).toBe(204);
  const wrong = await post('/verify-password', { password: 'not-it' }, auth);
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toEqual({ message: WRONG_PASSWORD });
  expect((await post('/verify-password', { password: DEMO_PASSWORD })).status).toBe(401);
  expect((await post('/verify-password', { password: DEMO_PASSWORD }, { authorization: 'Bearer forged' })).status).toBe(401);
  for (let i = 0; i < 5; i++) await post('/verify-password', { password: 'guess' }, auth);
  const throttled = await post('/verify-password', { password: DEMO_PASSWORD }, auth);
  expect(throttled.status).toBe(429);
});
