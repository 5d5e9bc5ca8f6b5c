import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { COMPLIANCE_DOCUMENTS, complianceState, todayIso, type Label } from '@portico/contracts/kit';
import { order, rfpBid, vendor } from '@portico/contracts/maintenance';
import { type RemotePage, formatDate, labelText, useLanguage, usePageMeta, usePrincipal } from '@portico/shell-sdk';
import { RelatedList, type RemoteRoute, useResourceList } from '@portico/shell-ui';
import { defineLabels } from '@portico/shell-sdk';

const text = defineLabels('mfe-maintenance.vendorDashboard', {
  title: { en: 'Vendor Dashboard', es: 'Panel del proveedor' },
  noAccount: { en: 'No vendor account found', es: 'No se encontró una cuenta de proveedor' },
  noAccountHint: {
    en: 'Your sign-in is not linked to a service provider yet. Ask the property manager to link your account to their vendor record.',
    es: 'Su cuenta aún no está vinculada a un proveedor. Pida al administrador que la vincule a su ficha de proveedor.',
  },
  compliance: { en: 'Compliance', es: 'Cumplimiento' },
  assigned: { en: 'Assigned work orders', es: 'Órdenes de trabajo asignadas' },
  active: { en: 'Active work', es: 'Trabajo activo' },
  invitations: { en: 'Invitations to quote', es: 'Invitaciones a cotizar' },
  lapsed: { en: 'Lapsed', es: 'Vencido' },
  expiresSoon: { en: 'Expires soon', es: 'Vence pronto' },
  valid: { en: 'Valid', es: 'Vigente' },
  missing: { en: 'Not on file', es: 'Sin registrar' },
} satisfies Record<string, Label>);

function ComplianceBadge({ expires }: { expires: unknown }) {
  const language = useLanguage();
  // The same rule the service applies when it refuses work (contracts: vendor compliance).
  const state = complianceState(expires, todayIso());
  if (state === 'missing') return <Badge color="gray">{labelText(text.missing, language)}</Badge>;
  const [color, label] =
    state === 'lapsed' ? ['danger', text.lapsed] : state === 'soon' ? ['warning', text.expiresSoon] : ['success', text.valid];
  return (
    <Badge color={color} variant="light" data-testid="compliance-badge" data-state={state}>
      {labelText(label, language)} · {formatDate(String(expires))}
    </Badge>
  );
}

/**
 * `/dashboard/vendor`: a vendor's narrowed console — their assigned orders (accept, decline and
 * complete from the order's view), invitations to quote, and their compliance status.
 */
export function VendorDashboard() {
  const language = useLanguage();
  const principal = usePrincipal();
  usePageMeta(labelText(text.title, language), [{ title: labelText(text.title, language), active: true }]);
  const mine = useResourceList(vendor, { limit: 5, status: 'active', filters: principal ? { userId: principal.userId } : {} });
  if (mine.isLoading) return <Skeleton height={120} />;
  const record = mine.data?.items[0];
  if (!record)
    return (
      <Alert color="warning" title={labelText(text.noAccount, language)} data-testid="no-vendor-account">
        {labelText(text.noAccountHint, language)}
      </Alert>
    );
  return (
    <Stack gap="md" data-testid="vendor-dashboard">
      <Card>
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={4}>{String(record.businessName)}</Title>
            <Text size="sm" c="dimmed">
              {labelText(text.compliance, language)}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {COMPLIANCE_DOCUMENTS.map((d) => (
              <Stack key={d.field} gap={2}>
                <Text size="xs" c="dimmed">
                  {labelText(d.label, language)}
                </Text>
                <ComplianceBadge expires={record[d.field]} />
              </Stack>
            ))}
          </SimpleGrid>
        </Group>
      </Card>
      <RelatedList
        def={order}
        filters={{ state: 'assigned' }}
        title={labelText(text.assigned, language)}
        columns={['title', 'urgency', 'dueDate', 'unitId', 'locationId']}
      />
      <RelatedList
        def={order}
        filters={{ state: 'in-progress' }}
        title={labelText(text.active, language)}
        columns={['title', 'urgency', 'dueDate', 'unitId']}
      />
      <RelatedList def={rfpBid} title={labelText(text.invitations, language)} columns={['rfpId', 'state', 'quoteTotal', 'quotedAt']} />
    </Stack>
  );
}

export const vendorDashboardPage: RemotePage = { path: '/dashboard/vendor', permission: 'orders-list' };
export const vendorDashboardRoute: RemoteRoute = { path: vendorDashboardPage.path, render: () => <VendorDashboard /> };
