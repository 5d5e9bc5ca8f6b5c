import { createSchema, fieldSchema, listQuerySchema, toFieldErrors } from './schemas';
import { ENTITIES, invite, pet, property, user } from './catalogue';
import { importStartBodySchema } from './import';
import { joinRequestDecisionBodySchema, joinRequestSubmitBodySchema } from './catalogue';
import type { EntityDef, FieldKind } from './define';

/**
 * The input rules, table-driven over the catalogue: every field of a kind obeys its kind's
 * rule, so a new entity is covered the day it is declared.
 */
function fieldsOfKind(...kinds: FieldKind[]): { def: EntityDef; key: string }[] {
  return ENTITIES.flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, f]) => kinds.includes(f.kind) && !f.readOnly)
      .map(([key]) => ({ def, key })),
  );
}

function errorOn(def: EntityDef, key: string, value: unknown): string | undefined {
  const result = createSchema(def).safeParse({ [key]: value });
  if (result.success) return undefined;
  return toFieldErrors(result.error).find((e) => e.path === key || e.path.startsWith(`${key}.`))?.message;
}

describe('text policy: control characters other than tab and newlines are refused', () => {
  const textFields = fieldsOfKind('text', 'longText', 'phone', 'email');
  const refused = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F'];

  it.each(textFields.map(({ def, key }) => [`${def.name}.${key}`, def, key] as const))('%s', (_name, def, key) => {
    const label = def.fields[key]!.label.en;
    for (const c of refused) expect({ c, error: errorOn(def, key, `ab${c}cd`) }).toEqual({ c, error: expect.any(String) });
    expect(errorOn(def, key, 'a\u0000b')).toBe(`${label} must not contain control characters`);
  });

  it('keeps tab, newline and carriage return in long text, and unicode of every script', () => {
    for (const value of ['line one\nline two', 'a\tb', 'a\r\nb', 'Zoë 日本 👩‍👩‍👧 \u202Eabc']) {
      expect(errorOn(property, 'primaryAddress', value)).toBeUndefined();
      expect(errorOn(user, 'mailingAddress', value)).toBeUndefined();
    }
  });

  it('applies to text lists, list search, filters and the hand-written bodies', () => {
    expect(listQuerySchema(property).safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(listQuerySchema(ENTITIES.find((d) => d.name === 'auditEntry')!).safeParse({ action: 'x\u0007' }).success).toBe(false);
    expect(importStartBodySchema.safeParse({ defaults: { name: 'a\u0000' } }).success).toBe(false);
    expect(joinRequestSubmitBodySchema.safeParse({ propertyCode: 'HV\u0000' }).success).toBe(false);
    expect(joinRequestDecisionBodySchema.safeParse({ decision: 'decline', reason: 'no\u0000' }).success).toBe(false);
  });
});

describe('dates are real calendar days PostgreSQL can store', () => {
  const dateFields = fieldsOfKind('date');
  const cases: [string, boolean][] = [
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2024-02-30', false],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['0000-00-00', false],
    ['0000-01-01', false],
    ['99999-01-01', false],
    ['2024-1-1', false],
    ['2024-01-01T00:00:00Z', false],
  ];
  it.each(cases)('%s valid: %s', (value, valid) => {
    expect(dateFields.length).toBeGreaterThan(0);
    for (const { def, key } of dateFields)
      expect({ field: `${def.name}.${key}`, valid: !errorOn(def, key, value) }).toEqual({ field: `${def.name}.${key}`, valid });
  });

  it('list filters on dates and datetimes in the catalogue follow the same rule', () => {
    expect(errorOn(user, 'dateOfBirth', '2024-02-30')).toBe('Date of Birth must be a date (YYYY-MM-DD)');
    expect(errorOn(pet, 'lastVaccinationDate', 7)).toBe('Last Vaccination Date must be a date (YYYY-MM-DD)');
  });
});

describe('references are uuids, in bodies and in list filters', () => {
  const refs = fieldsOfKind('ref', 'refList');
  it.each(refs.map(({ def, key }) => [`${def.name}.${key}`, def, key] as const))('%s', (_name, def, key) => {
    const list = def.fields[key]!.kind === 'refList';
    const junk = ['abc', '00000000-0000-0000-0000-00000000000g', "' OR 1=1--", 'a\u0000'];
    for (const value of junk) expect(errorOn(def, key, list ? [value] : value)).toBeDefined();
    expect(errorOn(def, key, list ? ['0b8f5c1e-0000-4000-8000-000000000001'] : '0b8f5c1e-0000-4000-8000-000000000001')).toBeUndefined();
    if (def.fields[key]!.filterable) {
      expect(listQuerySchema(def).safeParse({ [key]: 'abc' }).success).toBe(false);
      expect(listQuerySchema(def).safeParse({ [key]: '0b8f5c1e-0000-4000-8000-000000000001' }).success).toBe(true);
    }
  });

  it.each(
    refs.filter(({ def, key }) => def.fields[key]!.kind === 'refList').map(({ def, key }) => [`${def.name}.${key}`, def, key] as const),
  )('%s: null and blank are the empty list (the column is never null)', (_name, def, key) => {
    const schema = fieldSchema(def.fields[key]!);
    expect([schema.parse(null), schema.parse(''), schema.parse(undefined)]).toEqual([[], [], undefined]);
  });

  it('the join-request decision names its unit by id', () => {
    expect(joinRequestDecisionBodySchema.safeParse({ decision: 'accept', unitId: 'junk' }).success).toBe(false);
  });
});

describe('numbers stay within what their column holds', () => {
  const cases: [string, EntityDef, string, unknown, boolean][] = [
    ['int4 max', property, 'buildings', 10000, true],
    ['field max', property, 'buildings', 10001, false],
    ['negative floor allowed by the field', ENTITIES.find((d) => d.name === 'unit')!, 'floor', -10, true],
    ['fraction in an integer', property, 'buildings', 1.5, false],
    ['unsafe integer', property, 'buildings', 2 ** 53, false],
    ['Infinity', property, 'radius', Infinity, false],
    ['NaN', property, 'radius', NaN, false],
    ['a number as text', property, 'radius', '5', false],
  ];
  it.each(cases)('%s', (_name, def, key, value, valid) => {
    expect(!errorOn(def, key, value)).toBe(valid);
  });

  it.each([
    ['integer', 2147483647, 2147483649],
    ['money', Number.MAX_SAFE_INTEGER, 2 ** 53],
  ] as const)('a %s field without bounds of its own is bounded by its column', (kind, largest, tooLarge) => {
    const schema = fieldSchema({ kind, label: { en: 'Amount', es: 'Importe' } });
    expect(schema.safeParse(largest).success).toBe(true);
    expect(schema.safeParse(-largest).success).toBe(true);
    expect(schema.safeParse(tooLarge).success).toBe(false);
    expect(schema.safeParse(-tooLarge).success).toBe(false);
  });
});

describe('list query parameters', () => {
  const schema = listQuerySchema(invite);
  it.each([
    ['unknown enum filter value', { inviteStatus: 'maybe' }],
    ['search with NUL', { q: 'x\u0000' }],
    ['search as a list', { q: ['a', 'b'] }],
    ['sort by a non-sortable field', { sort: 'message' }],
    ['direction', { direction: 'sideways' }],
    ['status', { status: 'deleted' }],
    ['junk cursor', { cursor: 'not a cursor' }],
  ])('refuses %s', (_name, query) => {
    expect(schema.safeParse(query).success).toBe(false);
  });

  it('treats empty values as not given', () => {
    expect(schema.parse({ q: '', inviteStatus: '', cursor: '' })).toMatchObject({
      q: undefined,
      inviteStatus: undefined,
      cursor: undefined,
    });
  });

  it('still reports the spec’s required-field messages on create', () => {
    expect(toFieldErrors(createSchema(property).safeParse({}).error!)).toEqual([
      expect.objectContaining({ path: 'name', message: 'This is a required field.' }),
    ]);
  });
});
