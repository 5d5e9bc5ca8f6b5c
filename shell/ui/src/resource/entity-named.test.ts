import { ENTITIES, property, unit, user, type FieldDef } from '@portico/contracts';
import { bringEntity, catalogueEntities, entityNamed, entityOfModule } from './catalogue';
import { refDefOf } from './fields';
import { resourceFeature } from './feature';

// A kit-only remote (ADR 0074) names people's entities through the host's kit, by name; a
// remote's own definitions, as its release has them, reach the kit when its features are built (ADR 0088).
describe('entityNamed', () => {
  it('finds an entity of any domain by name or module, as a ref field names it', () => {
    expect(entityNamed('property')).toBe(property);
    expect(entityNamed('users')).toBe(user);
    expect(entityNamed('group')).toMatchObject({ domain: 'people', module: 'groups' });
    expect(refDefOf({ ...property.fields.name, kind: 'ref', ref: 'unit' } as FieldDef)).toBe(entityNamed('unit'));
  });

  it('answers undefined for an entity neither the host nor a loaded remote knows', () => {
    expect(entityNamed('parkingPermit')).toBeUndefined();
    expect(entityOfModule('parking-permits')).toBeUndefined();
  });

  it('knows an entity a remote deployed after the host brings with its features, and prefers its release', () => {
    // A maintenance release with an entity the host was built without, and a new label for units.
    const meterReading = { ...unit, domain: 'maintenance', name: 'meterReading', module: 'meter-readings' } as typeof unit;
    const relabelled = { ...unit, title: { en: 'Apartment', es: 'Apartamento' } } as typeof unit;
    resourceFeature(meterReading);
    bringEntity(relabelled);
    expect(entityNamed('meterReading')).toBe(meterReading);
    expect(entityOfModule('meter-readings')).toBe(meterReading);
    expect(refDefOf({ ...property.fields.name, kind: 'ref', ref: 'meterReading' } as FieldDef)).toBe(meterReading);
    expect(entityNamed('unit')).toBe(relabelled);
    const all = catalogueEntities();
    expect(all).toHaveLength(ENTITIES.length + 1);
    expect(all).toContain(meterReading);
    expect(all).toContain(relabelled);
    expect(all).not.toContain(unit);
  });
});
