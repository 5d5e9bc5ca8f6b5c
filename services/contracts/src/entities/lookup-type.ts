import type { Domain } from '../messaging/subjects';
import type { Role } from '../auth/roles';
import { defineEntity, type EntityDef, type FieldDef, type Label } from './define';
import { MANAGE, READ, management } from './grant-profiles';
import { NAME_COLUMN, text } from './field-builders';

export interface LookupTypeSpec<F extends Record<string, FieldDef>> {
  name: string;
  domain: Domain;
  module: string;
  table: string;
  title: Label;
  titlePlural: Label;
  /** Roles beyond management, editors and staff that read the list, to pick from it (residents, vendors). */
  pickers?: readonly Role[];
  /** The name column's label and its required message (`true`: the generic one). */
  nameLabel: Label;
  nameRequired: true | string;
  /** No two of the org's entries may share a name. */
  uniqueName?: true;
  /** What the type carries besides its name (a ledger, a colour, default wording…), in form order. */
  fields: F;
}

/**
 * A lookup type: an org's configuration list that other records pick from (billing types,
 * bulletin types, maintenance categories, covenant types, suggestion categories). They share
 * everything but their extra fields: managed by the org's owners and property managers, read by
 * editors and staff (and the roles that pick from them), named by a searchable `name` that sorts
 * them, no menu entry for those who only pick.
 */
export function lookupTypeEntity<const F extends Record<string, FieldDef>>(
  spec: LookupTypeSpec<F>,
): EntityDef & { fields: { name: FieldDef } & F } {
  const { name, domain, module, table, title, titlePlural, pickers = [], nameLabel, nameRequired, uniqueName, fields } = spec;
  return defineEntity({
    name,
    domain,
    module,
    /** Default grants of tenant roles (platform roles hold every slug). */
    grants: { ...management(MANAGE), editor: READ, staff: READ, ...Object.fromEntries(pickers.map((role) => [role, READ])) },
    table,
    configuration: true,
    title,
    titlePlural,
    tenancy: 'org',
    displayField: 'name',
    defaultSort: { field: 'name', direction: 'asc' },
    fields: {
      name: text(nameLabel.en, nameLabel.es, { required: nameRequired, ...(uniqueName ? { unique: true } : {}), ...NAME_COLUMN, max: 120 }),
      ...fields,
    },
  });
}
