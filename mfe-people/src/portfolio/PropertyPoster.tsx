import { Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { property } from '@portico/contracts';
import { labelText, linkProps, useLanguage, usePageMeta } from '@portico/shell-sdk';
import { Icon, RecordProblem, useResourceRecord } from '@portico/shell-ui';
import { portfolioText } from './text';

/**
 * `/properties/poster/:id`: a printable poster with the property's name, address and its
 * property code, the "join code" a resident types on `/register`. Print CSS hides the console
 * around it (no QR code: the code is short enough to type).
 */
export function PropertyPoster({ id }: { id: string }) {
  const language = useLanguage();
  const query = useResourceRecord(property, id);
  const record = query.data;
  const name = record ? String(record.name ?? '') : '';
  const entities = labelText(property.titlePlural, language);
  usePageMeta(labelText(portfolioText.posterTitle, language), [
    { title: entities, url: '/properties/list' },
    ...(name ? [{ title: name, url: `/properties/view/${encodeURIComponent(id)}` }] : []),
    { title: labelText(portfolioText.poster, language), active: true },
  ]);
  if (query.isLoading) return <Skeleton height={480} radius="md" />;
  if (query.isError || !record) return <RecordProblem error={query.error} base="/properties" onRetry={() => void query.refetch()} />;
  const code = typeof record.propertyCode === 'string' ? record.propertyCode : '';
  const address = typeof record.primaryAddress === 'string' ? record.primaryAddress : '';
  const registerUrl = `${window.location.origin}/register`;
  return (
    <Stack gap="md" data-testid="property-poster" data-id={id}>
      <Group justify="space-between" className="portico-no-print">
        <Button
          size="xs"
          variant="default"
          leftSection={<Icon name="chevronLeft" size={14} />}
          {...linkProps(`/properties/view/${encodeURIComponent(id)}`)}
          component="a"
        >
          {name}
        </Button>
        <Button
          size="xs"
          leftSection={<Icon name="printer" size={14} />}
          onClick={() => window.print()}
          disabled={!code}
          data-testid="poster-print"
        >
          {labelText(portfolioText.print, language)}
        </Button>
      </Group>
      {!code ? (
        <Text size="sm" c="warning.8" className="portico-no-print" data-testid="poster-no-code">
          {labelText(portfolioText.noCode, language)}
        </Text>
      ) : null}
      <Card className="portico-poster" padding={0}>
        <Box className="portico-poster-band" />
        <Stack align="center" gap="lg" p={48}>
          <Text tt="uppercase" fw={600} lts={2} c="dimmed" size="sm">
            {labelText(portfolioText.welcome, language)}
          </Text>
          <Title order={2} ta="center" className="portico-poster-name" data-testid="poster-name">
            {name}
          </Title>
          {address ? (
            <Text size="lg" ta="center" c="dimmed" data-testid="poster-address">
              {address}
            </Text>
          ) : null}
          <Stack align="center" gap={6} mt="lg">
            <Text tt="uppercase" fw={700} lts={1.5} size="sm">
              {labelText(portfolioText.joinCode, language)}
            </Text>
            <div className="portico-poster-code" data-testid="poster-code">
              {code || '—'}
            </div>
          </Stack>
          <Text ta="center" maw={520} size="md">
            {labelText(portfolioText.howToJoin, language)}
          </Text>
          <Text ta="center" size="sm" c="dimmed">
            {labelText(portfolioText.registerAt, language)} <strong>{registerUrl}</strong>
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
