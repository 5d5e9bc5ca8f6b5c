import type { ReactNode } from 'react';
import type { Label } from '@portico/contracts';

/** What every chart card has: a title (text or a label in every language), loading and empty states. */
export interface ChartCardBase {
  title: string | Label;
  description?: string | Label;
  /** Shows a skeleton of the chart. */
  loading?: boolean;
  /** Shows the error text instead of the chart. */
  error?: unknown;
  /** Text when there is no data; default "No data to show" in the console's language. */
  emptyText?: string | Label;
  /** Chart height in px (default 260). */
  height?: number;
  /** Next to the title (a period picker, a link). */
  actions?: ReactNode;
  /** Numbers on axes and tooltips; default the spec's format (1.2k over 999). */
  valueFormatter?: (value: number) => string;
}

/** One bar or line: a key of the data rows, its label in every language, a theme colour. */
export interface ChartSeries {
  name: string;
  label?: string | Label;
  color?: string;
}

export interface BarChartCardProps extends ChartCardBase {
  data: readonly Record<string, string | number>[];
  /** The key of the category (x axis). */
  dataKey: string;
  series: readonly ChartSeries[];
  type?: 'default' | 'stacked' | 'percent';
  orientation?: 'horizontal' | 'vertical';
}

export interface LineChartCardProps extends ChartCardBase {
  data: readonly Record<string, string | number>[];
  dataKey: string;
  series: readonly ChartSeries[];
  curveType?: 'linear' | 'monotone' | 'step';
}

export interface DonutChartCardProps extends ChartCardBase {
  data: readonly { name: string; label?: string | Label; value: number; color?: string }[];
  /** Text in the hole (e.g. the total). */
  chartLabel?: string | number;
}
