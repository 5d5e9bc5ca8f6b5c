import { Stack } from '@mantine/core';
import { accountingSync, integrationSettings } from '@portico/contracts/billing';
import { labelText, useLanguage, type MenuSection } from '@portico/shell-sdk';
import { RelatedList, resourceFeature, type RemoteFeature, type ResourceViewExtras } from '@portico/shell-ui';
import { QuickbooksPanel } from '../quickbooks/QuickbooksPanel';

function NeedsAttention() {
  const language = useLanguage();
  return (
    <RelatedList
      def={accountingSync}
      filters={{ syncState: 'needs-attention' }}
      columns={['displayName', 'recordType', 'syncState', 'attempts', 'updatedAtSync']}
      title={labelText({ en: 'QuickBooks: records that need attention', es: 'QuickBooks: registros que requieren atención' }, language)}
      limit={10}
    />
  );
}

/** The settings view carries the QuickBooks connection and the records waiting to sync. */
const settingsView: ResourceViewExtras = {
  sections: (record) => (
    <Stack gap="md">
      <QuickbooksPanel parentOrgId={String(record.parentOrgId)} />
      <NeedsAttention />
    </Stack>
  ),
};

/** Organization settings for integrations (spec): insight reports and the accounting software. */
export function settingsFeatures(section: MenuSection): RemoteFeature[] {
  return [resourceFeature(integrationSettings, { menu: { section, icon: 'plug' }, view: settingsView })];
}
