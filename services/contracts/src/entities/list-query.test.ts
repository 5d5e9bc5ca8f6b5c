import { defineEntity } from './define';
import { MAX_IDS_PER_LIST, instantBounds, rangeIsReversed } from './input-rules';
import { fromMinorUnits, minorUnitDigits, toMinorUnits } from './money';
import { fieldSchema, listQuerySchema, rangeFieldsOf, toFieldErrors } from './schemas';
import { OPEN_ORDER_STATES, order, pet, unitUser } from './catalogue';

const ID = (n: number) => `0b8f5c1e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);

describe('date ranges on a list', () => {
  const schema = listQuerySchema(unitUser);

  it('offers <field>From/<field>To for range fields and createdFrom/createdTo everywhere', () => {
    expect(rangeFieldsOf(unitUser).map((r) => [r.from, r.to])).toEqual([
      ['moveInDateFrom', 'moveInDateTo'],
      ['moveOutDateFrom', 'moveOutDateTo'],
      ['createdFrom', 'createdTo'],
    ]);
    expect(schema.parse({ moveInDateFrom: '2026-01-01', moveInDateTo: '2026-01-31' })).toMatchObject({
      moveInDateFrom: '2026-01-01',
      moveInDateTo: '2026-01-31',
    });
    expect(schema.parse({ createdFrom: '2026-01-01', createdTo: '2026-01-05T10:00:00Z' })).toMatchObject({
      createdFrom: '2026-01-01',
      createdTo: '2026-01-05T10:00:00Z',
    });
  });

  it('accepts a one-day range and treats empty bounds as not given', () => {
    expect(schema.safeParse({ moveInDateFrom: '2026-02-01', moveInDateTo: '2026-02-01' }).success).toBe(true);
    expect(schema.parse({ moveInDateFrom: '', createdTo: '' })).toMatchObject({ moveInDateFrom: undefined, createdTo: undefined });
  });

  it.each([
    ['not a date', { moveInDateFrom: 'soon' }, 'moveInDateFrom', 'Move-in Date must be a date (YYYY-MM-DD)'],
    ['February 30th', { moveInDateTo: '2026-02-30' }, 'moveInDateTo', 'Move-in Date must be a date (YYYY-MM-DD)'],
    ['a time on a date field', { moveOutDateFrom: '2026-02-01T10:00:00Z' }, 'moveOutDateFrom', 'Move-out Date must be a date (YYYY-MM-DD)'],
    ['year zero', { createdFrom: '0000-01-01' }, 'createdFrom', 'Created must be a date or a date and time'],
    [
      'From after To',
      { moveInDateFrom: '2026-03-02', moveInDateTo: '2026-03-01' },
      'moveInDateFrom',
      'moveInDateFrom must not be after moveInDateTo',
    ],
    [
      'createdFrom after createdTo',
      { createdFrom: '2026-03-02', createdTo: '2026-03-01T23:59:59Z' },
      'createdFrom',
      'createdFrom must not be after createdTo',
    ],
  ])('refuses %s with a clear message', (_name, query, path, message) => {
    expect(errorsOf(schema.safeParse(query))).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('turns bare dates into whole UTC days on timestamps', () => {
    expect(instantBounds('2026-01-05', '2026-01-05')).toEqual({
      from: '2026-01-05T00:00:00.000Z',
      to: { at: '2026-01-06T00:00:00.000Z', inclusive: false },
    });
    expect(instantBounds(undefined, '2026-01-05T10:00:00+02:00')).toEqual({ to: { at: '2026-01-05T08:00:00.000Z', inclusive: true } });
    expect(rangeIsReversed('instant', '2026-01-05T23:00:00Z', '2026-01-05')).toBe(false);
    expect(rangeIsReversed('instant', '2026-01-06', '2026-01-05')).toBe(true);
    expect(rangeIsReversed('date', '2026-01-05', '2026-01-04')).toBe(true);
  });

  it('refuses range on a field that is not a date, and parameter names that collide', () => {
    const base = {
      domain: 'billing' as const,
      module: 'things',
      table: 'things',
      tenancy: 'org' as const,
      grants: {},
      title: { en: 'T', es: 'T' },
      titlePlural: { en: 'Ts', es: 'Ts' },
      displayField: 'name' as const,
      defaultSort: { field: 'name' as const, direction: 'asc' as const },
    };
    const name = { kind: 'text' as const, label: { en: 'Name', es: 'Nombre' } };
    expect(() => defineEntity({ ...base, name: 'a', fields: { name: { ...name, range: true } } })).toThrow(/range on a text field/);
    expect(() =>
      defineEntity({
        ...base,
        name: 'b',
        fields: { name, due: { kind: 'date', label: name.label, range: true }, dueFrom: { ...name } },
      }),
    ).toThrow(/dueFrom collides/);
    expect(() => defineEntity({ ...base, name: 'c', fields: { name, ids: { ...name } } })).toThrow(/reserved/);
    expect(() => defineEntity({ ...base, name: 'd', fields: { name, createdFrom: { ...name } } })).toThrow(/reserved/);
  });
});

describe('read many by ids', () => {
  const schema = listQuerySchema(pet);

  it('takes a comma-separated list (or the parameter repeated), distinct', () => {
    expect(schema.parse({ ids: `${ID(1)},${ID(2)}, ${ID(1)}` }).ids).toEqual([ID(1), ID(2)]);
    expect(schema.parse({ ids: [ID(3), `${ID(4)},${ID(5)}`] }).ids).toEqual([ID(3), ID(4), ID(5)]);
    expect(schema.parse({ ids: '' }).ids).toBeUndefined();
  });

  it('refuses a non-uuid and more than the maximum', () => {
    expect(errorsOf(schema.safeParse({ ids: `${ID(1)},nope` }))).toEqual([
      expect.objectContaining({ path: 'ids.1', message: 'ids must be a comma-separated list of valid ids' }),
    ]);
    const many = Array.from({ length: MAX_IDS_PER_LIST + 1 }, (_, i) => ID(i)).join(',');
    expect(errorsOf(schema.safeParse({ ids: many }))).toEqual([
      expect.objectContaining({ path: 'ids', message: `ids may name at most ${MAX_IDS_PER_LIST} ids` }),
    ]);
    expect(schema.safeParse({ ids: ',,' }).success).toBe(false);
    expect(schema.safeParse({ ids: 5 }).success).toBe(false);
  });
});

describe('money', () => {
  const amount = fieldSchema({ kind: 'money', label: { en: 'Amount', es: 'Importe' } });
  it('is a whole number of minor units', () => {
    expect(amount.parse(123450)).toBe(123450);
    expect(errorsOf(amount.safeParse(1234.5))).toEqual([
      expect.objectContaining({ path: '(root)', message: 'Amount must be a whole number of cents' }),
    ]);
    expect(amount.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(amount.safeParse(2 ** 53).success).toBe(false);
  });
});

describe('money conversions', () => {
  it('turns decimals into minor units exactly, per currency', () => {
    expect(toMinorUnits('1,234.5')).toBe(123450);
    expect(toMinorUnits('$0.07')).toBe(7);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('-3')).toBe(-300);
    expect(toMinorUnits('1.005')).toBeUndefined();
    expect(toMinorUnits('abc')).toBeUndefined();
    expect(toMinorUnits('.')).toBeUndefined();
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('1.5', 'JPY')).toBeUndefined();
    expect(fromMinorUnits(123450)).toBe(1234.5);
    expect(fromMinorUnits(1500, 'JPY')).toBe(1500);
    expect(minorUnitDigits('KWD')).toBe(3);
  });
});

describe('text policy', () => {
  it('refuses half a surrogate pair (jsonb cannot store it) and keeps whole pairs', () => {
    const name = fieldSchema({ kind: 'text', label: { en: 'Last Name', es: 'Apellido' } });
    expect(errorsOf(name.safeParse('\uD800x'))).toEqual([
      expect.objectContaining({ path: '(root)', message: 'Last Name must be valid Unicode text' }),
    ]);
    expect(name.safeParse('x\uDC00').success).toBe(false);
    expect(name.parse('🏠 Casa')).toBe('🏠 Casa');
  });
});

describe('enum filters', () => {
  const schema = listQuerySchema(order);
  // The enum filters are derived from the entity at run time; the type knows only the shared keys.
  const stateOf = (input: unknown) => (schema.parse(input) as { state?: unknown }).state;

  it('take one value, or several comma-separated (any of them)', () => {
    expect(stateOf({ state: 'open' })).toBe('open');
    expect(stateOf({ state: OPEN_ORDER_STATES.join(',') })).toEqual([...OPEN_ORDER_STATES]);
    expect(stateOf({ state: 'open, open' })).toBe('open');
  });

  it('refuse a value that is not one of the options, with the options named', () => {
    const result = schema.safeParse({ state: 'open,finished' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)[0]?.message).toContain('Choose one of: requested');
  });
});
