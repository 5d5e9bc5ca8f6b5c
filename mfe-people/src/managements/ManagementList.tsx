import { useState } from 'react';
import { Anchor, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Label, type ListPage } from '@portico/contracts/kit';
import { roleLabels, type ManagementMember, type ManagementOverview } from '@portico/contracts/people';
import { Link, api, fetchManifest, formatInteger, labelText, resourceQueryRoot, useCan, useLanguage } from '@portico/shell-sdk';
import { PropertyFilter, ReportPage, reportQuery, useReport } from '@portico/shell-ui';
import { managementText as text } from './text';

/**
 * A count another domain's service answers (the total of its list, in the caller's scope), asked
 * through the gateway like any of its screens would (ADR 0064): the people service never reads
 * another domain's records. Without the list's permission there is nothing to ask.
 */
function DomainCount({ module, query, testId }: { module: string; query: Record<string, string>; testId: string }) {
  const language = useLanguage();
  const allowed = useCan()(`${module}-list`);
  const count = useQuery({
    // Under the module's root: a live change of one of its records refreshes the count.
    queryKey: [...resourceQueryRoot(module), 'management-count', query],
    queryFn: ({ signal }) => api.get<ListPage<unknown>>(`/${module}`, { query: { ...query, limit: '1' }, signal }),
    enabled: allowed,
  });
  if (!allowed || count.isError)
    return (
      <Text span inherit c="dimmed" title={labelText(text.unavailable, language)} data-testid={testId}>
        —
      </Text>
    );
  if (count.data === undefined) return <Loader size="xs" data-testid={testId} />;
  return (
    <Text span inherit fw={count.data.total > 0 ? 700 : undefined} data-testid={testId} data-count={count.data.total}>
      {formatInteger(count.data.total)}
      {count.data.totalIsExact === false ? '+' : ''}
    </Text>
  );
}

/**
 * Which orders are open is maintenance's rule: taken from what maintenance publishes (its
 * "Pending Work Orders" widget's filter in `/remotes.json`), not from its definitions, so the
 * people remote bundles nothing of maintenance and follows a change maintenance deploys alone.
 */
const PENDING_ORDERS_WIDGET = 'maintenance-pending-orders';
function useOpenOrderStates(): string | undefined {
  const manifest = useQuery({ queryKey: ['remotes.json'], queryFn: () => fetchManifest(), staleTime: Infinity });
  return manifest.data?.remotes.flatMap((r) => r.widgets ?? []).find((w) => w.id === PENDING_ORDERS_WIDGET)?.filters?.state;
}

function Approves({ member }: { member: ManagementMember }) {
  const language = useLanguage();
  const duties: [boolean, Label][] = [
    [member.approvesMaintenance, text.maintenance],
    [member.approvesReservations, text.reservations],
    [member.approvesJoinRequests, text.joinRequests],
  ];
  const held = duties.filter(([on]) => on);
  if (held.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4}>
      {held.map(([, label]) => (
        <Badge key={label.en} variant="light" size="sm">
          {labelText(label, language)}
        </Badge>
      ))}
    </Group>
  );
}

function TeamTable({
  members,
  propertyId,
  withOrganization,
}: {
  members: ManagementMember[];
  propertyId?: string;
  withOrganization?: boolean;
}) {
  const language = useLanguage();
  const openOrderStates = useOpenOrderStates();
  const t = (label: Label) => labelText(label, language);
  const role = (m: ManagementMember) =>
    m.roleName || labelText((roleLabels as Record<string, Label>)[m.role] ?? { en: m.role, es: m.role }, language);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.name)}</Table.Th>
            <Table.Th>{t(text.role)}</Table.Th>
            {withOrganization ? <Table.Th>{t(text.organization)}</Table.Th> : null}
            <Table.Th>{t(text.approves)}</Table.Th>
            <Table.Th ta="right" title={propertyId ? t(text.openOrdersHere) : undefined}>
              {t(text.openOrders)}
            </Table.Th>
            <Table.Th ta="right">{t(text.openSupport)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.userId} data-testid="management-row">
              <Table.Td>
                <Anchor component={Link} href={`/users/view/${m.userId}`} fw={500}>
                  {m.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {m.email}
                </Text>
              </Table.Td>
              <Table.Td>{role(m)}</Table.Td>
              {withOrganization ? (
                <Table.Td>{(m as ManagementMember & { organization?: string | null }).organization ?? '—'}</Table.Td>
              ) : null}
              <Table.Td>
                <Approves member={m} />
              </Table.Td>
              <Table.Td ta="right">
                {openOrderStates ? (
                  <DomainCount
                    module="orders"
                    testId="open-orders"
                    query={{ assignedStaffId: m.userId, state: openOrderStates, ...(propertyId ? { propertyId } : {}) }}
                  />
                ) : (
                  <Text span c="dimmed" data-testid="open-orders">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" data-testid="open-support">
                {formatInteger(m.openSupport)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * `/managements/list` (ADR 0064): each property in scope with its management team — who is
 * assigned, their role, what they approve — and the work waiting on them: open work orders
 * assigned to each (maintenance), support requests assigned to each (people), and per property
 * what awaits approval (maintenance requests, reservations, join requests).
 */
export function ManagementListPage() {
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const { t, report } = useReport<ManagementOverview>(
    text.title,
    { module: 'users', name: 'managements', path: '/managements' },
    reportQuery({ propertyId }),
  );
  return (
    <ReportPage
      testId="management-list"
      errorTestId="management-error"
      report={report}
      filters={
        <Stack gap={4}>
          <Text c="dimmed" size="sm">
            {t(text.intro)}
          </Text>
          <PropertyFilter value={propertyId} onChange={setPropertyId} testId="management-property" />
        </Stack>
      }
    >
      {(overview) => (
        <Stack gap="md">
          {overview.properties.length === 0 ? <Text c="dimmed">{t(text.empty)}</Text> : null}
          {overview.properties.map((p) => (
            <Card key={p.propertyId} p="lg" data-testid="management-property-card">
              <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
                <Stack gap={0}>
                  <Title order={4}>{p.name}</Title>
                  {p.organization ? (
                    <Text size="sm" c="dimmed">
                      {p.organization}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs" data-testid="awaiting-approval">
                  <Text size="sm" c="dimmed">
                    {t(text.awaiting)}:
                  </Text>
                  <Badge variant="light" color="gray" size="lg" tt="none" fw={500}>
                    {t(text.requestedOrders)}{' '}
                    <DomainCount module="orders" testId="requested-orders" query={{ propertyId: p.propertyId, state: 'requested' }} />
                  </Badge>
                  <Badge variant="light" color="gray" size="lg" tt="none" fw={500}>
                    {t(text.pendingReservations)}{' '}
                    <DomainCount
                      module="reservations"
                      testId="pending-reservations"
                      query={{ propertyId: p.propertyId, state: 'pending' }}
                    />
                  </Badge>
                  <Badge variant="light" color="gray" size="lg" tt="none" fw={500} data-testid="pending-join-requests">
                    {t(text.pendingJoinRequests)}{' '}
                    <Text span fw={p.pendingJoinRequests > 0 ? 700 : undefined} inherit>
                      {formatInteger(p.pendingJoinRequests)}
                    </Text>
                  </Badge>
                </Group>
              </Group>
              {p.team.length > 0 ? (
                <TeamTable members={p.team} propertyId={p.propertyId} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t(text.noTeam)}
                </Text>
              )}
            </Card>
          ))}
          {overview.organizationWide.length > 0 ? (
            <Card p="lg" data-testid="management-organization-card">
              <Title order={4}>{t(text.organizationWide)}</Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t(text.organizationWideHint)}
              </Text>
              <TeamTable members={overview.organizationWide} withOrganization />
            </Card>
          ) : null}
        </Stack>
      )}
    </ReportPage>
  );
}
