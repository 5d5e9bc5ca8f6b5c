import { maintenanceCategory } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const maintenanceCategories = tableFor(maintenanceCategory);
