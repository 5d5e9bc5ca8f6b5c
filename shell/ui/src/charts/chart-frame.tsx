import type { ReactNode } from 'react';
import { Card, Center, ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatNumber, labelText, useLanguage } from '@portico/shell-sdk';
import type { ChartCardBase, ChartSeries } from './types';

// What every chart card shares, whichever draws its chart: the kit's own SVG (lines) or
// @mantine/charts (bars, donuts; the lazy chunk). Nothing here imports the chart library.

/** Series colours in order when a series names none: the spec's palette. */
export const PALETTE = ['portico.6', 'success.6', 'warning.6', 'danger.6', 'gray.6', 'portico.3', 'success.3', 'warning.3'];

export interface DrawnSeries {
  name: string;
  label: string;
  color: string;
}

/** The series with their labels in the reader's language and a colour each. */
export function useSeries(series: readonly ChartSeries[]): DrawnSeries[] {
  const language = useLanguage();
  return series.map((s, i) => ({
    name: s.name,
    label: s.label ? labelText(s.label, language) : s.name,
    color: s.color ?? PALETTE[i % PALETTE.length]!,
  }));
}

export const defaultFormat = (value: number) => formatNumber(value);

/** A theme colour key ('portico.6') as the CSS variable Mantine defines for it; CSS colours pass. */
export const cssColor = (color: string) => (/^[a-z]+\.\d$/.test(color) ? `var(--mantine-color-${color.replace('.', '-')})` : color);

/** The titled card around a chart, with its loading, error and empty states. */
export function ChartFrame({ base, empty, kind, children }: { base: ChartCardBase; empty: boolean; kind: string; children: ReactNode }) {
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

/** A legend's entries for drawn series: each one's label and colour. */
export const seriesLegend = (series: readonly DrawnSeries[]): LegendEntry[] => series.map((s) => ({ name: s.label, color: s.color }));

/** One entry of a legend: its colour, its name, and optionally what it amounts to. */
export interface LegendEntry {
  name: string;
  color: string;
  detail?: string;
}

/**
 * The legend every chart card shows, drawn by the kit for every kind of chart so that each reads
 * (and is found by tests and assistive technology) the same way: a list of colour and name.
 */
export function ChartLegend({ entries, direction = 'row' }: { entries: readonly LegendEntry[]; direction?: 'row' | 'column' }) {
  const items = entries.map((d) => (
    <Group key={d.name} gap="xs" wrap="nowrap" role="listitem" data-testid="chart-legend-item">
      <ColorSwatch color={cssColor(d.color)} size={12} withShadow={false} aria-hidden />
      <Text size="sm">{d.name}</Text>
      {d.detail ? (
        <Text size="sm" c="dimmed">
          {d.detail}
        </Text>
      ) : null}
    </Group>
  ));
  return direction === 'column' ? (
    <Stack gap={4} data-testid="chart-legend" role="list">
      {items}
    </Stack>
  ) : (
    <Group gap="md" justify="center" mt="sm" data-testid="chart-legend" role="list">
      {items}
    </Group>
  );
}
