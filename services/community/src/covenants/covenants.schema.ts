import { covenantComment, covenantEnforcement, covenantType } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const covenantTypes = tableFor(covenantType);
export const covenantEnforcements = tableFor(covenantEnforcement);
export const covenantComments = tableFor(covenantComment);
