import { billingSettings } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const billingSettingsTable = tableFor(billingSettings);
