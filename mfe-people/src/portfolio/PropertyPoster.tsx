import { Skeleton, Stack, Text } from '@mantine/core';
import { property } from '@portico/contracts/people';
import { labelText, useLanguage, usePageMeta } from '@portico/shell-sdk';
import { Poster, RecordProblem, useResourceRecord } from '@portico/shell-ui';
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
    <Poster
      testId="property-poster"
      id={id}
      name={name}
      viewPath={`/properties/view/${encodeURIComponent(id)}`}
      printLabel={labelText(portfolioText.print, language)}
      printable={!!code}
      notice={
        !code ? (
          <Text size="sm" c="warning.8" className="portico-no-print" data-testid="poster-no-code">
            {labelText(portfolioText.noCode, language)}
          </Text>
        ) : null
      }
      kicker={labelText(portfolioText.welcome, language)}
      spacing="lg"
      padding={48}
    >
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
    </Poster>
  );
}
