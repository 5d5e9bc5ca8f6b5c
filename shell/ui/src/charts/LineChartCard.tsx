import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { ColorSwatch, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { labelText, useLanguage } from '@portico/shell-sdk';
import { ChartFrame, ChartLegend, type DrawnSeries, cssColor, defaultFormat, seriesLegend, useSeries } from './chart-frame';
import { labelInterval, linePath, nearestIndex, wholeTicks } from './line-geometry';
import type { LineChartCardProps } from './types';

/**
 * Lines over a category axis, drawn by the kit in SVG (ADR 0086): the dashboard's month chart is
 * the first thing under its welcome card, and the chart library would be 171 KB of its first load.
 * Whole-number value axis, category labels thinned to fit, a dot per value, and the values of the
 * category under the pointer (or chosen with the arrow keys) in a tooltip; the kit's legend below.
 */
export function LineChartCardImpl(props: LineChartCardProps) {
  const series = useSeries(props.series);
  const language = useLanguage();
  return (
    <ChartFrame base={props} empty={props.data.length === 0} kind="line">
      <LineSurface
        title={labelText(props.title, language)}
        data={props.data}
        dataKey={props.dataKey}
        series={series}
        curve={props.curveType ?? 'monotone'}
        format={props.valueFormatter ?? defaultFormat}
        height={props.height ?? 260}
      />
      {series.length > 1 ? <ChartLegend entries={seriesLegend(series)} /> : null}
    </ChartFrame>
  );
}

/** Space around the plot, in px: the value labels' column is measured from their text. */
const PAD = { top: 8, right: 16, bottom: 26 };
/** Approximate width of a character of the axes' 12 px text. */
const CHAR_PX = 7;

interface SurfaceProps {
  title: string;
  data: LineChartCardProps['data'];
  dataKey: string;
  series: DrawnSeries[];
  curve: NonNullable<LineChartCardProps['curveType']>;
  format: (value: number) => string;
  height: number;
}

function LineSurface({ title, data, dataKey, series, curve, format, height }: SurfaceProps) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const categories = data.map((row) => String(row[dataKey] ?? ''));
  const values = series.map((s) => data.map((row) => Number(row[s.name] ?? 0) || 0));
  const ticks = wholeTicks(Math.max(0, ...values.flat()));
  const ceiling = ticks.at(-1)!;
  // Room for the value labels on the left, and for half the first and last category labels,
  // which are centred on the axis's ends.
  const half = (i: number) => ((categories[i]?.length ?? 0) * CHAR_PX) / 2 + 4;
  const left = Math.max(Math.max(...ticks.map((t) => format(t).length)) * CHAR_PX + 12, half(0));
  const right = Math.max(left, width - Math.max(PAD.right, half(categories.length - 1)));
  const bottom = height - PAD.bottom;
  const count = categories.length;
  const x = (i: number) => (count <= 1 ? (left + right) / 2 : left + (i * (right - left)) / (count - 1));
  const y = (v: number) => bottom - (v / ceiling) * (bottom - PAD.top);
  const every = labelInterval(count, right - left, Math.max(...categories.map((c) => c.length)) * CHAR_PX + 10);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, left, right, count));
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = keyedIndex(event.key, active, count);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <div ref={ref} style={{ position: 'relative', height }} data-testid="chart-surface">
      {width > 0 ? (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={title}
          tabIndex={0}
          onPointerMove={point}
          onPointerLeave={() => setActive(null)}
          onKeyDown={key}
          onBlur={() => setActive(null)}
          style={{ display: 'block', fontFamily: 'inherit', fontSize: 12, outlineOffset: 2, touchAction: 'pan-y' }}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="var(--mantine-color-gray-3)" strokeDasharray="5 5" />
              <text x={left - 8} y={y(t)} dy="0.32em" textAnchor="end" fill="var(--mantine-color-dimmed)">
                {format(t)}
              </text>
            </g>
          ))}
          {categories.map((c, i) =>
            i % every === 0 ? (
              <text key={i} x={x(i)} y={bottom + 18} textAnchor="middle" fill="var(--mantine-color-dimmed)">
                {c}
              </text>
            ) : null,
          )}
          {active !== null ? <line x1={x(active)} x2={x(active)} y1={PAD.top} y2={bottom} stroke="var(--mantine-color-gray-5)" /> : null}
          {series.map((s, k) => (
            <g key={s.name} data-series={s.name}>
              <path
                d={linePath(
                  values[k]!.map((v, i) => ({ x: x(i), y: y(v) })),
                  curve,
                )}
                fill="none"
                stroke={cssColor(s.color)}
                strokeWidth={2}
              />
              {values[k]!.map((v, i) => (
                <circle key={i} cx={x(i)} cy={y(v)} r={i === active ? 4 : 2} fill={cssColor(s.color)} />
              ))}
            </g>
          ))}
        </svg>
      ) : null}
      {active !== null && width > 0 ? (
        <Paper
          withBorder
          shadow="md"
          p="xs"
          aria-hidden
          data-testid="chart-tooltip"
          style={{
            position: 'absolute',
            top: PAD.top,
            pointerEvents: 'none',
            ...(x(active) > width / 2 ? { right: width - x(active) + 12 } : { left: x(active) + 12 }),
          }}
        >
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {categories[active]}
            </Text>
            {series.map((s, k) => (
              <Group key={s.name} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={cssColor(s.color)} size={10} withShadow={false} aria-hidden />
                  <Text size="sm">{s.label}</Text>
                </Group>
                <Text size="sm" fw={600}>
                  {format(values[k]![active]!)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
      {/* Always present, so a screen reader hears each day the arrow keys choose. */}
      <VisuallyHidden aria-live="polite">
        {active !== null ? [categories[active], ...series.map((s, k) => `${s.label} ${format(values[k]![active]!)}`)].join(', ') : ''}
      </VisuallyHidden>
    </div>
  );
}

/** The category a key chooses (arrows step, Home and End jump, Escape clears), or undefined for any other key. */
function keyedIndex(key: string, active: number | null, count: number): number | null | undefined {
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, (active ?? -1) + 1);
    case 'ArrowLeft':
      return Math.max(0, (active ?? count) - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}
