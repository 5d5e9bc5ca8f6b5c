import { PorticoError, fieldError, msg, type Label } from '@portico/contracts';

/** Where a referenced record was looked for, as the refusal names it. */
const LOOKED_IN = {
  parentOrg: { en: 'Parent Org', es: 'organización matriz' },
  property: { en: 'Property', es: 'propiedad' },
  unit: { en: 'Unit', es: 'unidad' },
} as const;

/**
 * A field names a record that is not there, or not within the record's own organization,
 * property or unit: a 422 on that field, "<label> not found on the selected <where>", in the
 * reader's language. Hooks and actions of every domain refuse a wrong reference this way.
 */
export function refNotFound(field: string, label: Label, lookedIn: keyof typeof LOOKED_IN): PorticoError {
  return PorticoError.validation([fieldError(field, msg('error.refNotFound', { label, where: LOOKED_IN[lookedIn] }))]);
}
