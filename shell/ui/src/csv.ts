import Papa from 'papaparse';
import { CSV_PARSE_OPTIONS, CsvRecordCollector, csvProblem } from '@portico/contracts';

export interface CsvRecords {
  headers: string[];
  records: Record<string, string>[];
}

/** Bytes (or characters, for text) read per step: large files never sit in memory as one string. */
export const CSV_CHUNK_SIZE = 1024 * 1024;

const NEWLINE_SAMPLE = 64 * 1024;

/** The line ending of a file from its start: CRLF, LF or a lone CR (old Mac exports). */
export function detectNewline(sample: string): '\r\n' | '\n' | '\r' {
  const lf = sample.indexOf('\n');
  if (lf > 0 && sample[lf - 1] === '\r') return '\r\n';
  if (lf < 0 && sample.includes('\r')) return '\r';
  return '\n';
}

/**
 * Streams a user's CSV file (or text) through papaparse chunk by chunk, on the main thread
 * (`worker: false`: a worker would need a blob: script, which the console's CSP refuses), and
 * collects the header and records. `onProgress` gets the record count after each chunk.
 */
export async function readCsvFile(
  input: File | Blob | string,
  options: { chunkSize?: number; onProgress?: (records: number) => void } = {},
): Promise<CsvRecords> {
  // papaparse guesses line endings from the first chunk only; look at the file's start once.
  const sample = typeof input === 'string' ? input.slice(0, NEWLINE_SAMPLE) : await input.slice(0, NEWLINE_SAMPLE).text();
  const newline = detectNewline(sample);
  return new Promise((resolve, reject) => {
    const collector = new CsvRecordCollector();
    let failed = false;
    Papa.parse<string[]>(input as File, {
      ...CSV_PARSE_OPTIONS,
      newline,
      worker: false,
      chunkSize: options.chunkSize ?? CSV_CHUNK_SIZE,
      chunk: (results, parser) => {
        const problem = csvProblem(results.errors, collector.rows);
        if (problem) {
          failed = true;
          parser.abort();
          reject(problem);
          return;
        }
        collector.add(results.data);
        options.onProgress?.(collector.records.length);
      },
      complete: () => {
        if (!failed) resolve(collector.result());
      },
      error: (error: Error) => {
        failed = true;
        reject(error);
      },
    });
  });
}
