import { type ComponentType, Suspense, lazy } from 'react';
import { Card, Skeleton } from '@mantine/core';
import type { ChartCardBase } from './types';

// One lazy chunk for the bar and donut cards: @mantine/charts and recharts load on the first one
// shown. Lines are drawn by the kit itself, without them, in a chunk of their own (ADR 0086).
const load = () => import(/* webpackChunkName: "kit-charts" */ './ChartCardsImpl');
const loadLines = () => import(/* webpackChunkName: "kit-lines" */ './LineChartCard');

/** Starts the line chart's download ahead of the first one (a page known to draw one). */
export function preloadLineChart(): void {
  loadLines().catch(() => undefined);
}

function lazyCard<P extends ChartCardBase, M>(loader: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  const Impl = lazy(() => loader().then((m) => ({ default: pick(m) })));
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
export const BarChartCard = lazyCard(load, (m) => m.BarChartCardImpl);
/** Parts of a whole (e.g. orders by status), in a titled card. */
export const DonutChartCard = lazyCard(load, (m) => m.DonutChartCardImpl);
/** Lines over a category axis (e.g. months), in a titled card. */
export const LineChartCard = lazyCard(loadLines, (m) => m.LineChartCardImpl);
