import { Suspense, lazy } from 'react';
import { Card, Skeleton } from '@mantine/core';
import type { CalendarViewProps } from './types';

const CalendarViewImpl = lazy(() => import(/* webpackChunkName: "kit-calendar" */ './CalendarViewImpl'));

/** Month and week calendar of an entity's records, fed by the list API's date range (FullCalendar, loaded on first use). */
export function CalendarView(props: CalendarViewProps) {
  return (
    <Suspense
      fallback={
        <Card p="md" data-testid="calendar-view" data-loading>
          <Skeleton height={36} mb="md" />
          <Skeleton height={480} />
        </Card>
      }
    >
      <CalendarViewImpl {...props} />
    </Suspense>
  );
}
