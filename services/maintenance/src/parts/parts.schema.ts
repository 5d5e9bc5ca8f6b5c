import { part, partMovement } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const parts = tableFor(part);
export const partMovements = tableFor(partMovement);
