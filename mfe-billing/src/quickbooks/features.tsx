import { accountingSync } from '@portico/contracts/billing';
import type { MenuSection } from '@portico/shell-sdk';
import { resourceFeature, type RemoteFeature } from '@portico/shell-ui';
import { quickbooksConnectedPage, quickbooksConnectedRoute } from './QuickbooksConnected';

/** The sync state of every record pushed to the accounting software, and the OAuth return page. */
export function quickbooksFeatures(section: MenuSection): RemoteFeature[] {
  return [
    resourceFeature(accountingSync, {
      menu: { section, icon: 'refresh' },
      extraRoutes: [quickbooksConnectedRoute],
      extraPages: [quickbooksConnectedPage],
    }),
  ];
}
