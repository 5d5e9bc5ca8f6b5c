import { vendor } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { vendors } from './vendors.schema';

export const vendorResources: ResourceRegistration[] = [{ def: vendor, table: vendors }];
