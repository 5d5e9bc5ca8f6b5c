import { equipment } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const equipmentTable = tableFor(equipment);
