// The arithmetic of the kit's line chart (ADR 0086), apart from React so it can be tested alone.

export interface Point {
  x: number;
  y: number;
}

export type CurveType = 'linear' | 'monotone' | 'step';

/**
 * Value-axis ticks at whole numbers from 0 (counts read 0, 2, 4 rather than 0, 1.5, 3), about
 * `count` of them, the last at or above `max`: steps of 1, 2 or 5 times a power of ten.
 */
export function wholeTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}

/**
 * Every how many categories a label is written so that labels `labelWidth` wide do not overlap
 * on an axis `axisWidth` wide: 1 writes them all.
 */
export function labelInterval(categories: number, axisWidth: number, labelWidth: number): number {
  if (categories <= 1 || axisWidth <= 0) return 1;
  const room = axisWidth / (categories - 1);
  return Math.max(1, Math.ceil(labelWidth / room));
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The SVG path through `points` (left to right) drawn as `curve`. */
export function linePath(points: readonly Point[], curve: CurveType): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  const start = `M${round(first!.x)},${round(first!.y)}`;
  if (curve === 'linear' || points.length < 3) {
    if (curve !== 'step') return start + rest.map((p) => `L${round(p.x)},${round(p.y)}`).join('');
  }
  if (curve === 'step') {
    // The value holds until halfway to the next category, as d3's curveStep draws it.
    let d = start;
    for (let i = 1; i < points.length; i++) {
      const mid = (points[i - 1]!.x + points[i]!.x) / 2;
      d += `H${round(mid)}V${round(points[i]!.y)}`;
    }
    return d + `H${round(points.at(-1)!.x)}`;
  }
  return start + monotoneSegments(points);
}

/**
 * Cubic segments through the points that never overshoot them (Fritsch–Carlson): a count that is
 * 0 on two days is not drawn below 0 between them, as a plain spline would.
 */
function monotoneSegments(points: readonly Point[]): string {
  const n = points.length;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const dx = points[i + 1]!.x - points[i]!.x;
    slopes.push(dx === 0 ? 0 : (points[i + 1]!.y - points[i]!.y) / dx);
  }
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0]!;
    if (i === n - 1) return slopes[n - 2]!;
    const a = slopes[i - 1]!;
    const b = slopes[i]!;
    return a * b <= 0 ? 0 : (a + b) / 2;
  });
  for (let i = 0; i < n - 1; i++) {
    const s = slopes[i]!;
    if (s === 0) {
      tangents[i] = 0;
      tangents[i + 1] = 0;
      continue;
    }
    const a = tangents[i]! / s;
    const b = tangents[i + 1]! / s;
    const h = a * a + b * b;
    if (h > 9) {
      const t = 3 / Math.sqrt(h);
      tangents[i] = t * a * s;
      tangents[i + 1] = t * b * s;
    }
  }
  let d = '';
  for (let i = 0; i < n - 1; i++) {
    const p = points[i]!;
    const q = points[i + 1]!;
    const third = (q.x - p.x) / 3;
    d += `C${round(p.x + third)},${round(p.y + tangents[i]! * third)},${round(q.x - third)},${round(q.y - tangents[i + 1]! * third)},${round(q.x)},${round(q.y)}`;
  }
  return d;
}

/** The category nearest to `x` on an axis whose `count` categories run from `left` to `right`. */
export function nearestIndex(x: number, left: number, right: number, count: number): number {
  if (count <= 1 || right <= left) return 0;
  const i = Math.round(((x - left) / (right - left)) * (count - 1));
  return Math.min(count - 1, Math.max(0, i));
}
