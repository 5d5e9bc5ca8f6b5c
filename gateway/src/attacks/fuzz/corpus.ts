/**
 * Hostile values, each in the forms a request can carry it: as a JSON value in a body (or raw
 * JSON text where JSON.stringify cannot say it: 1e309, -0, NaN, invalid UTF-8), and as text
 * in a URL (already percent-encoded, so malformed escapes reach the server as sent).
 */
export interface HostileValue {
  name: string;
  /** The value inside a JSON body. */
  json: unknown;
  /** Raw JSON text to splice in place of `json` (bytes JSON.stringify cannot produce). */
  rawJson?: Buffer;
  /** The value in a path segment or query string, exactly as sent. */
  url: string;
}

const enc = (value: string) => encodeURIComponent(value);
const text = (name: string, value: string): HostileValue => ({ name, json: value, url: enc(value) });
const DEEP = 10_000;
/** A cursor as an attacker would write one: a junk id, a value of the wrong type, a made-up total. */
const FORGED_CURSOR = Buffer.from(JSON.stringify({ v: 'not-a-date', id: 'abc', t: 123456789 })).toString('base64url');

export const HOSTILE_VALUES: readonly HostileValue[] = [
  text('NUL byte', 'a\u0000b'),
  text('control characters', '\u0001\u0007\u001b[31m\u007f\u000b\u000c'),
  text('100k characters', 'x'.repeat(100_000)),
  text('path traversal', '../../etc/passwd'),
  text('SQL injection', "' OR 1=1--"),
  text('SQL comment and quote', '"; DROP TABLE users; --'),
  { name: 'lone percent', json: '%', url: '%' },
  { name: 'percent-encoded NUL', json: '%00', url: '%00' },
  { name: 'invalid UTF-8', json: 'invalid', rawJson: Buffer.from([0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22]), url: '%C3%28%FF' },
  text('LIKE wildcards', '%_\\'),
  text('impossible date', '2024-02-30'),
  text('year zero date', '0000-00-00'),
  text('year zero day', '0000-01-01'),
  text('impossible datetime', '2024-02-30T25:61:00Z'),
  text('far-future date', '99999-12-31'),
  { name: 'huge number', json: 1e308, url: '1e308' },
  { name: 'negative number', json: -1e20, url: '-1e20' },
  { name: 'int4 overflow', json: 2147483648, url: '2147483648' },
  { name: 'unsafe integer', json: 0, rawJson: Buffer.from('9007199254740993'), url: '9007199254740993' },
  { name: 'NaN', json: 0, rawJson: Buffer.from('NaN'), url: 'NaN' },
  { name: 'Infinity (1e309)', json: 0, rawJson: Buffer.from('1e309'), url: '1e309' },
  { name: 'negative zero', json: 0, rawJson: Buffer.from('-0'), url: '-0' },
  { name: 'fraction', json: 0.1 + 0.2, url: '0.30000000000000004' },
  { name: 'array', json: ['a', 'b'], url: 'a&{key}=b' },
  { name: 'object', json: { a: 1 }, url: 'a' },
  { name: 'null', json: null, url: 'null' },
  { name: 'true', json: true, url: 'true' },
  { name: 'false', json: false, url: 'false' },
  text('empty string', ''),
  text('whitespace', ' \t\n '),
  text('junk uuid', '00000000-0000-0000-0000-00000000000g'),
  text('short junk id', 'abc'),
  text('nil uuid', '00000000-0000-0000-0000-000000000000'),
  text('forged unsigned cursor', FORGED_CURSOR),
  text('forged cursor, bad signature', `${FORGED_CURSOR}.${Buffer.from('not the signature').toString('base64url')}`),
  text('very long id', '0b8f5c1e-0000-4000-8000-000000000001'.repeat(200)),
  {
    name: 'nested 10,000 deep',
    json: null,
    rawJson: Buffer.from(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`),
    url: enc('['.repeat(1000)),
  },
  { name: '__proto__ object', json: JSON.parse('{"__proto__":{"polluted":true}}') as unknown, url: '__proto__' },
  { name: 'constructor.prototype', json: { constructor: { prototype: { polluted: true } } }, url: 'constructor' },
  text('RTL override', '\u202Eevil\u202C.txt'),
  text('zero-width', 'a\u200B\u200D\uFEFFb'),
  text('emoji', '👩‍👩‍👧‍👦🏠'),
  { name: 'lone surrogate', json: '\uD800x', url: '%ED%A0%80x' },
  text('template and format strings', '%s%n{{7*7}}${7*7}<script>alert(1)</script>'),
  text('fullwidth', 'ＡＤＭＩＮ'),
];
