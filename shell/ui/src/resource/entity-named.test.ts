import { property, user, type FieldDef } from '@portico/contracts';
import { entityNamed, refDefOf } from './fields';

// A kit-only remote (ADR 0074) names people's entities through the host's kit, by name.
describe('entityNamed', () => {
  it('finds an entity of any domain by name or module, as a ref field names it', () => {
    expect(entityNamed('property')).toBe(property);
    expect(entityNamed('users')).toBe(user);
    expect(entityNamed('group')).toMatchObject({ domain: 'people', module: 'groups' });
    expect(refDefOf({ ...property.fields.name, kind: 'ref', ref: 'unit' } as FieldDef)).toBe(entityNamed('unit'));
  });

  it('answers undefined for an entity the host does not know', () => {
    expect(entityNamed('meterReading')).toBeUndefined();
  });
});
