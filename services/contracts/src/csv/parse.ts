import Papa from 'papaparse';

/**
 * CSV parsing on papaparse (RFC 4180: quoted fields, doubled quotes, CRLF/LF, embedded
 * newlines, BOM), the one parser of the product: the browser streams user files through it
 * (`shell/ui` `readCsvFile`) and anything else that parses CSV calls `parseCsv` here.
 *
 * Comma only: delimiter guessing would split a one-column file on whatever it finds. Rows
 * that are empty or hold only commas are skipped (a spreadsheet's trailing blank rows).
 */
export const CSV_PARSE_OPTIONS = { delimiter: ',', skipEmptyLines: 'greedy', header: false } as const;

/** A papaparse error, as both its callers see it (row index is within the file, 0-based). */
export interface CsvParseIssue {
  type: string;
  code: string;
  message: string;
  row?: number;
}

/** Unclosed quotes are the one malformation that changes what the rows mean: refuse them. */
export function csvProblem(issues: readonly CsvParseIssue[], rowOffset = 0): Error | null {
  const quote = issues.find((e) => e.type === 'Quotes');
  if (!quote) return null;
  const where = typeof quote.row === 'number' ? ` (row ${rowOffset + quote.row + 1})` : '';
  return new Error(`The file has a quoted field that is not closed${where}`);
}

export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { ...CSV_PARSE_OPTIONS });
  const problem = csvProblem(result.errors);
  if (problem) throw problem;
  return result.data;
}

/** Header row plus records keyed by header, built as rows arrive (a streamed file's chunks). */
export class CsvRecordCollector {
  headers: string[] = [];
  readonly records: Record<string, string>[] = [];
  /** Rows taken so far, the header included. */
  rows = 0;
  private started = false;

  add(rows: readonly string[][]): void {
    for (const row of rows) {
      this.rows += 1;
      if (!this.started) {
        this.started = true;
        // A BOM is stripped by the parser on text input; a streamed file's first chunk may keep it.
        this.headers = row.map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim());
        continue;
      }
      const record: Record<string, string> = {};
      this.headers.forEach((h, i) => {
        record[h] = row[i] ?? '';
      });
      this.records.push(record);
    }
  }

  result(): { headers: string[]; records: Record<string, string>[] } {
    return { headers: this.headers, records: this.records };
  }
}

/** Header row plus records keyed by header. */
export function parseCsvRecords(text: string): { headers: string[]; records: Record<string, string>[] } {
  const collector = new CsvRecordCollector();
  collector.add(parseCsv(text));
  return collector.result();
}
