import type { ReactNode } from 'react';
import { Alert, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@portico/shell-sdk';

export interface ReportPageProps<T> {
  testId: string;
  /** The filter inputs, in one row above the figures. */
  filters: ReactNode;
  report: UseQueryResult<T>;
  /** What stands in while the figures load (a skeleton of their size). */
  loading?: ReactNode;
  /** The figures, once they are in. */
  children: (data: T) => ReactNode;
  /** Charts in one row below, shown whether or not the figures are in (they show their own loading state). */
  charts?: ReactNode[];
  /** Charts side by side on a wide screen (default: all in one row); 1 gives each the width its axis labels need. */
  chartsPerRow?: number;
  /** What follows the charts once the figures are in: the rows behind them (a table), a note on how they are counted. */
  details?: (data: T) => ReactNode;
  errorTestId?: string;
}

/**
 * The one scaffold of a report page (accounting, transactions, analytics): a row of filters,
 * the report's error, and its figures or a placeholder while they load.
 */
export function ReportPage<T>({ testId, filters, report, loading, children, charts, chartsPerRow, details, errorTestId }: ReportPageProps<T>) {
  return (
    <Stack gap="md" data-testid={testId}>
      <Group align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {report.isError ? (
        <Alert color="danger" data-testid={errorTestId}>
          {errorMessage(report.error)}
        </Alert>
      ) : null}
      {report.data === undefined ? (loading ?? <Skeleton h={240} />) : children(report.data)}
      {charts ? <SimpleGrid cols={{ base: 1, lg: chartsPerRow ?? charts.length }}>{charts}</SimpleGrid> : null}
      {details && report.data !== undefined ? details(report.data) : null}
    </Stack>
  );
}
