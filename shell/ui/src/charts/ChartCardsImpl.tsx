import type { ReactNode } from 'react';
import { BarChart, DonutChart, LineChart, type BarChartProps } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Center, ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatNumber, formatPercent, labelText, useLanguage } from '@portico/shell-sdk';
import type { BarChartCardProps, ChartCardBase, ChartSeries, DonutChartCardProps, LineChartCardProps } from './types';

/** Series colours in order when a series names none: the spec's palette. */
const PALETTE = ['portico.6', 'success.6', 'warning.6', 'danger.6', 'gray.6', 'portico.3', 'success.3', 'warning.3'];

function useSeries(series: readonly ChartSeries[]) {
  const language = useLanguage();
  return series.map((s, i) => ({
    name: s.name,
    label: s.label ? labelText(s.label, language) : s.name,
    color: s.color ?? PALETTE[i % PALETTE.length]!,
  }));
}

function ChartFrame({ base, empty, kind, children }: { base: ChartCardBase; empty: boolean; kind: string; children: ReactNode }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const height = base.height ?? 260;
  const state = base.loading ? 'loading' : base.error ? 'error' : empty ? 'empty' : 'ready';
  return (
    <Card p="lg" data-testid="chart-card" data-chart={kind} data-state={state}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{labelText(base.title, language)}</Text>
          {base.description ? (
            <Text size="sm" c="dimmed">
              {labelText(base.description, language)}
            </Text>
          ) : null}
        </Stack>
        {base.actions}
      </Group>
      {state === 'loading' ? (
        <Skeleton height={height} />
      ) : state === 'error' ? (
        <Center h={height}>
          <Text size="sm" c="danger">
            {t('chartFailed')}: {errorMessage(base.error)}
          </Text>
        </Center>
      ) : state === 'empty' ? (
        <Center h={height}>
          <Text size="sm" c="dimmed">
            {base.emptyText ? labelText(base.emptyText, language) : t('chartEmpty')}
          </Text>
        </Center>
      ) : (
        children
      )}
    </Card>
  );
}

const defaultFormat = (value: number) => formatNumber(value);

/** A theme colour key ('portico.6') as the CSS variable Mantine defines for it; CSS colours pass. */
const cssColor = (color: string) => (/^[a-z]+\.\d$/.test(color) ? `var(--mantine-color-${color.replace('.', '-')})` : color);

/**
 * Category axes show every label up to a dozen: recharts drops labels that do not fit side by
 * side, which left every other category of a bar chart unnamed. Many or long labels are slanted.
 * Past a dozen (the 24 hours of a day) the labels overlap even slanted: every k-th is shown, so
 * about six stand evenly spaced, and the bars between them read as the run they are.
 */
function categoryAxis(data: readonly Record<string, unknown>[], dataKey: string): BarChartProps['xAxisProps'] {
  const longest = Math.max(0, ...data.map((d) => String(d[dataKey] ?? '').length));
  const slanted = data.length > 4 || (data.length > 2 && longest > 12);
  const interval = data.length > 12 ? Math.ceil(data.length / 6) - 1 : 0;
  // The slant goes on the tick itself: the chart's own tick style (a translate) would undo an axis angle.
  return slanted
    ? {
        interval,
        height: 28 + Math.min(longest, 24) * 5,
        tick: { fontSize: 12, fill: 'currentColor', angle: -30, textAnchor: 'end', dy: 4 },
      }
    : { interval };
}

/** Value axes tick at whole numbers: counts read 0, 1, 2, 3 rather than 0, 0.75, 1.5, 2.25. */
const WHOLE_TICKS = { allowDecimals: false } as const;

/**
 * Recharts copies each entry's fields that are SVG attributes onto its bar: a category keyed
 * `role` became `role="Administrator"` on the path (axe-core: critical aria-roles). The bars
 * take the category under a key no attribute has.
 */
const CATEGORY_KEY = 'categoryLabel';

export function BarChartCardImpl(props: BarChartCardProps) {
  const series = useSeries(props.series);
  const data = props.data.map(({ [props.dataKey]: category, ...values }) => ({ ...values, [CATEGORY_KEY]: category }));
  return (
    <ChartFrame base={props} empty={props.data.length === 0} kind="bar">
      <BarChart
        h={props.height ?? 260}
        data={data as Record<string, string | number>[]}
        dataKey={CATEGORY_KEY}
        series={series}
        type={props.type ?? 'default'}
        orientation={props.orientation}
        valueFormatter={props.valueFormatter ?? defaultFormat}
        withLegend={series.length > 1}
        xAxisProps={props.orientation === 'vertical' ? WHOLE_TICKS : categoryAxis(props.data, props.dataKey)}
        yAxisProps={props.orientation === 'vertical' ? undefined : WHOLE_TICKS}
        tickLine="y"
      />
    </ChartFrame>
  );
}

export function LineChartCardImpl(props: LineChartCardProps) {
  const series = useSeries(props.series);
  return (
    <ChartFrame base={props} empty={props.data.length === 0} kind="line">
      <LineChart
        h={props.height ?? 260}
        data={props.data as Record<string, string | number>[]}
        dataKey={props.dataKey}
        series={series}
        curveType={props.curveType ?? 'monotone'}
        valueFormatter={props.valueFormatter ?? defaultFormat}
        withLegend={series.length > 1}
        xAxisProps={categoryAxis(props.data, props.dataKey)}
        yAxisProps={WHOLE_TICKS}
        tickLine="y"
      />
    </ChartFrame>
  );
}

export function DonutChartCardImpl(props: DonutChartCardProps) {
  const language = useLanguage();
  const data = props.data.map((d, i) => ({
    name: d.label ? labelText(d.label, language) : d.name,
    value: d.value,
    color: d.color ?? PALETTE[i % PALETTE.length]!,
  }));
  const empty = data.every((d) => !d.value);
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const format = props.valueFormatter ?? defaultFormat;
  return (
    <ChartFrame base={props} empty={empty} kind="donut">
      <Group justify="center" align="center" gap="lg" wrap="wrap">
        <DonutChart
          h={props.height ?? 260}
          size={Math.min(props.height ?? 260, 200)}
          data={data}
          chartLabel={props.chartLabel}
          valueFormatter={format}
          withLabelsLine={false}
          withTooltip
        />
        {/* The legend: a colour alone names nothing, and a share is read faster as a number. */}
        <Stack gap={4} data-testid="chart-legend" role="list">
          {data
            .filter((d) => d.value > 0)
            .map((d) => (
              <Group key={d.name} gap="xs" wrap="nowrap" role="listitem" data-testid="chart-legend-item">
                <ColorSwatch color={cssColor(d.color)} size={12} withShadow={false} aria-hidden />
                <Text size="sm">{d.name}</Text>
                <Text size="sm" c="dimmed">
                  {format(d.value)} · {formatPercent((d.value / total) * 100, language, 0)}
                </Text>
              </Group>
            ))}
        </Stack>
      </Group>
    </ChartFrame>
  );
}
