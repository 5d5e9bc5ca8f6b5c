import type { Label } from '@portico/contracts';

/** Drops the filters left empty, so the query names only what the person chose. */
export function reportQuery(filters: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/**
 * An analytics "by status" donut's slices from the service's counts: each state's label and
 * colour, and `none` for a count without a state.
 */
export function stateSlices(
  buckets: readonly { key: string | null; count: number }[] | undefined,
  states: readonly { value: string; label: Label }[],
  colors: Record<string, string>,
  none: string | Label,
): { name: string; label: string | Label; value: number; color?: string }[] {
  const labels = new Map<string, Label>(states.map((s) => [s.value, s.label]));
  return (buckets ?? []).map((b) => ({
    name: b.key ?? 'none',
    label: (b.key && labels.get(b.key)) || none,
    value: b.count,
    color: b.key ? colors[b.key] : undefined,
  }));
}
