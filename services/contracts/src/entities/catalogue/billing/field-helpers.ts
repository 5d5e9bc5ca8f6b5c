import { money } from '../../field-builders';
import { MANAGE, MANAGE_IMPORT, READ, management } from '../../grant-profiles';

/** Field shapes and grants the billing entities share. */

/** The back office's books (clients, contacts): management keeps and imports them, others read. */
export const OFFICE_GRANTS = { ...management(MANAGE_IMPORT), editor: READ, staff: READ } as const;

/** Kept by the service alone (the accounting sync): management and editors read it. */
export const READ_ONLY_GRANTS = { ...management(READ), editor: READ } as const;

/** An invoice and its lines: management writes them; everyone they concern reads them (in scope). */
export const INVOICE_GRANTS = { ...management(MANAGE), staff: READ, editor: READ, resident: READ, vendor: READ } as const;

/** What a charge or a statement line amounts to: at least a cent, at most a million, in the org's currency. */
export const chargeAmount = money('Amount', 'Importe', {
  required: 'The Amount field is required',
  min: 1,
  max: 100_000_000_00,
  list: true,
  sortable: true,
});
