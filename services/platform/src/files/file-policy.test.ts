import { attachmentDisposition, checkFile, cleanFileName, sniffFileType } from './file-policy';

const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(16).fill(0x20)]);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileType reads the first bytes, not the name', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['gif', text('GIF89a..........')],
    ['webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['pdf', text('%PDF-1.7\n%....')],
    ['zip-office', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['text', text('unit,amount\n101,1200\n')],
    [undefined, bytes(0x7f, 0x45, 0x4c, 0x46)],
    [undefined, bytes(0x00, 0x00, 0x01, 0x00)],
    [undefined, new Uint8Array()],
  ])('%s', (expected, head) => {
    expect(sniffFileType(head)).toBe(expected);
  });
});

describe('checkFile applies the policy', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const pdf = text('%PDF-1.7\n%....');
  it.each([
    ['a photo within the limit', 'photo', 1024, png, 'leak.png', { ok: true, contentType: 'image/png' }],
    ['a photo over 10 MB', 'photo', 10 * 1024 * 1024 + 1, png, 'leak.png', { ok: false, status: 413 }],
    ['a PDF where only photos go', 'photo', 1024, pdf, 'x.pdf', { ok: false, status: 415 }],
    ['a script named .png', 'photo', 100, text('<script>alert(1)</script>'), 'x.png', { ok: false, status: 415 }],
    ['a quote as PDF', 'document', 1024, pdf, 'quote.pdf', { ok: true, contentType: 'application/pdf' }],
    [
      'a spreadsheet',
      'document',
      1024,
      bytes(0x50, 0x4b, 0x03, 0x04),
      'parts.xlsx',
      { ok: true, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ],
    ['a zip that is no office file', 'document', 1024, bytes(0x50, 0x4b, 0x03, 0x04), 'payload.jar', { ok: false, status: 415 }],
    ['an executable', 'document', 1024, bytes(0x4d, 0x5a, 0x90, 0x00, 0x03), 'setup.exe', { ok: false, status: 415 }],
  ] as const)('%s', (_case, policy, size, head, name, expected) => {
    expect(checkFile(policy, size, head, name)).toMatchObject(expected);
  });
});

describe('file names and Content-Disposition', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\roof.pdf', 'roof.pdf'],
    ['a\u0000b\r\nc.pdf', 'abc.pdf'],
    ['..', 'file'],
    ['', 'file'],
    ['x'.repeat(300), 'x'.repeat(200)],
    // A right-to-left override would show "invoice\u202Efdp.exe" as "invoiceexe.pdf".
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a\u2066b\u2069\u200Fc.pdf', 'abc.pdf'],
    ['Façade 見積.pdf', 'Façade 見積.pdf'],
  ])('cleanFileName(%j) = %j', (raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });

  it('always serves as an attachment, with an exact UTF-8 name and a safe ASCII fallback', () => {
    expect(attachmentDisposition('Reçu "mai".pdf')).toBe(`attachment; filename="Re_u mai.pdf"; filename*=UTF-8''Re%C3%A7u%20mai.pdf`);
  });
});
