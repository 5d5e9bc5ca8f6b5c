/**
 * What may be uploaded where. The type is read from the file's first bytes, never taken from
 * the client's Content-Type or file name alone, so a script renamed `.png` is refused.
 */
export type FileType = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'zip-office' | 'text';

export interface FilePolicy {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  types: readonly FileType[];
}

export const CONTENT_TYPE: Record<FileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  'zip-office': 'application/octet-stream',
  text: 'text/plain; charset=utf-8',
};

export const OFFICE_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export const FILE_POLICIES = {
  /** Photos of a problem, of a lost item, of a parcel. */
  photo: { maxBytes: 10 * 1024 * 1024, types: ['jpeg', 'png', 'gif', 'webp'] },
  /** Quotes, compliance certificates, shared documents, attachments in threads and chat. */
  document: { maxBytes: 25 * 1024 * 1024, types: ['jpeg', 'png', 'gif', 'webp', 'pdf', 'zip-office', 'text'] },
} as const satisfies Record<string, FilePolicy>;

export type FilePolicyName = keyof typeof FILE_POLICIES;

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((b, i) => head[offset + i] === b);
}

/** Plain text: valid UTF-8 with no control characters but tab, newline and carriage return. */
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

/** The type of a file from its first bytes (at least 16 are needed; 512 are enough). */
export function sniffFileType(head: Uint8Array): FileType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip-office';
  if (looksLikeText(head)) return 'text';
  return undefined;
}

export type FileCheck = { ok: true; type: FileType; contentType: string } | { ok: false; status: 413 | 415; message: string };

/** Checks a declared size and the sniffed first bytes against a policy. */
export function checkFile(policyName: FilePolicyName, size: number, head: Uint8Array, fileName: string): FileCheck {
  const policy: FilePolicy = FILE_POLICIES[policyName];
  if (size > policy.maxBytes) {
    return { ok: false, status: 413, message: `The file is larger than ${Math.round(policy.maxBytes / (1024 * 1024))} MB` };
  }
  const type = sniffFileType(head);
  if (!type || !policy.types.includes(type)) {
    return { ok: false, status: 415, message: 'This type of file cannot be uploaded here' };
  }
  if (type === 'zip-office') {
    const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
    const office = OFFICE_TYPES[extension];
    if (!office) return { ok: false, status: 415, message: 'This type of file cannot be uploaded here' };
    return { ok: true, type, contentType: office };
  }
  return { ok: true, type, contentType: CONTENT_TYPE[type] };
}

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
