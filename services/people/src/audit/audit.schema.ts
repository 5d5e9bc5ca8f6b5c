import { auditEntry } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const auditLog = tableFor(auditEntry);
