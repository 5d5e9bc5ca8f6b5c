import { MailSink } from './mail-sink';
import { mailerFromEnv } from './mailer';

/**
 * The pooled transport keeps its SMTP sessions open between mails; a service that stops closes
 * them (QUIT) instead of leaving the mail server to wait out the socket timeout.
 */
let sink: MailSink;
beforeAll(async () => {
  sink = new MailSink();
  await sink.start();
});
afterAll(() => sink?.stop());

async function sessionsEnded(): Promise<number> {
  for (let attempt = 0; attempt < 100 && sink.openSessions > 0; attempt += 1) await new Promise((r) => setTimeout(r, 50));
  return sink.openSessions;
}

it('keeps its session open between mails, ends it on close, and opens a new one for a later mail', async () => {
  const mailer = mailerFromEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  await mailer.send({ to: 'first@portico.test', subject: 'one', text: '1' });
  await mailer.send({ to: 'first@portico.test', subject: 'two', text: '2' });
  expect(sink.openSessions).toBeGreaterThan(0);

  await mailer.close();
  expect(await sessionsEnded()).toBe(0);

  await mailer.send({ to: 'later@portico.test', subject: 'three', text: '3' });
  expect(sink.latestTo('later@portico.test')).toMatchObject({ subject: 'three', text: '3' });
  await mailer.close();
  expect(await sessionsEnded()).toBe(0);
});

it('closes without having sent anything', async () => {
  const mailer = mailerFromEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  await expect(mailer.close()).resolves.toBeUndefined();
  expect(sink.openSessions).toBe(0);
});
