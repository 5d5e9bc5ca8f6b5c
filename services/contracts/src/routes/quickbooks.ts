/** NATS subjects of the billing service's accounting-software routes (ADR 0035). */
export const QUICKBOOKS_SUBJECTS = {
  authorize: 'billing.quickbooks.authorize',
  connect: 'billing.quickbooks.connect',
  status: 'billing.quickbooks.status',
  push: 'billing.quickbooks.push',
  pull: 'billing.quickbooks.pull',
} as const;

export interface QuickbooksStatus {
  parentOrgId: string;
  /** Client key and secret are on the organization's integration settings. */
  registered: boolean;
  connected: boolean;
  realmId: string | null;
  companyName: string | null;
  connectedAt: string | null;
}
