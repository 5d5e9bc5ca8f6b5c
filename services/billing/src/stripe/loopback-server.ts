import { backoffDelay } from '@portico/contracts';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback Stripe-compatible server (ADR 0034): the embedded default when no STRIPE_SECRET_KEY
 * is set, so `npm start` and the tests run the real SDK over HTTP against it. It implements what
 * the card flow uses — PaymentMethods (Stripe's test cards), PaymentIntents (create with an
 * Idempotency-Key, retrieve, confirm, cancel), refunds — and delivers signed webhooks to our
 * webhook URL with Stripe's signature scheme, at least once and in no guaranteed order.
 */
type Obj = Record<string, unknown>;

/** Stripe's test payment methods (the `pm_card_*` ids and the matching test numbers). */
const TEST_CARDS: Record<string, { brand: string; funding: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', funding: 'credit', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', funding: 'debit', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', funding: 'credit', last4: '4444' },
  pm_card_mastercard_prepaid: { brand: 'mastercard', funding: 'prepaid', last4: '5100' },
  pm_card_amex: { brand: 'amex', funding: 'credit', last4: '8431' },
  pm_card_chargeDeclined: { brand: 'visa', funding: 'credit', last4: '0002', decline: 'Your card was declined.' },
};
const NUMBERS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000002': 'pm_card_chargeDeclined',
};

/** Stripe's signature header for `payload` at `timestamp` (seconds). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Stripe's form encoding (`metadata[billingId]=…`) back to an object. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]/).filter(Boolean);
    let target = out;
    path.forEach((key, i) => {
      if (i === path.length - 1) target[key] = value;
      else target = (target[key] ??= {}) as Obj;
    });
  }
  return out;
}

export interface LoopbackOptions {
  port?: number;
  host?: string;
  /** Where signed events go (our gateway's `/api/v1/webhooks/stripe`); none: events are only recorded. */
  webhookUrl?: string;
  webhookSecret: string;
}

export class StripeLoopback {
  readonly intents = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly methods = new Map<string, Obj>();
  readonly events: Obj[] = [];
  private readonly idempotent = new Map<string, { status: number; body: Obj }>();
  private server: Server | undefined;
  /** When false, events are recorded but not delivered (tests deliver them by hand). */
  deliver = true;
  /** Where signed events go; settable once the gateway's address is known. */
  webhookUrl: string | undefined;

  constructor(private readonly options: LoopbackOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  private id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('hex')}`;
  }

  private method(id: string): Obj | undefined {
    const known = this.methods.get(id);
    if (known) return known;
    const card = TEST_CARDS[id];
    if (!card) return undefined;
    return { id, object: 'payment_method', type: 'card', card: { brand: card.brand, funding: card.funding, last4: card.last4 } };
  }

  /** Signs and records an event; delivers it (retrying a few times) unless delivery is off. */
  emit(type: string, object: Obj): Obj {
    const event = {
      id: this.id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
    };
    this.events.push(event);
    if (this.deliver) void this.send(event);
    return event;
  }

  /** Posts `event` to the webhook URL, signed at `timestamp`: also how tests replay, reorder and age events. */
  async send(event: Obj, timestamp?: number, secret = this.options.webhookSecret): Promise<number> {
    if (!this.webhookUrl) return 0;
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const res = await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, secret, timestamp) },
          body: payload,
        });
        if (res.status < 500) return res.status;
      } catch {
        // Retried below, as Stripe retries.
      }
      await new Promise((r) => setTimeout(r, backoffDelay(attempt + 1, { initialMs: 200, maxMs: 60_000 })));
    }
    return 0;
  }

  private charge(intent: Obj): void {
    const card = this.method(String(intent.payment_method));
    const spec = TEST_CARDS[String(intent.payment_method)];
    if (!card) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'invalid_request_error', message: 'No such PaymentMethod' };
      return;
    }
    if (spec?.decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: spec.decline };
      this.emit('payment_intent.payment_failed', intent);
      return;
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = this.id('ch');
    intent.last_payment_error = null;
    this.emit('payment_intent.succeeded', intent);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = parseForm(Buffer.concat(chunks).toString('utf8'));
    const url = new URL(req.url ?? '/', 'http://loopback');
    const send = (status: number, payload: Obj) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(payload));
    };
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}:${key}` : undefined;
    if (idemKey && this.idempotent.has(idemKey)) {
      const hit = this.idempotent.get(idemKey)!;
      return send(hit.status, hit.body);
    }
    const reply = (status: number, payload: Obj) => {
      if (idemKey) this.idempotent.set(idemKey, { status, body: payload });
      send(status, payload);
    };
    const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id, verb
    const notFound = () => reply(404, { error: { type: 'invalid_request_error', message: `No such object: ${parts[2] ?? ''}` } });
    try {
      if (parts[0] !== 'v1') return notFound();
      if (parts[1] === 'payment_methods') {
        if (req.method === 'POST') {
          const number = String((body.card as Obj | undefined)?.number ?? '').replace(/\s/g, '');
          const base = this.method(NUMBERS[number] ?? '');
          if (!base)
            return reply(402, { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } });
          const created = { ...base, id: this.id('pm') };
          this.methods.set(String(created.id), created);
          Object.assign(TEST_CARDS, { [String(created.id)]: TEST_CARDS[String(base.id)] });
          return reply(200, created);
        }
        const found = this.method(parts[2] ?? '');
        return found ? reply(200, found) : notFound();
      }
      if (parts[1] === 'payment_intents') {
        if (req.method === 'POST' && !parts[2]) {
          const intent: Obj = {
            id: this.id('pi'),
            object: 'payment_intent',
            amount: Number(body.amount),
            amount_received: 0,
            currency: body.currency ?? 'usd',
            status: body.payment_method ? 'requires_confirmation' : 'requires_payment_method',
            payment_method: body.payment_method ?? null,
            metadata: body.metadata ?? {},
            description: body.description ?? null,
            created: Math.floor(Date.now() / 1000),
            livemode: false,
            last_payment_error: null,
            latest_charge: null,
          };
          intent.client_secret = `${String(intent.id)}_secret_${randomBytes(8).toString('hex')}`;
          this.intents.set(String(intent.id), intent);
          if (body.confirm === 'true') this.charge(intent);
          if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
            const error = { ...(intent.last_payment_error as Obj), payment_intent: structuredClone(intent) };
            return reply(402, { error });
          }
          return reply(200, intent);
        }
        const intent = this.intents.get(parts[2] ?? '');
        if (!intent) return notFound();
        if (req.method === 'GET') return reply(200, intent);
        if (parts[3] === 'confirm') {
          if (body.payment_method) intent.payment_method = body.payment_method;
          if (intent.status === 'succeeded' || intent.status === 'canceled')
            return reply(400, {
              error: { type: 'invalid_request_error', message: `This PaymentIntent's status is ${String(intent.status)}` },
            });
          this.charge(intent);
          if (intent.last_payment_error && intent.status !== 'succeeded')
            return reply(402, { error: { ...(intent.last_payment_error as Obj), payment_intent: structuredClone(intent) } });
          return reply(200, intent);
        }
        if (parts[3] === 'cancel') {
          if (intent.status === 'succeeded')
            return reply(400, { error: { type: 'invalid_request_error', message: 'A succeeded PaymentIntent cannot be canceled' } });
          intent.status = 'canceled';
          this.emit('payment_intent.canceled', intent);
          return reply(200, intent);
        }
        return notFound();
      }
      if (parts[1] === 'refunds') {
        if (req.method === 'GET') {
          const pi = url.searchParams.get('payment_intent');
          const data = [...this.refunds.values()].filter((r) => r.payment_intent === pi);
          return reply(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
        }
        const intent = this.intents.get(String(body.payment_intent));
        if (!intent || intent.status !== 'succeeded')
          return reply(400, { error: { type: 'invalid_request_error', message: 'Nothing to refund' } });
        const already = [...this.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((s, r) => s + Number(r.amount), 0);
        const amount = body.amount ? Number(body.amount) : Number(intent.amount) - already;
        if (amount <= 0 || already + amount > Number(intent.amount))
          return reply(400, { error: { type: 'invalid_request_error', message: 'Refund exceeds the charge' } });
        const refund = {
          id: this.id('re'),
          object: 'refund',
          amount,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          status: 'succeeded',
          reason: body.reason ?? null,
          created: Math.floor(Date.now() / 1000),
        };
        this.refunds.set(refund.id, refund);
        this.emit('charge.refunded', {
          id: intent.latest_charge,
          object: 'charge',
          payment_intent: intent.id,
          amount: intent.amount,
          amount_refunded: already + amount,
          refunded: already + amount === Number(intent.amount),
        });
        return reply(200, refund);
      }
      return notFound();
    } catch (err) {
      send(500, { error: { type: 'api_error', message: err instanceof Error ? err.message : String(err) } });
    }
  }
}
