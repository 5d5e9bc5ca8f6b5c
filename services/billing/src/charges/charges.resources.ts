import { recurringCharge } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { recurringCharges } from './recurring-charges';

export const chargeResources: ResourceRegistration[] = [{ def: recurringCharge, table: recurringCharges }];
