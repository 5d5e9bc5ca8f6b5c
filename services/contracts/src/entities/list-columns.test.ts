import { ENTITIES, entityByName } from './catalogue';
import { order } from './catalogue/maintenance/order';
import { unit } from './catalogue/people/unit';
import { notification } from './catalogue/community/notification';
import { property } from './catalogue/people/property';
import { duplicateColumnTitles, listColumnsOf, relatedColumnsOf } from './list-columns';
import { pet } from './catalogue/people/pet';
import { thread } from './catalogue/maintenance/thread';

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

describe('related list columns', () => {
  /** Every list a record view may hang off a parent: each entity by each of its filterable references. */
  const relations = ENTITIES.flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, f]) => f.kind === 'ref' && f.filterable && f.ref)
      .map(([through, f]) => ({ def, through, parent: entityByName(f.ref!) })),
  );

  it('never titles two columns alike nor repeats the parent, for any entity by any reference', () => {
    expect(relations.length).toBeGreaterThan(20);
    const faults = relations.flatMap(({ def, through, parent }) => {
      const columns = relatedColumnsOf(def, { through, parent });
      return [
        ...duplicateColumnTitles(columns).map((d) => `${def.name} by ${through} (${d})`),
        ...(columns.some((c) => c.key === through) ? [`${def.name} by ${through} shows its parent`] : []),
      ];
    });
    expect(faults).toEqual([]);
  });

  it('shows the generic list’s columns, without the parent, the record status or row actions', () => {
    const generic = listColumnsOf(unit, { recordStatus: false, actions: false }).map((c) => c.key);
    const related = relatedColumnsOf(unit, { through: 'propertyId', parent: property }).map((c) => c.key);
    expect(related).toEqual(generic.filter((k) => k !== 'propertyId'));
    expect(related.some((k) => k === 'status' || k === 'actions')).toBe(false);
  });

  it('names the property beside each row unless the parent holds every row to one', () => {
    // A vendor's orders span properties: the property shows, beside the title, as in the orders list.
    const vendorOrders = relatedColumnsOf(order, {
      through: 'vendorId',
      parent: entityByName('vendor'),
      fields: ['title', 'state', 'dueDate', 'completedAt'],
    });
    expect(vendorOrders.map((c) => c.key)).toEqual(['title', 'propertyId', 'state', 'dueDate', 'completedAt']);
    // A unit's pets are all in the unit's property; an order's threads in the order's.
    expect(relatedColumnsOf(pet, { through: 'unitId', parent: unit }).some((c) => c.kind === 'property')).toBe(false);
    expect(relatedColumnsOf(thread, { through: 'orderId', parent: order }).some((c) => c.kind === 'property')).toBe(false);
  });

  it('keeps a screen’s chosen fields in its order, less those unread or fixed by a filter', () => {
    const keys = relatedColumnsOf(order, {
      through: 'equipmentId',
      parent: entityByName('equipment'),
      fields: ['title', 'state', 'dueDate', 'equipmentId'],
      filters: { state: 'assigned' },
      hidden: ['dueDate'],
    }).map((c) => c.key);
    expect(keys).toEqual(['title']);
  });
});
