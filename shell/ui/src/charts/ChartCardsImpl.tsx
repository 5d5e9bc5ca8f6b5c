import { BarChart, DonutChart, type BarChartProps } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group } from '@mantine/core';
import { formatPercent, labelText, useLanguage } from '@portico/shell-sdk';
import { ChartFrame, ChartLegend, PALETTE, defaultFormat, seriesLegend, useSeries } from './chart-frame';
import type { BarChartCardProps, DonutChartCardProps } from './types';

// Bars and donuts are drawn by @mantine/charts (recharts), in this lazy chunk; lines by the kit's
// own SVG (LineChartCard, ADR 0086). The legend is the kit's for all of them.

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
        xAxisProps={props.orientation === 'vertical' ? WHOLE_TICKS : categoryAxis(props.data, props.dataKey)}
        yAxisProps={props.orientation === 'vertical' ? undefined : WHOLE_TICKS}
        tickLine="y"
      />
      {series.length > 1 ? <ChartLegend entries={seriesLegend(series)} /> : null}
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
        <ChartLegend
          direction="column"
          entries={data
            .filter((d) => d.value > 0)
            .map((d) => ({
              name: d.name,
              color: d.color,
              detail: `${format(d.value)} · ${formatPercent((d.value / total) * 100, language, 0)}`,
            }))}
        />
      </Group>
    </ChartFrame>
  );
}
