import { financialEntry } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const financialEntries = tableFor(financialEntry);
