import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { attachmentLimits, supportRequest, type DomainEvent } from '@portico/contracts';
import { SAMPLE_FILES } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * Attachments through the real gateway and people service (ADR 0022), on the entity the
 * catalogue declares them for: the bytes land in the gateway's storage folder, the metadata in
 * the service, and every refusal leaves the storage as it was.
 */
const MANAGER = 'manager@portico.test';
const OTHER_TENANT = 'manager2@portico.test';
const RESIDENT = 'resident@portico.test';
const base = `/api/v1/${supportRequest.module}`;
const { maxBytes } = attachmentLimits(supportRequest.attachments!);

const { png: PNG, pdf: PDF } = SAMPLE_FILES;

let api: ApiTestbed;
let dataDir: string;
let nc: NatsConnection;
let recordId: string;
const events: DomainEvent[] = [];

async function storedObjects(): Promise<string[]> {
  const root = join(dataDir, 'files');
  const found: string[] = [];
  for (const prefix of await readdir(root).catch(() => [] as string[])) {
    for (const name of await readdir(join(root, prefix))) found.push(`${prefix}/${name}`);
  }
  return found.filter((f) => !f.endsWith('.json'));
}

async function upload(who: string | null, id: string, files: { name: string; bytes: Buffer; type?: string }[], field = 'file') {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${api.url}${base}/${id}/attachments`, {
    method: 'POST',
    headers: who ? { authorization: `Bearer ${await api.token(who)}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function download(who: string, id: string, attachmentId: string, query = '') {
  const res = await fetch(`${api.url}${base}/${id}/attachments/${attachmentId}${query}`, {
    headers: { authorization: `Bearer ${await api.token(who)}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-attachments-'));
  api = await startApiTestbed({ services: [peopleService], gatewayDataDir: dataDir, requestTimeoutMs: 10_000 });
  nc = await connect({ servers: api.natsUrl });
  const codec = JSONCodec<DomainEvent>();
  const sub = nc.subscribe('people.supportRequest.attachmentAdded');
  void (async () => {
    for await (const m of sub) events.push(codec.decode(m.data));
  })();
  const created = await api.call(MANAGER, 'POST', `/${supportRequest.module}`, {
    subject: 'Leak in the lobby',
    category: 'building',
    description: 'See the photo',
  });
  expect(created.status).toBe(201);
  recordId = created.body.id as string;
}, 120_000);

afterAll(async () => {
  await nc?.close();
  await api?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('attachments on a support request', () => {
  let photoId: string;

  it('stores an upload, lists it, and serves the same bytes back as an attachment', async () => {
    const res = await upload(MANAGER, recordId, [
      { name: 'leak.png', bytes: PNG, type: 'image/png' },
      { name: '../../quote.pdf', bytes: PDF },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.items).toMatchObject([
      { fileName: 'leak.png', contentType: 'image/png', size: PNG.length, recordId },
      { fileName: 'quote.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    photoId = res.body.items[0].id as string;
    expect(await storedObjects()).toHaveLength(2);

    const list = await api.call(MANAGER, 'GET', `/support/${recordId}/attachments`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((a: { fileName: string }) => a.fileName)).toEqual(['leak.png', 'quote.pdf']);
    expect(list.body.items[0]).not.toHaveProperty('storageKey');

    const got = await download(MANAGER, recordId, photoId);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(PNG)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="leak.png"/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    // Thumbnails: an image may be shown inline, a PDF never.
    expect((await download(MANAGER, recordId, photoId, '?inline=1')).headers.get('content-disposition')).toMatch(/^inline;/);
    const pdfId = res.body.items[1].id as string;
    expect((await download(MANAGER, recordId, pdfId, '?inline=1')).headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('announces each added file as an event of the record', async () => {
    // The outbox relay publishes after the commit: wait for both (the test's timeout bounds it).
    while (events.length < 2) await new Promise((r) => setTimeout(r, 50));
    const added = events.filter((e) => e.subject === 'people.supportRequest.attachmentAdded');
    expect(added).toHaveLength(2);
    expect(added[0]!.data).toMatchObject({ id: recordId, fileName: 'leak.png', attachmentId: photoId });
  });

  it("answers 404 for another tenant's record and stores nothing", async () => {
    const before = await storedObjects();
    const res = await upload(OTHER_TENANT, recordId, [{ name: 'x.png', bytes: PNG }]);
    expect(res.status).toBe(404);
    expect(await storedObjects()).toEqual(before);
    expect((await api.call(OTHER_TENANT, 'GET', `/support/${recordId}/attachments`)).status).toBe(404);
    expect((await download(OTHER_TENANT, recordId, photoId)).status).toBe(404);
    expect((await api.call(OTHER_TENANT, 'DELETE', `/support/${recordId}/attachments/${photoId}`)).status).toBe(404);
  });

  it.each([
    ['an executable', 'setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)])],
    ['an executable named .png', 'photo.png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64, 0)])],
    ['HTML named .txt', 'notes.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')],
    ['HTML under its own name', 'page.html', Buffer.from('hello')],
    ['a jar (zip that is no office file)', 'tool.jar', SAMPLE_FILES.jar],
    ['a plain zip renamed .docx', 'quote.docx', SAMPLE_FILES.zip],
  ])('refuses %s with 415 and stores nothing', async (_case, name, bytes) => {
    const before = await storedObjects();
    const res = await upload(MANAGER, recordId, [{ name, bytes }]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining(name) });
    expect(await storedObjects()).toEqual(before);
  });

  it('takes a Word document for what its package holds, not for being a ZIP', async () => {
    const res = await upload(MANAGER, recordId, [{ name: 'roof quote.docx', bytes: SAMPLE_FILES.docx }]);
    expect(res.status).toBe(201);
    expect(res.body.items).toMatchObject([
      { fileName: 'roof quote.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ]);
  });

  it('refuses a file over the limit with 413, and keeps none of a batch with one bad file', async () => {
    const before = await storedObjects();
    const big = Buffer.concat([PNG, Buffer.alloc(maxBytes, 1)]);
    const res = await upload(MANAGER, recordId, [{ name: 'big.png', bytes: big }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('big.png');
    const mixed = await upload(MANAGER, recordId, [
      { name: 'ok.png', bytes: PNG },
      { name: 'bad.exe', bytes: Buffer.from('MZ\u0000\u0000\u0000\u0001') },
    ]);
    expect(mixed.status).toBe(415);
    expect(await storedObjects()).toEqual(before);
  });

  it('accepts a file of exactly the stated limit, and refuses one byte more', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(maxBytes - PNG.length, 1)]);
    expect(exact.length).toBe(maxBytes);
    const res = await upload(MANAGER, recordId, [{ name: 'exact.png', bytes: exact }]);
    expect(res.status).toBe(201);
    expect(res.body.items[0]).toMatchObject({ fileName: 'exact.png', size: maxBytes });
    const over = await upload(MANAGER, recordId, [{ name: 'over.png', bytes: Buffer.concat([exact, Buffer.from([1])]) }]);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(`over.png is larger than ${Math.round(maxBytes / 104857.6) / 10} MB`);
  });

  it('stops reading an upload at the file that passes its limit, not at the end of the body', async () => {
    // Six times the limit in one file, well under the whole-body cap: the answer must come while
    // the client is still sending, so the bytes it had to send before it are about one limit.
    const total = 6 * maxBytes;
    const boundary = 'portico-stream-test';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="huge.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    const url = new URL(`${api.url}${base}/${recordId}/attachments`);
    const token = await api.token(MANAGER);
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        },
        (res) => {
          answered = true;
          res.resume();
          resolve({ status: res.statusCode ?? 0, sent });
        },
      );
      req.on('error', (err) => (answered ? undefined : reject(err)));
      const chunk = Buffer.alloc(256 * 1024, 1);
      const pump = () => {
        while (!answered && sent < total) {
          const piece = sent === 0 ? Buffer.concat([head, PNG, chunk]) : chunk;
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        if (!answered) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(3 * maxBytes);
  });

  it('keeps non-ASCII file names intact and strips bidirectional overrides from them', async () => {
    const res = await upload(MANAGER, recordId, [{ name: 'Façade 見積 \u202Egnp.exe.png', bytes: PNG }]);
    expect(res.status).toBe(201);
    expect(res.body.items[0].fileName).toBe('Façade 見積 gnp.exe.png');
    const list = await api.call(MANAGER, 'GET', `/support/${recordId}/attachments`);
    expect(list.body.items.map((a: { fileName: string }) => a.fileName)).toContain('Façade 見積 gnp.exe.png');
  });

  it('needs the update slug to attach (403), the read slug to list', async () => {
    const res = await upload(RESIDENT, recordId, [{ name: 'x.png', bytes: PNG }]);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('support-update');
    expect((await upload(null, recordId, [{ name: 'x.png', bytes: PNG }])).status).toBe(401);
  });

  it('answers clear 4xx to a body that is not a multipart upload', async () => {
    const json = await api.call(MANAGER, 'POST', `/support/${recordId}/attachments`, { file: 'x' });
    expect(json.status).toBe(415);
    expect((await upload(MANAGER, recordId, [{ name: 'x.png', bytes: PNG }], 'photo')).status).toBe(400);
    const noFile = await fetch(`${api.url}${base}/${recordId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await api.token(MANAGER)}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    });
    expect(noFile.status).toBe(400);
    const noBoundary = await fetch(`${api.url}${base}/${recordId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await api.token(MANAGER)}`, 'content-type': 'multipart/form-data; charset=utf-8' },
      body: 'junk',
    });
    expect(noBoundary.status).toBe(400);
  });

  it('removes an attachment: gone from the list, its bytes deleted', async () => {
    const before = await storedObjects();
    const res = await api.call(MANAGER, 'DELETE', `/support/${recordId}/attachments/${photoId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: photoId, removed: true });
    expect(await storedObjects()).toHaveLength(before.length - 1);
    const list = await api.call(MANAGER, 'GET', `/support/${recordId}/attachments`);
    expect(list.body.items.map((a: { id: string }) => a.id)).not.toContain(photoId);
    expect((await download(MANAGER, recordId, photoId)).status).toBe(404);
    expect((await api.call(MANAGER, 'DELETE', `/support/${recordId}/attachments/${photoId}`)).status).toBe(404);
  });
});
