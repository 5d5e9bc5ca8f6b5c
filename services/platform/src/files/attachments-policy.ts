import { attachmentLimits, msg, type AttachmentKind, type AttachmentsDef } from '@portico/contracts';
import { CONTENT_TYPE, OFFICE_TYPES, detectFileType, isOfficeType, type FileCheck, type FileSample, type FileType } from './file-policy';

/** The types each attachment kind accepts (the names the file policy reads from bytes). */
export const ATTACHMENT_FILE_TYPES: Record<AttachmentKind, readonly FileType[]> = {
  image: ['jpeg', 'png', 'gif', 'webp'],
  document: ['pdf', ...OFFICE_TYPES, 'text'],
};

/** Plain text only under a plain-text name: a `.html` or `.svg` file is markup, whatever it says. */
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'md', 'log']);
/** Markup in a "text" file: a browser or an editor could render it as a page. */
const MARKUP_RE = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml)\b/i;

const REFUSED = 'This type of file cannot be attached here';

/**
 * Checks one uploaded file against an entity's attachment declaration: its size, and its type
 * read from its bytes (never the client's Content-Type or the name alone).
 */
export async function checkAttachment(decl: AttachmentsDef, file: FileSample & { size: number }, fileName: string): Promise<FileCheck> {
  const { maxBytes } = attachmentLimits(decl);
  const refused = { ok: false, status: 415, message: REFUSED, ref: msg('error.fileTypeRefused', { file: fileName }) } as const;
  if (file.size > maxBytes) {
    const limit = formatLimit(maxBytes);
    return {
      ok: false,
      status: 413,
      message: `The file is larger than ${limit}`,
      ref: msg('error.fileOverLimit', { file: fileName, limit }),
    };
  }
  const type = await detectFileType(file);
  const allowed = decl.kinds.flatMap((k) => ATTACHMENT_FILE_TYPES[k]);
  if (!type || !allowed.includes(type)) return refused;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  // The name says how the downloader's computer opens the file: a spreadsheet named .docx is refused.
  if (isOfficeType(type) && extension !== type) return refused;
  if (type === 'text') {
    const text = new TextDecoder().decode(file.head);
    if (!TEXT_EXTENSIONS.has(extension) || MARKUP_RE.test(text)) return refused;
    return { ok: true, type, contentType: extension === 'csv' ? 'text/csv; charset=utf-8' : CONTENT_TYPE.text };
  }
  return { ok: true, type, contentType: CONTENT_TYPE[type] };
}

/** Raster images the browser may show inline (thumbnails); everything else is a download. */
export function mayServeInline(contentType: string): boolean {
  return ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(contentType);
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
