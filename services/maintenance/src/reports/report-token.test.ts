import { randomBytes } from 'node:crypto';
import { readReportToken, reportToken } from './report-token';

const key = randomBytes(32);
const id = '2dab7e30-0000-4000-8000-000000000201';

describe('problem report tokens', () => {
  it('round-trips a location and an equipment reference', () => {
    expect(readReportToken(reportToken({ entity: 'location', id }, key), key)).toEqual({ entity: 'location', id });
    expect(readReportToken(reportToken({ entity: 'equipment', id }, key), key)).toEqual({ entity: 'equipment', id });
  });

  it('refuses a token edited, re-targeted, signed with another key, or malformed', () => {
    const token = reportToken({ entity: 'location', id }, key);
    const [reference, signed] = token.split('.') as [string, string];
    expect(readReportToken(`e${reference.slice(1)}.${signed}`, key)).toBeUndefined();
    expect(readReportToken(`${reference.slice(0, -1)}2.${signed}`, key)).toBeUndefined();
    expect(readReportToken(token, randomBytes(32))).toBeUndefined();
    for (const bad of ['', 'x', `${reference}.`, `${token}.x`, `l${'0'.repeat(36)}.${signed}`, 42, null, 'a'.repeat(200)])
      expect(readReportToken(bad, key)).toBeUndefined();
  });

  it('keeps a printed code working through a key rotation while the old key is listed', () => {
    const printed = reportToken({ entity: 'location', id }, key);
    const next = randomBytes(32);
    expect(readReportToken(printed, [next, key])).toEqual({ entity: 'location', id });
    expect(readReportToken(printed, [next])).toBeUndefined();
  });
});
