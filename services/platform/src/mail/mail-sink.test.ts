import { connect, type Socket } from 'node:net';
import { createTransport } from 'nodemailer';
import { MailSink } from './mail-sink';

/**
 * The mail sink lives in the launcher's process: a client that misbehaves mid-transaction
 * (the connection reset while the message is being sent) must not end that process.
 */
let sink: MailSink;
beforeAll(async () => {
  sink = new MailSink();
  await sink.start();
});
afterAll(async () => {
  await sink?.stop();
});

function smtpSession(lines: string[]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(sink.port, '127.0.0.1');
    socket.on('error', () => undefined);
    let sent = 0;
    socket.on('data', () => {
      // One command per reply, so each lands in the state the server expects.
      if (sent < lines.length) socket.write(`${lines[sent++]}\r\n`);
      else resolve(socket);
    });
    setTimeout(() => reject(new Error('SMTP session did not progress')), 5000).unref();
  });
}

it.each([
  ['reset inside DATA', ['EHLO x', 'MAIL FROM:<a@portico.test>', 'RCPT TO:<b@portico.test>', 'DATA']],
  ['reset after RCPT', ['EHLO x', 'MAIL FROM:<a@portico.test>', 'RCPT TO:<b@portico.test>']],
])('survives a client %s, and still takes mail', async (_name, lines) => {
  const socket = await smtpSession(lines);
  socket.write('Subject: half a message\r\n\r\npartial');
  socket.resetAndDestroy();
  await new Promise((r) => setTimeout(r, 100));

  const transport = createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
  await transport.sendMail({ from: 'a@portico.test', to: 'c@portico.test', subject: 'after the reset', text: 'still here' });
  expect(sink.latestTo('c@portico.test')).toMatchObject({ subject: 'after the reset', text: 'still here' });
});

it('reads a long non-ASCII subject folded into several encoded words as it was sent', async () => {
  const transport = createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
  const subject =
    'Orden de mantenimiento "Fregadero del baño con fugas bajo el mueble" fue asignada — Maintenance order "Bathroom sink leaking" has been assigned to you';
  await transport.sendMail({ from: 'a@portico.test', to: 'folded@portico.test', subject, text: 'x' });
  expect(sink.latestTo('folded@portico.test')?.subject).toBe(subject);
});
