/** A request target the edge accepts: origin-form, printable ASCII, a path that decodes. */
export interface RequestTarget {
  /** Normalized path, still percent-encoded (what is forwarded and matched). */
  path: string;
  /** `?…` or empty. */
  search: string;
}

const BASE = 'http://edge.invalid';
// Origin-form only (RFC 9112 §3.2.1): one `/`, then visible ASCII. Raw bytes above 0x7e (invalid
// UTF-8 included) and spaces never reach a router; `//host` and absolute-form are refused.
const ORIGIN_FORM = /^\/(?!\/)[\x21-\x7e]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Parses what the client put on the request line, or answers null for anything malformed:
 * a bad percent-escape, an escape that is not UTF-8, an escaped control character, or a
 * target that would resolve to another origin. Never throws.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | null {
  if (!raw || !ORIGIN_FORM.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (CONTROL.test(decoded)) return null;
  return { path: url.pathname, search: url.search };
}
