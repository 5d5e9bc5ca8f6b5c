import { labelInterval, linePath, nearestIndex, wholeTicks } from './line-geometry';

describe('wholeTicks', () => {
  it('ticks counts at whole numbers from 0 to at least the largest value', () => {
    expect(wholeTicks(3)).toEqual([0, 1, 2, 3]);
    expect(wholeTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(wholeTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(wholeTicks(1200)).toEqual([0, 500, 1000, 1500]);
  });

  it('draws an axis of 0 and 1 when there is nothing to count', () => {
    expect(wholeTicks(0)).toEqual([0, 1]);
    expect(wholeTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('labelInterval', () => {
  it('writes every label that fits and every k-th when they would overlap', () => {
    expect(labelInterval(7, 600, 40)).toBe(1);
    // 28 days on 500 px: 18.5 px a day, so a 44 px label every third day.
    expect(labelInterval(28, 500, 44)).toBe(3);
    expect(labelInterval(1, 500, 44)).toBe(1);
  });
});

describe('linePath', () => {
  const points = [
    { x: 0, y: 100 },
    { x: 10, y: 100 },
    { x: 20, y: 0 },
    { x: 30, y: 100 },
  ];

  it('joins the points with straight segments for a linear line', () => {
    expect(linePath(points, 'linear')).toBe('M0,100L10,100L20,0L30,100');
  });

  it('holds each value until halfway to the next for a step line', () => {
    expect(linePath(points, 'step')).toBe('M0,100H5V100H15V0H25V100H30');
  });

  it('never draws a monotone line beyond the values it passes through', () => {
    const d = linePath(points, 'monotone');
    expect(d.startsWith('M0,100C')).toBe(true);
    const ys = [...d.matchAll(/-?[\d.]+,(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
    // A flat run between two equal values stays flat.
    expect(d).toContain('C3.33,100,6.67,100,10,100');
  });

  it('draws nothing for no points', () => {
    expect(linePath([], 'monotone')).toBe('');
  });
});

describe('nearestIndex', () => {
  it('finds the category under the pointer, kept within the axis', () => {
    expect(nearestIndex(52, 0, 100, 11)).toBe(5);
    expect(nearestIndex(-40, 0, 100, 11)).toBe(0);
    expect(nearestIndex(400, 0, 100, 11)).toBe(10);
    expect(nearestIndex(30, 0, 100, 1)).toBe(0);
  });
});
