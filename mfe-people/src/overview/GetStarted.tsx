import { Alert, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Label } from '@portico/contracts/kit';
import type { GetStartedProgress } from '@portico/contracts/people';
import {
  api,
  errorMessage,
  formatNumber,
  labelText,
  linkProps,
  resourceQueryRoot,
  useCan,
  useLanguage,
  usePageMeta,
} from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { getStartedText as text } from './text';

interface Step {
  key: string;
  title: Label;
  hint: Label;
  done: boolean;
  count: string;
  action: { label: Label; path: string; permission: string };
}

/**
 * `/get-started` (issue 18): the first-run guide of a new organization. Each step ticks itself
 * off from the organization's own records, counted by the people service in the caller's scope.
 */
export function GetStartedPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);
  // Under the properties' root: creating one elsewhere refreshes the guide.
  const progress = useQuery({
    queryKey: [...resourceQueryRoot('properties'), 'get-started'],
    queryFn: ({ signal }) => api.get<GetStartedProgress>('/get-started', { signal }),
  });
  const p = progress.data;
  const steps: Step[] = p
    ? [
        {
          key: 'property',
          title: text.propertyStep,
          hint: text.propertyHint,
          done: p.properties > 0,
          count: `${formatNumber(p.properties)} ${t(text.properties)}`,
          action: { label: text.createProperty, path: '/properties/new', permission: 'properties-create' },
        },
        {
          key: 'units',
          title: text.unitsStep,
          hint: text.unitsHint,
          done: p.units > 0,
          count: `${formatNumber(p.units)} ${t(text.units)}`,
          action: { label: text.importUnits, path: '/units/import', permission: 'units-import' },
        },
        {
          key: 'staff',
          title: text.staffStep,
          hint: text.staffHint,
          done: p.staff + p.staffInvites > 0,
          count: `${formatNumber(p.staff)} ${t(text.staff)} · ${formatNumber(p.staffInvites)} ${t(text.invites)}`,
          action: { label: text.inviteStaff, path: '/invites/new', permission: 'invites-create' },
        },
      ]
    : [];
  const done = steps.filter((s) => s.done).length;

  return (
    <Stack gap="md" maw={860} data-testid="get-started">
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t(text.welcome)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(text.intro)}
          </Text>
          {p ? (
            <Group gap="sm" wrap="nowrap">
              <Progress value={(done / steps.length) * 100} flex={1} aria-label={t(text.progress)} />
              <Text size="sm" fw={600} data-testid="get-started-done">
                {done}/{steps.length}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Card>
      {progress.isError ? <Alert color="danger">{errorMessage(progress.error)}</Alert> : null}
      {!p
        ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={96} />)
        : steps.map((step, index) => (
            <Card withBorder padding="lg" key={step.key} data-testid={`step-${step.key}`} data-done={step.done}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="xl" color={step.done ? 'success' : 'gray'} variant={step.done ? 'filled' : 'light'}>
                    {step.done ? <Icon name="check" size={20} /> : <Text fw={700}>{index + 1}</Text>}
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Group gap="xs">
                      <Text fw={600}>{t(step.title)}</Text>
                      <Badge color={step.done ? 'success' : 'gray'} variant="light">
                        {t(step.done ? text.done : text.todo)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(step.hint)}
                    </Text>
                    <Text size="sm" data-testid={`count-${step.key}`}>
                      {step.count}
                    </Text>
                  </Stack>
                </Group>
                {can(step.action.permission) ? (
                  <Button {...linkProps(step.action.path)} component="a" variant={step.done ? 'default' : 'filled'}>
                    {t(step.action.label)}
                  </Button>
                ) : null}
              </Group>
            </Card>
          ))}
    </Stack>
  );
}
