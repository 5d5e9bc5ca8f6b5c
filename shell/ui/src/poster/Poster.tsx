import type { ReactNode } from 'react';
import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { linkProps } from '@portico/shell-sdk';
import { Icon } from '../icons';

export interface PosterProps {
  testId: string;
  /** The record the poster is of: its id, name and view. */
  id: string;
  name: string;
  viewPath: string;
  printLabel: string;
  /** Printing waits for what the poster needs (its QR code, its join code). */
  printable: boolean;
  /** Screen-only words above the poster (why it cannot be printed yet). */
  notice?: ReactNode;
  /** The small capitals above the name. */
  kicker: string;
  children: ReactNode;
  spacing?: 'md' | 'lg';
  padding?: number;
}

/**
 * A printable poster of a record (a property's join code, a location's problem-report QR code):
 * back-to-the-record and print buttons, then the card that prints alone (print CSS hides the
 * console around `portico-poster`).
 */
export function Poster({
  testId,
  id,
  name,
  viewPath,
  printLabel,
  printable,
  notice,
  kicker,
  children,
  spacing = 'md',
  padding = 40,
}: PosterProps) {
  return (
    <Stack gap="md" data-testid={testId} data-id={id}>
      <Group justify="space-between" className="portico-no-print">
        <Button size="xs" variant="default" leftSection={<Icon name="chevronLeft" size={14} />} {...linkProps(viewPath)} component="a">
          {name}
        </Button>
        <Button
          size="xs"
          leftSection={<Icon name="printer" size={14} />}
          onClick={() => window.print()}
          disabled={!printable}
          data-testid="poster-print"
        >
          {printLabel}
        </Button>
      </Group>
      {notice}
      <Card className="portico-poster" padding={0}>
        <Box className="portico-poster-band" />
        <Stack align="center" gap={spacing} p={padding}>
          <Text tt="uppercase" fw={600} lts={2} c="dimmed" size="sm">
            {kicker}
          </Text>
          <Title order={2} ta="center" className="portico-poster-name" data-testid="poster-name">
            {name}
          </Title>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
