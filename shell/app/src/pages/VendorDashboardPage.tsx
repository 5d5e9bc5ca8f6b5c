import { Anchor, Badge, Card, Grid, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maintenanceCategory, supportRequest } from '@portico/contracts';
import { api, can, displayNameOf, formatDate, labelText, linkClick, useLanguage, usePageMeta, usePrincipal } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';

interface ListPage {
  items: Record<string, unknown>[];
  total: number;
}

function ListCard({ module, title, field, icon, testId }: { module: string; title: string; field: string; icon: string; testId: string }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const allowed = can(`${module}-list`);
  const query = useQuery({
    queryKey: ['vendor-dashboard', module],
    queryFn: ({ signal }) => api.get<ListPage>(`/${module}`, { query: { limit: 10, status: 'active' }, signal }),
    enabled: allowed,
  });
  if (!allowed) return null;
  const mayRead = can(`${module}-read`);
  return (
    <Card h="100%" data-testid={testId} data-total={query.data?.total}>
      <Group justify="space-between" mb="md">
        <Title order={5}>{title}</Title>
        <Badge variant="light" color="portico">
          {query.data?.total ?? '…'}
        </Badge>
      </Group>
      {query.isLoading ? (
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={16} />
          ))}
        </Stack>
      ) : query.isError ? (
        <Text size="sm" c="dimmed">
          {query.error.message}
        </Text>
      ) : query.data?.items.length ? (
        <Stack gap={0}>
          {query.data.items.map((item) => {
            const id = String(item.id);
            const href = `/${module}/view/${encodeURIComponent(id)}`;
            const name = String(item[field] ?? id);
            return (
              <Group key={id} justify="space-between" wrap="nowrap" className="portico-recent-row">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={30} radius="md" variant="light" color="portico">
                    <Icon name={icon} size={16} />
                  </ThemeIcon>
                  {mayRead ? (
                    <Anchor href={href} onClick={linkClick(href)} size="sm" fw={600} c="dark" lineClamp={1}>
                      {name}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600} lineClamp={1}>
                      {name}
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(String(item.createdAt ?? ''), language)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('noneYet')}
        </Text>
      )}
    </Card>
  );
}

/** `/dashboard/vendor`: a vendor's narrowed console home (what is theirs). */
export function VendorDashboardPage() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const principal = usePrincipal();
  usePageMeta(t('vendorTitle'), [{ title: t('dashboard') }, { title: t('vendorTitle'), active: true }]);
  return (
    <Stack gap="lg" data-testid="vendor-dashboard">
      <Card className="portico-welcome">
        <Stack gap="xs" className="portico-welcome-body">
          <Title order={3} c="white">
            {t('vendorGreeting', { name: principal ? displayNameOf(principal) : '' })}
          </Title>
          <Text size="sm" c="rgba(255,255,255,0.82)">
            {t('vendorText')}
          </Text>
        </Stack>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ListCard
            module={supportRequest.module}
            title={t('vendorSupport')}
            field={supportRequest.displayField}
            icon="inbox"
            testId="vendor-support"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ListCard
            module={maintenanceCategory.module}
            title={labelText(maintenanceCategory.titlePlural, language) || t('vendorCategories')}
            field={maintenanceCategory.displayField}
            icon="tool"
            testId="vendor-categories"
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
