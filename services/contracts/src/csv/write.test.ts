import { parseCsv } from './parse';
import { writeCsv } from './write';

describe('writeCsv', () => {
  it('quotes what needs it, guards formulas but not numbers, and ends every line with CRLF', () => {
    const csv = writeCsv(
      ['Reference', 'Note', 'Amount'],
      [
        ['=HYPERLINK("x")', 'a, b', '-20.00'],
        ['@SUM(A1)', 'two\nlines', '150.00'],
        [null, undefined, '+3'],
      ],
    );
    expect(csv).toBe(
      'Reference,Note,Amount\r\n' + `"'=HYPERLINK(""x"")","a, b",-20.00\r\n` + `"'@SUM(A1)","two\nlines",150.00\r\n` + ',,+3\r\n',
    );
  });

  it('reads back through the CSV parser as written', () => {
    const csv = writeCsv(['a', 'b'], [['x "quoted"', 'ü, ß']]);
    expect(parseCsv(csv)).toEqual([
      ['a', 'b'],
      ['x "quoted"', 'ü, ß'],
    ]);
  });
});
