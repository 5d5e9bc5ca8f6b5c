import { createSchema, unit, updateSchema } from '@portico/contracts';
import { changedValues, initialValues, withoutBlanks, zodResolver } from './form';

describe('form payloads', () => {
  it('sends only what changed on update, comparing lists by content', () => {
    const initial = { name: 'Harbor', buildings: 3, tags: ['a', 'b'], note: '' };
    expect(changedValues(initial, { ...initial, tags: ['a', 'b'] })).toEqual({});
    expect(changedValues(initial, { ...initial, note: null, buildings: '3' as unknown as number })).toEqual({});
    expect(changedValues(initial, { ...initial, name: '', tags: [] })).toEqual({ name: '', tags: [] });
  });

  it('leaves blanks and empty lists out of a create', () => {
    expect(withoutBlanks({ name: 'x', code: '', unit: null, tags: [], on: false })).toEqual({ name: 'x', on: false });
  });
});

describe('zodResolver (the shared schema behind @mantine/form)', () => {
  const propertyId = '0b9c5d8e-3f7a-4c1e-9a2b-6d4e8f1a2c3b';

  it('maps a missing required field to the spec’s message under the field key', () => {
    const validate = zodResolver(createSchema(unit), withoutBlanks);
    const errors = validate({ ...initialValues(unit), propertyId });
    expect(errors.unitNumber).toBe('The Unit field is required');
    // Blank optional fields are dropped before parsing, so they raise nothing.
    expect(errors.building).toBeUndefined();
    expect(errors.notes).toBeUndefined();
  });

  it('keeps the first message per field and puts range errors under their field', () => {
    const validate = zodResolver(createSchema(unit), withoutBlanks);
    const errors = validate({ unitNumber: '101', floor: 999, bedrooms: -1, propertyId });
    expect(errors).toEqual({ floor: 'Floor must be at most 300', bedrooms: 'Bedrooms must be at least 0' });
  });

  it('answers no errors for a valid body', () => {
    expect(zodResolver(createSchema(unit), withoutBlanks)({ unitNumber: '101', floor: 3, propertyId, notes: '' })).toEqual({});
  });

  it('checks only what an update would send', () => {
    const initial = { unitNumber: '101', floor: 3 };
    const validate = zodResolver(updateSchema(unit), (values) => changedValues(initial, values));
    expect(validate({ unitNumber: '101', floor: 3 })).toEqual({});
    expect(validate({ unitNumber: '', floor: 3 })).toEqual({ unitNumber: 'The Unit field is required' });
  });

  it('puts fields the schema does not allow under _form', () => {
    const errors = zodResolver(updateSchema(unit))({ unitNumber: '1', status: 'archived' });
    expect(errors._form).toBe('Field not allowed: status');
  });
});
