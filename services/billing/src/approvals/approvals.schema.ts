import { approvalRule } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const approvalRules = tableFor(approvalRule);
