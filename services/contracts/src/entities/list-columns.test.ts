import { ENTITIES } from './catalogue';
import { order } from './catalogue/maintenance/order';
import { unit } from './catalogue/people/unit';
import { notification } from './catalogue/community/notification';
import { property } from './catalogue/people/property';
import { duplicateColumnTitles, listColumnsOf } from './list-columns';

/** Every column the generic list may show of an entity: the widest list, as management sees it. */
const widest = (def: (typeof ENTITIES)[number]) => listColumnsOf(def, { recordStatus: true, actions: true });

describe('generic list columns', () => {
  it('never titles two columns alike, in English or Spanish, in any list of the catalogue', () => {
    const clashes = ENTITIES.flatMap((def) => duplicateColumnTitles(widest(def)).map((d) => `${def.name} (${d})`));
    expect(clashes).toEqual([]);
  });

  it('tells the record status from a workflow status titled "Status"', () => {
    const titles = widest(order).map((c) => c.label.en);
    expect(titles).toContain('Status');
    expect(titles).toContain('Record');
    expect(widest(property).find((c) => c.key === 'status')?.label).toEqual({ en: 'Status', es: 'Estado' });
  });

  it('finds a clash a declaration would bring', () => {
    const clashing = {
      ...unit,
      fields: { ...unit.fields, bedrooms: { ...unit.fields.bedrooms!, label: { en: 'Building', es: 'Cuartos' } } },
    };
    expect(duplicateColumnTitles(widest(clashing))).toEqual(['en: Building']);
  });

  it('shows the property beside what names a property-owned record, unless the list is narrowed to one', () => {
    expect(
      widest(unit)
        .map((c) => c.key)
        .slice(0, 2),
    ).toEqual(['unitNumber', 'propertyId']);
    expect(listColumnsOf(unit, { fixedFilters: { propertyId: 'p' } }).some((c) => c.key === 'propertyId')).toBe(false);
    expect(listColumnsOf(unit, { singleProperty: true }).some((c) => c.key === 'propertyId')).toBe(false);
    // Org-owned records have no property of their own; a property is not its own property.
    expect(widest(notification).some((c) => c.kind === 'property')).toBe(false);
    expect(widest(property).some((c) => c.kind === 'property')).toBe(false);
  });

  it('every property-owned entity with a list shows the property', () => {
    const missing = ENTITIES.filter((def) => def.tenancy === 'property')
      .filter((def) => !widest(def).some((c) => c.key === 'propertyId' || (c.field?.kind === 'ref' && c.field.ref === 'property')))
      .map((def) => def.name);
    expect(missing).toEqual([]);
  });

  it('leaves out what the caller does not read and what a fixed filter holds to one value', () => {
    const keys = listColumnsOf(notification, { hidden: ['recipientCount'], fixedFilters: { state: 'sent' } }).map((c) => c.key);
    expect(keys).not.toContain('recipientCount');
    expect(keys).not.toContain('state');
    expect(keys).toContain('title');
  });
});
