import type { ReactNode } from 'react';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatNumber, labelText, useLanguage } from '@portico/shell-sdk';
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

export function BarChartCardImpl(props: BarChartCardProps) {
  const series = useSeries(props.series);
  return (
    <ChartFrame base={props} empty={props.data.length === 0} kind="bar">
      <BarChart
        h={props.height ?? 260}
        data={props.data as Record<string, string | number>[]}
        dataKey={props.dataKey}
        series={series}
        type={props.type ?? 'default'}
        orientation={props.orientation}
        valueFormatter={props.valueFormatter ?? defaultFormat}
        withLegend={series.length > 1}
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
  return (
    <ChartFrame base={props} empty={empty} kind="donut">
      <Center>
        <DonutChart
          h={props.height ?? 260}
          size={Math.min(props.height ?? 260, 220)}
          data={data}
          chartLabel={props.chartLabel}
          valueFormatter={props.valueFormatter ?? defaultFormat}
          withLabelsLine={false}
          withTooltip
        />
      </Center>
    </ChartFrame>
  );
}
