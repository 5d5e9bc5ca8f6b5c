import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (leading = + - @ tab or CR) is written with a
 * leading apostrophe; a plain number such as a refund's -20.00 is a number, not a formula.
 */
const FORMULA = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;

/**
 * RFC 4180 CSV (CRLF, quotes doubled, a final line end) by papaparse's `unparse`, with the
 * formula guard above: the one CSV writer for downloads.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const data = rows.map((row) => row.map((v) => (v === null || v === undefined ? '' : v)));
  return `${Papa.unparse([[...header], ...data], { escapeFormulae: FORMULA, newline: '\r\n' })}\r\n`;
}
