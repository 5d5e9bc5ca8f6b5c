import { type ComponentType, Suspense, lazy } from 'react';
import { Card, Skeleton } from '@mantine/core';
import type { BarChartCardProps, ChartCardBase, DonutChartCardProps, LineChartCardProps } from './types';

// One lazy chunk for the three cards: @mantine/charts and recharts load on the first chart shown.
const load = () => import(/* webpackChunkName: "kit-charts" */ './ChartCardsImpl');

/** Starts the chart chunk's download ahead of the first chart (a page known to draw one). */
export function preloadCharts(): void {
  load().catch(() => undefined);
}

function lazyCard<P extends ChartCardBase>(pick: (m: Awaited<ReturnType<typeof load>>) => ComponentType<P>) {
  const Impl = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function ChartCard(props: P) {
    return (
      <Suspense
        fallback={
          <Card p="lg" data-testid="chart-card" data-state="loading">
            <Skeleton height={18} width="40%" mb="md" />
            <Skeleton height={props.height ?? 260} />
          </Card>
        }
      >
        <Impl {...props} />
      </Suspense>
    );
  };
}

/** Bars by category, one colour per series, in a titled card with loading and empty states. */
export const BarChartCard = lazyCard<BarChartCardProps>((m) => m.BarChartCardImpl);
/** Lines over a category axis (e.g. months), in a titled card. */
export const LineChartCard = lazyCard<LineChartCardProps>((m) => m.LineChartCardImpl);
/** Parts of a whole (e.g. orders by status), in a titled card. */
export const DonutChartCard = lazyCard<DonutChartCardProps>((m) => m.DonutChartCardImpl);
