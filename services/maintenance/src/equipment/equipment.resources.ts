import { equipment } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { equipmentTable } from './equipment.schema';

export const equipmentResources: ResourceRegistration[] = [{ def: equipment, table: equipmentTable }];
