import { Card, Text } from '@mantine/core';

export interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}

/** One headline figure of an analytics page (a count, a mean time, a rate), with an optional hint. */
export function StatCard({ label, value, hint, testId }: StatCardProps) {
  return (
    <Card data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
