import { maintenanceCategory } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { maintenanceCategories } from './categories.schema';

export const categoryResources: ResourceRegistration[] = [{ def: maintenanceCategory, table: maintenanceCategories }];
