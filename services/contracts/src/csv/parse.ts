/**
 * RFC 4180 CSV parsing (quoted fields, doubled quotes, CRLF/LF, embedded newlines, BOM).
 * Small enough to own; runs in the browser for preview and in tests.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      if (row.some((v) => v !== '') || row.length > 1) rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    if (row.some((v) => v !== '')) rows.push(row);
  }
  return rows;
}

/** Header row plus records keyed by header. */
export function parseCsvRecords(text: string): { headers: string[]; records: Record<string, string>[] } {
  const [headers = [], ...rest] = parseCsv(text);
  const clean = headers.map((h) => h.trim());
  return { headers: clean, records: rest.map((r) => Object.fromEntries(clean.map((h, i) => [h, r[i] ?? '']))) };
}
