import { recurringCharge } from '@portico/contracts/billing';
import type { MenuSection } from '@portico/shell-sdk';
import { resourceFeature, type RemoteFeature } from '@portico/shell-ui';

/** Charges billed to a unit every month by the scheduler. */
export function chargeFeatures(section: MenuSection): RemoteFeature[] {
  return [resourceFeature(recurringCharge, { menu: { section, icon: 'calendar' } })];
}
