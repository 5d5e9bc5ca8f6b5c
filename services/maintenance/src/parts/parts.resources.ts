import { part, partMovement } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { partMovements, parts } from './parts.schema';
import { partHooks, partMovementHooks } from './part.hooks';

export const partResources: ResourceRegistration[] = [
  { def: part, table: parts, hooks: partHooks },
  { def: partMovement, table: partMovements, hooks: partMovementHooks },
];
