import { ENTITIES, entityByName } from './catalogue';
import { order } from './catalogue/maintenance/order';
import { defineEntity } from './define';
import { ref, text } from './field-builders';

/** A ref `within` another lists the target's records whose `by` field names the chosen parent. */
describe('refs within another ref', () => {
  it('narrow by a field their target lets lists filter on', () => {
    const broken = ENTITIES.flatMap((def) =>
      Object.entries(def.fields).flatMap(([key, field]) => {
        if (!field.within) return [];
        const by = entityByName(field.ref!)?.fields[field.within.by];
        return by?.filterable && by.kind === 'ref' ? [] : [`${def.name}.${key}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('an order’s sub location lists the children of its location', () => {
    expect(order.fields.subLocationId!.within).toEqual({ field: 'locationId', by: 'parentLocationId' });
  });

  it('are refused when the outer field is no ref of the entity', () => {
    const declare = (within: { field: string; by: string }) =>
      defineEntity({
        name: 'probe',
        domain: 'maintenance',
        module: 'probes',
        table: 'probes',
        title: { en: 'Probe', es: 'Sonda' },
        titlePlural: { en: 'Probes', es: 'Sondas' },
        tenancy: 'org',
        displayField: 'name',
        defaultSort: { field: 'name', direction: 'asc' },
        grants: {},
        fields: { name: text('Name', 'Nombre'), inner: ref('location', 'Inner', 'Interior', { within }) },
      });
    expect(() => declare({ field: 'missing', by: 'parentLocationId' })).toThrow(/within/);
    expect(() => declare({ field: 'name', by: 'parentLocationId' })).toThrow(/within/);
  });
});

describe('a field holding one of the record’s image attachments', () => {
  it('is declared on the parcel’s signature, an entity taking images', () => {
    const fields = ENTITIES.flatMap((def) =>
      Object.entries(def.fields).flatMap(([key, f]) => (f.attachmentImage ? [`${def.name}.${key}`] : [])),
    );
    expect(fields).toEqual(['parcel.signatureAttachmentId']);
  });

  it('is refused on an entity taking no images', () => {
    expect(() =>
      defineEntity({
        name: 'probe',
        domain: 'community',
        module: 'probes',
        table: 'probes',
        title: { en: 'Probe', es: 'Sonda' },
        titlePlural: { en: 'Probes', es: 'Sondas' },
        tenancy: 'org',
        displayField: 'name',
        defaultSort: { field: 'name', direction: 'asc' },
        grants: {},
        fields: { name: text('Name', 'Nombre'), picture: text('Picture', 'Imagen', { attachmentImage: true }) },
      }),
    ).toThrow(/attachmentImage/);
  });
});
