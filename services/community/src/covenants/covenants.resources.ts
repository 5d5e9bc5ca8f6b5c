import { covenantComment, covenantEnforcement, covenantType } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { covenantComments, covenantEnforcements, covenantTypes } from './covenants.schema';
import { covenantCommentHooks, covenantEnforcementHooks } from './covenant.hooks';
import { covenantEnforcementActions } from './covenant.actions';

export const covenantResources: ResourceRegistration[] = [
  { def: covenantType, table: covenantTypes },
  { def: covenantEnforcement, table: covenantEnforcements, hooks: covenantEnforcementHooks, actions: covenantEnforcementActions() },
  { def: covenantComment, table: covenantComments, hooks: covenantCommentHooks },
];
