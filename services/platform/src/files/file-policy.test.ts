import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_FILES } from '../testing/sample-files';
import { attachmentDisposition, cleanFileName, detectFileType } from './file-policy';

const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(16).fill(0x20)]);
const text = (s: string) => new TextEncoder().encode(s);

describe('detectFileType reads the bytes, not the name', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['png', SAMPLE_FILES.png],
    ['gif', SAMPLE_FILES.gif],
    ['webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['pdf', SAMPLE_FILES.pdf],
    ['docx', SAMPLE_FILES.docx],
    ['xlsx', SAMPLE_FILES.xlsx],
    ['odt', SAMPLE_FILES.odt],
    ['text', text('unit,amount\n101,1200\n')],
    // Text whose first letters are a signature ("BM" is a bitmap's) is still text.
    ['text', text('BMW,Model 3\n')],
    [undefined, SAMPLE_FILES.zip],
    [undefined, SAMPLE_FILES.jar],
    [undefined, bytes(0x7f, 0x45, 0x4c, 0x46)],
    [undefined, bytes(0x00, 0x00, 0x01, 0x00)],
    // A PNG signature before garbage is no PNG.
    [undefined, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)])],
    [undefined, new Uint8Array()],
  ])('%s', async (expected, head) => {
    expect(await detectFileType({ head })).toBe(expected);
  });

  it('reads an office package from the spooled file when its manifest lies past the first bytes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-file-type-'));
    try {
      const path = join(dir, 'upload');
      await writeFile(path, SAMPLE_FILES.docx);
      const head = SAMPLE_FILES.docx.subarray(0, 64);
      expect(await detectFileType({ head })).toBeUndefined();
      expect(await detectFileType({ head, path })).toBe('docx');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
