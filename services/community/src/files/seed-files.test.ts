import { detectFileType } from '@portico/platform';
import { textPdf } from './seed-files';

/** The demo PDFs are real PDFs: the file policy reads them as PDF, and every xref offset lands on its object. */
it('writes a PDF whose cross-reference table points at its objects', async () => {
  const pdf = textPdf('House Rules (2026)', ['Quiet hours: 10 pm – 7 am', 'Back\\slash']);
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(await detectFileType({ head: pdf })).toBe('pdf');
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets).toHaveLength(5);
  offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  // Parentheses and backslashes are escaped; characters outside ASCII are replaced.
  expect(text).toContain('(House Rules \\(2026\\))');
  expect(text).toContain('Back\\\\slash');
  expect(text).not.toContain('–');
});
