import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
}

/** Splits a raw RFC 5322 message into headers and the text/HTML parts nodemailer writes. */
function parse(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html' | 'messageId'> {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const body = bodyParts.join('\n\n');
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const part = (type: string) => {
    if (!boundary) return type === 'text/plain' ? decodeBody(body, unfolded) : null;
    for (const section of body.split(`--${boundary}`)) {
      const [h = '', ...b] = section.split(/\r?\n\r?\n/);
      if (new RegExp(`content-type:\\s*${type}`, 'i').test(h)) return decodeBody(b.join('\n\n'), h);
    }
    return null;
  };
  const messageId = /^message-id:\s*(.*)$/im.exec(unfolded)?.[1]?.trim() ?? null;
  return { subject, text: part('text/plain') ?? '', html: part('text/html'), messageId };
}

function decodeBody(body: string, headers: string): string {
  const trimmed = body.trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return Buffer.from(
      trimmed.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(trimmed, 'base64').toString('utf8');
  return trimmed;
}

function decodeWords(value: string): string {
  // RFC 2047: the space between two adjacent encoded words (a folded long subject) is not text.
  return value.replace(/(\?=)\s+(?==\?utf-8\?[bq]\?)/gi, '$1').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : // Q encoding by hand: a quoted-printable body decoder would drop a word's trailing space.
        Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A local SMTP server that keeps what it receives: the embedded default's outgoing mail goes
 * here (viewable at /dev/mail), and tests read invitations from it. Loopback only.
 */
export class MailSink {
  readonly messages: CapturedMail[] = [];
  /** Every message taken since start (`messages` keeps only the newest thousand). */
  received = 0;
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      banner: 'Portico mail sink',
      size: 5 * 1024 * 1024,
      // A stop waits a second, not smtp-server's thirty, for a sender's idle pooled session: an
      // unfinished message is the sender's to retry, and the sink has nothing else to wait for.
      closeTimeout: 1_000,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // A message it cannot parse is refused; it never takes down the process hosting the sink.
          try {
            this.messages.push({
              id: this.messages.length + 1,
              receivedAt: new Date().toISOString(),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              ...parse(Buffer.concat(chunks).toString('utf8')),
            });
            this.received += 1;
            if (this.messages.length > 1000) this.messages.shift();
            callback();
          } catch (err) {
            callback(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    // smtp-server re-emits a connection's errors on the server; unheard, one would end the process.
    this.server.on('error', (err: Error) => console.error('[mail-sink] connection error:', err.message));
    this.port = (this.server as unknown as { server: { address(): AddressInfo } }).server.address().port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The newest message to `address`, if any. */
  latestTo(address: string): CapturedMail | undefined {
    return [...this.messages].reverse().find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }

  /** SMTP sessions open now: a sender's pooled connections, until it closes them. */
  get openSessions(): number {
    return this.server?.connections.size ?? 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
