import { location } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { locations } from './locations.schema';

export const locationResources: ResourceRegistration[] = [{ def: location, table: locations }];
