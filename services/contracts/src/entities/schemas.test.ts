import { createSchema, listQuerySchema, toFieldErrors, updateSchema, PAGE_SIZE } from './schemas';
import { defineEntity } from './define';
import { bulletinType, maintenanceCategory, property } from './catalogue';

function errorsOf(result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) {
  return result.success ? [] : toFieldErrors(result.error!);
}

describe('schemas derived from an entity definition', () => {
  it('answer a missing required field with the spec’s own message', () => {
    expect(errorsOf(createSchema(maintenanceCategory).safeParse({}))).toEqual([
      expect.objectContaining({ path: 'name', message: 'The Category field is required' }),
      expect.objectContaining({ path: 'color', message: 'The Color field is required' }),
    ]);
    expect(errorsOf(createSchema(bulletinType).safeParse({ name: '  ' }))).toEqual([
      expect.objectContaining({ path: 'name', message: 'Type Name field is required' }),
    ]);
  });

  it('refuse ids, audit fields and unknown keys instead of dropping them', () => {
    const errors = errorsOf(createSchema(bulletinType).safeParse({ name: 'Notice', id: 'x', createdBy: 'me', status: 'archived' }));
    expect(errors).toEqual([expect.objectContaining({ path: 'id,createdBy,status', message: 'Field not allowed: id, createdBy, status' })]);
    expect(errorsOf(updateSchema(bulletinType).safeParse({ parentOrgId: '0b8f5c1e-0000-4000-8000-000000000001' }))).toEqual([
      expect.objectContaining({ path: 'parentOrgId', message: 'Field not allowed: parentOrgId' }),
    ]);
  });

  it('validate types with readable messages and turn blank optional input into null', () => {
    const parsed = createSchema(property).safeParse({ name: 'Alder', buildings: 2.5, propertyType: 'castle', billingAddress: '' });
    expect(errorsOf(parsed)).toEqual([
      expect.objectContaining({
        path: 'propertyType',
        message: 'Choose one of: apartment, condominium, townhouse, single-family, commercial',
      }),
      expect.objectContaining({ path: 'buildings', message: 'Buildings must be a whole number' }),
    ]);
    const ok = createSchema(property).parse({ name: 'Alder', billingAddress: '' });
    expect(ok).toEqual({ name: 'Alder', billingAddress: null });
    expect(errorsOf(createSchema(maintenanceCategory).safeParse({ name: 'HVAC', color: 'green' }))).toEqual([
      expect.objectContaining({ path: 'color', message: 'Colour must look like #1A2B3C' }),
    ]);
  });

  it('clamp the page size instead of refusing it, and default the sort', () => {
    const schema = listQuerySchema(property);
    expect(schema.parse({ limit: '100000' }).limit).toBe(PAGE_SIZE.max);
    expect(schema.parse({ limit: '-5' }).limit).toBe(1);
    expect(schema.parse({ limit: 'lots' }).limit).toBe(PAGE_SIZE.default);
    expect(schema.parse({})).toMatchObject({ sort: 'name', direction: 'asc', status: 'active', limit: 25 });
    expect(schema.safeParse({ sort: 'billingAddress' }).success).toBe(false);
  });

  it('refuse field names that would shadow list parameters or system columns', () => {
    expect(() =>
      defineEntity({
        name: 'broken',
        domain: 'billing',
        module: 'broken',
        grants: {},
        table: 'broken',
        tenancy: 'org',
        title: { en: 'B', es: 'B' },
        titlePlural: { en: 'Bs', es: 'Bs' },
        displayField: 'direction',
        defaultSort: { field: 'direction', direction: 'asc' },
        fields: { direction: { kind: 'text', label: { en: 'Direction', es: 'Sentido' } } },
      }),
    ).toThrow('broken.direction: name is reserved');
  });
});
