import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { MessageRef } from '@portico/contracts';

/**
 * The types a file may have once uploaded. The type is read from the file's bytes by
 * `file-type`, never taken from the client's Content-Type or file name alone, so a script
 * renamed `.png` is refused, and an office document is the real OOXML/ODF package, not any ZIP.
 */
export type FileType = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | OfficeType | 'text';

/** Office documents: the type inside the ZIP package (file-type reads its manifest). */
export const OFFICE_TYPES = ['docx', 'xlsx', 'pptx', 'odt', 'ods'] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];

export const CONTENT_TYPE: Record<FileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  text: 'text/plain; charset=utf-8',
};

/** file-type's extension for each type accepted anywhere; anything else it recognises is refused. */
const DETECTED: Record<string, Exclude<FileType, 'text'>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  ...Object.fromEntries(OFFICE_TYPES.map((t) => [t, t])),
};

export function isOfficeType(type: FileType): type is OfficeType {
  return (OFFICE_TYPES as readonly string[]).includes(type);
}

/**
 * An uploaded file to classify: its first bytes and, when it was spooled to disk, its path (an
 * office package's manifest may lie past the first bytes; file-type reads on from the file).
 */
export interface FileSample {
  head: Uint8Array;
  path?: string;
}

/**
 * Plain text: valid UTF-8 with no control characters but tab, newline and carriage return.
 * Hand-written: file-type recognises binary formats only (ADR 0047).
 */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  try {
    // Streaming mode: a multi-byte character cut at the end of the sniffed window is not an error.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

/** The type of a file from its bytes, or undefined for one that may not be uploaded anywhere. */
export async function detectFileType(sample: FileSample): Promise<FileType | undefined> {
  let found: { ext: string } | undefined;
  try {
    found = sample.path ? await fileTypeFromFile(sample.path) : await fileTypeFromBuffer(sample.head);
  } catch {
    // A malformed container (a cut ZIP, a chunk over file-type's limits) is no known type.
    found = undefined;
  }
  const known = found && DETECTED[found.ext];
  if (known) return known;
  // Text whose first letters happen to be a signature ("BMW,…" reads as a bitmap) is still text;
  // a real binary of another type has control bytes and is refused.
  return looksLikeText(sample.head) ? 'text' : undefined;
}

/** A refusal carries its English text and its catalogue message (worded for the reader by the gateway, ADR 0077). */
export type FileCheck =
  { ok: true; type: FileType; contentType: string } | { ok: false; status: 413 | 415; message: string; ref: MessageRef };

/** A file name safe to store and show: no path, no control characters, bounded length. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F"]/g, '')
    // Bidirectional controls: a right-to-left override makes "invoice\u202Efdp.exe" read as
    // "invoiceexe.pdf"; a file name never needs one.
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/**
 * Always an attachment, never rendered inline by the browser: an ASCII fallback name plus
 * the exact name in RFC 5987 form.
 */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/[\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
