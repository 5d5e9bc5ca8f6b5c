import { parseCsv, parseCsvRecords } from '@portico/contracts';
import { readCsvFile } from './csv';

/** Both doors onto papaparse: the whole-text parse and the streamed one (tiny chunks, so fields and quotes straddle chunk edges). */
const readers: [string, (text: string) => Promise<{ headers: string[]; records: Record<string, string>[] }>][] = [
  ['parseCsvRecords', async (text) => parseCsvRecords(text)],
  ['readCsvFile (streamed)', (text) => readCsvFile(text, { chunkSize: 7 })],
];

describe.each(readers)('%s', (_name, read) => {
  it('reads quoted fields with commas, doubled quotes and embedded newlines', async () => {
    const text = 'Unit,Notes\n101,"Corner, with view"\n102,"Says ""hi"""\n103,"two\nlines"\n';
    expect(await read(text)).toEqual({
      headers: ['Unit', 'Notes'],
      records: [
        { Unit: '101', Notes: 'Corner, with view' },
        { Unit: '102', Notes: 'Says "hi"' },
        { Unit: '103', Notes: 'two\nlines' },
      ],
    });
  });

  it('drops a BOM, reads CRLF, trims headers and skips empty and comma-only lines', async () => {
    const text = '\ufeffUnit , Building\r\n101,A\r\n\r\n,\r\n102,B\r\n';
    expect(await read(text)).toEqual({
      headers: ['Unit', 'Building'],
      records: [
        { Unit: '101', Building: 'A' },
        { Unit: '102', Building: 'B' },
      ],
    });
  });

  it('fills missing trailing cells with empty text', async () => {
    expect((await read('a,b,c\n1\n')).records).toEqual([{ a: '1', b: '', c: '' }]);
  });

  it('refuses a quoted field that is never closed', async () => {
    await expect(read('a,b\n1,"open\n2,3\n')).rejects.toThrow(/quoted field that is not closed/);
  });

  it('reads 20,000 rows', async () => {
    const lines = ['Unit,Building,Notes'];
    for (let i = 1; i <= 20000; i += 1) lines.push(`${i},B${i % 7},"note ${i}, ""quoted"""`);
    const text = lines.join('\r\n');
    // Streamed in 16 KB chunks: dozens of chunk edges inside quoted fields and CRLFs.
    const { headers, records } = read === readers[0]![1] ? await read(text) : await readCsvFile(text, { chunkSize: 16 * 1024 });
    expect(headers).toEqual(['Unit', 'Building', 'Notes']);
    expect(records).toHaveLength(20000);
    expect(records[19999]).toEqual({ Unit: '20000', Building: `B${20000 % 7}`, Notes: 'note 20000, "quoted"' });
  });
});

describe('parseCsv', () => {
  it('answers rows of cells, an empty text none', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('x,y\n1,2')).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ]);
  });
});
