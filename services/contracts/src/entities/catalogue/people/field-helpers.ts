import { MANAGE, MANAGE_IMPORT, READ, management } from '../../grant-profiles';

/** Grants several entities of this domain share. */

/** A property's directory (units, their users, parking): management keeps it, everyone in scope reads it. */
export const DIRECTORY_GRANTS = { ...management(MANAGE_IMPORT), editor: READ, staff: READ, resident: READ } as const;

/** What a unit's household registers (pets, vehicles): residents and staff keep them, management imports too. */
export const HOUSEHOLD_GRANTS = { ...management(MANAGE_IMPORT), editor: READ, staff: MANAGE, resident: MANAGE } as const;
