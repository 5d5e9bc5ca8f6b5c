import { unit } from '@portico/contracts';
import { headersByField, nameRowErrors } from './import-errors';

const noColumn = (label: string) => `${label} (no column in the file)`;
// As the service stages them: English messages, with their catalogue key and parameters.
const notANumber = {
  path: 'bedrooms',
  message: 'Bedrooms must be a whole number',
  key: 'validation.integer',
  params: { label: unit.fields.bedrooms.label },
};
const unitMissing = {
  path: 'unitNumber',
  message: 'The Unit field is required',
  key: 'validation.required',
  params: { label: unit.fields.unitNumber.label },
};

describe('import row errors, named after the user’s file', () => {
  const headers = headersByField(['Apt', 'Beds', 'Notes', 'Beds again'], ['unitNumber', 'bedrooms', '', 'bedrooms']);

  it('maps each field to the first header of the file that feeds it', () => {
    expect([...headers]).toEqual([
      ['unitNumber', 'Apt'],
      ['bedrooms', 'Beds'],
    ]);
  });

  it('names the column by its CSV header, in the message too, in the reader’s language', () => {
    const [en] = nameRowErrors(unit, [notANumber], headers, 'en', noColumn);
    expect(en).toEqual({ path: 'bedrooms', header: 'Beds', column: 'Beds', message: 'Beds must be a whole number' });
    const [es] = nameRowErrors(unit, [notANumber], headers, 'es', noColumn);
    expect(es).toMatchObject({ column: 'Beds', message: 'El campo Beds debe ser un número entero' });
  });

  it('keeps a spec’s own English text, still under the file’s header', () => {
    expect(nameRowErrors(unit, [unitMissing], headers, 'en', noColumn)[0]).toMatchObject({
      column: 'Apt',
      message: 'The Unit field is required',
    });
    expect(nameRowErrors(unit, [unitMissing], headers, 'es', noColumn)[0]!.message).toBe('El campo Apt es obligatorio.');
  });

  it('names a field the file has no column for by its label, and a whole-row error by nothing', () => {
    const none = new Map<string, string>();
    const [missing, row] = nameRowErrors(unit, [unitMissing, { path: '(root)', message: 'Something about the row' }], none, 'en', noColumn);
    expect(missing).toMatchObject({ header: null, column: 'Unit or Suite No (no column in the file)' });
    expect(row).toMatchObject({ column: null, message: 'Something about the row' });
  });
});
