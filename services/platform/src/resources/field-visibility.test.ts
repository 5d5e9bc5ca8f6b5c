import { PorticoError, type EntityDef, type Role } from '@portico/contracts';
import type { Principal } from '../auth/principal';
import { recordFor, refuseUnwritable, unreadableFields } from './field-visibility';

const def: Pick<EntityDef, 'fields'> = {
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' } },
    note: { kind: 'text', label: { en: 'Note', es: 'Nota' }, readers: ['staff'] },
    resolution: { kind: 'text', label: { en: 'Resolution', es: 'Resolución' }, writers: ['staff'] },
    phone: {
      kind: 'phone',
      label: { en: 'Phone', es: 'Teléfono' },
      readers: ['staff'],
      writers: ['staff', 'resident'],
      alsoReadBy: 'reporterId',
    },
    reporterId: { kind: 'ref', ref: 'user', label: { en: 'Reporter', es: 'Informante' } },
  },
};
const who = (roles: Role[], userId = 'u1'): Principal => ({
  userId,
  roles,
  orgId: 'o1',
  propertyIds: [],
  unitIds: [],
  vendorId: null,
  permissions: new Set(),
});
const refusal = (fn: () => void): unknown => {
  try {
    fn();
  } catch (err) {
    return err instanceof PorticoError ? err.details : err;
  }
  return undefined;
};
const record = { id: 'r1', title: 'Leak', note: 'lockbox 9876', resolution: 'Fixed', phone: '555', reporterId: 'u1' };

describe('per-field visibility (ADR 0037)', () => {
  it('cuts a record to what its reader reads; management reads all, a reporter their own number', () => {
    expect(recordFor(def, who(['property-manager']), record)).toEqual(record);
    expect(recordFor(def, who(['staff']), record)).toEqual(record);
    expect(recordFor(def, who(['resident']), record)).toEqual({
      id: 'r1',
      title: 'Leak',
      resolution: 'Fixed',
      phone: '555',
      reporterId: 'u1',
    });
    expect(recordFor(def, who(['resident'], 'u2'), record)).toEqual({ id: 'r1', title: 'Leak', resolution: 'Fixed', reporterId: 'u1' });
    // One management role among restricted ones reads everything.
    expect(recordFor(def, who(['resident', 'property-manager']), record)).toEqual(record);
    // Searches and filters may not use a field read only on one's own records.
    expect([...unreadableFields(def, who(['resident']))].sort()).toEqual(['note', 'phone']);
  });

  it('refuses a set field the writer may not write, naming it; an empty one on create sets nothing', () => {
    expect(refusal(() => refuseUnwritable(def, who(['resident']), { title: 'x', resolution: 'Done', note: 'n' }))).toEqual({
      fieldErrors: [
        { path: 'resolution', message: 'You may not set Resolution' },
        { path: 'note', message: 'You may not set Note' },
      ],
    });
    expect(
      refusal(() => refuseUnwritable(def, who(['resident']), { title: 'x', resolution: '', note: null, phone: '555' })),
    ).toBeUndefined();
    expect(refusal(() => refuseUnwritable(def, who(['staff']), { resolution: 'Done', note: 'n' }))).toBeUndefined();
  });

  it('on update, passes a readable value sent back unchanged, never a guess at an unreadable one', () => {
    const resident = who(['resident'], 'u2');
    expect(refusal(() => refuseUnwritable(def, resident, { resolution: 'Fixed' }, record))).toBeUndefined();
    expect(refusal(() => refuseUnwritable(def, resident, { resolution: 'Other' }, record))).toEqual({
      fieldErrors: [{ path: 'resolution', message: 'You may not set Resolution' }],
    });
    expect(refusal(() => refuseUnwritable(def, resident, { note: 'lockbox 9876' }, record))).toEqual({
      fieldErrors: [{ path: 'note', message: 'You may not set Note' }],
    });
  });
});
