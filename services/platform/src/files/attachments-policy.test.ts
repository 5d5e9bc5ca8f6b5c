import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import {
  ATTACHMENT_STEPS,
  ENTITIES,
  attachmentAddSlug,
  attachmentSubject,
  entitiesWithAttachments,
  slugFor,
  type AttachmentsDef,
} from '@portico/contracts';
import { PERMISSION_KEY } from '../nest/permission';
import { createAttachmentController } from './attachments-controller';
import { SAMPLE_FILES } from '../testing/sample-files';
import { checkAttachment, mayServeInline } from './attachments-policy';

const bytes = (...b: number[]) => Buffer.from([...b, ...new Array(16).fill(0x20)]);
const text = (s: string) => Buffer.from(s);
const { png, pdf, docx, xlsx, odt, zip, jar } = SAMPLE_FILES;

describe('checkAttachment applies an entity declaration to the bytes', () => {
  const images: AttachmentsDef = { kinds: ['image'] };
  const docs: AttachmentsDef = { kinds: ['document'], maxBytes: 1000 };
  it.each([
    ['a photo where images go', images, 100, png, 'a.png', { ok: true, contentType: 'image/png' }],
    ['a PDF where only images go', images, 100, pdf, 'a.pdf', { ok: false, status: 415 }],
    ['an image where only documents go', docs, 100, png, 'a.png', { ok: false, status: 415 }],
    ['a PDF within the declared limit', docs, 1000, pdf, 'q.pdf', { ok: true, contentType: 'application/pdf' }],
    ['a PDF over the declared limit', docs, 1001, pdf, 'q.pdf', { ok: false, status: 413 }],
    ['images default to 10 MB', images, 10 * 1024 * 1024 + 1, png, 'a.png', { ok: false, status: 413 }],
    ['a CSV', docs, 10, text('unit,amount\n101,5\n'), 'rent.CSV', { ok: true, contentType: 'text/csv; charset=utf-8' }],
    ['text under a markup name', docs, 10, text('hello'), 'x.svg', { ok: false, status: 415 }],
    ['markup under a text name', docs, 10, text('  <svg onload=alert(1)>'), 'x.txt', { ok: false, status: 415 }],
    [
      'a Word document',
      docs,
      10,
      docx,
      'a.docx',
      { ok: true, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ],
    [
      'an Excel workbook',
      docs,
      10,
      xlsx,
      'Parts.XLSX',
      { ok: true, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ],
    ['a LibreOffice text', docs, 10, odt, 'minutes.odt', { ok: true, contentType: 'application/vnd.oasis.opendocument.text' }],
    ['a workbook named as a Word document', docs, 10, xlsx, 'parts.docx', { ok: false, status: 415 }],
    [
      'a plain zip renamed .docx',
      docs,
      10,
      zip,
      'a.docx',
      { ok: false, status: 415, message: 'This type of file cannot be attached here' },
    ],
    ['a jar renamed .xlsx', docs, 10, jar, 'a.xlsx', { ok: false, status: 415 }],
    ['an executable', docs, 10, bytes(0x4d, 0x5a, 0x90, 0x00), 'a.exe', { ok: false, status: 415 }],
  ] as const)('%s', async (_case, decl, size, head, name, expected) => {
    expect(await checkAttachment(decl, { size, head }, name)).toMatchObject(expected);
  });

  it('shows raster images inline, nothing else', () => {
    expect(['image/png', 'image/jpeg', 'application/pdf', 'text/plain; charset=utf-8', 'image/svg+xml'].map(mayServeInline)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('attachment NATS handlers', () => {
  const defs = entitiesWithAttachments(ENTITIES);
  it('exist for at least one entity of the catalogue', () => {
    expect(defs.length).toBeGreaterThan(0);
  });
  it.each(defs.map((d) => [d.name, d] as const))(
    '%s: read slug to list and open, the declared slug to add, update to remove',
    (_name, def) => {
      const proto = createAttachmentController(def).prototype as Record<string, object>;
      const handlers = Object.getOwnPropertyNames(proto)
        .filter((n) => n !== 'constructor' && Reflect.getMetadata(PATTERN_METADATA, proto[n]!) !== undefined)
        .map((n) => ({
          subject: (Reflect.getMetadata(PATTERN_METADATA, proto[n]!) as string[])[0],
          slug: Reflect.getMetadata(PERMISSION_KEY, proto[n]!) as unknown,
        }));
      const expected = ATTACHMENT_STEPS.map((step) => ({
        subject: attachmentSubject(def.domain, def.name, step),
        slug: step === 'add' ? attachmentAddSlug(def) : slugFor(def, step === 'list' || step === 'open' ? 'read' : 'update'),
      }));
      expect(handlers.sort((a, b) => a.subject!.localeCompare(b.subject!))).toEqual(
        expected.sort((a, b) => a.subject.localeCompare(b.subject)),
      );
    },
  );
});
