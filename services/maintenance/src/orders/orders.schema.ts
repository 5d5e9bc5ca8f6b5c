import { order } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const orders = tableFor(order);
