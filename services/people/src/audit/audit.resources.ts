import { auditEntry } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { auditLog } from './audit.schema';

export const auditResources: ResourceRegistration[] = [{ def: auditEntry, table: auditLog }];
