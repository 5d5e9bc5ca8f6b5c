/**
 * WCAG 2 contrast arithmetic, so the theme can derive text colours that stay readable (4.5:1
 * for body text, WCAG 1.4.3) from the brand colours instead of hand-picking hex values.
 */
type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of the way from `hex` to `target` (0: unchanged, 1: the target). */
export function mix(hex: string, target: Rgb, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r + (target[0] - r) * amount, g + (target[1] - g) * amount, b + (target[2] - b) * amount]);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * `hex` if it already reads at `ratio` on every one of `backgrounds`, else the least darkened
 * version of it that does (same hue, mixed towards black in 1% steps).
 */
export function readableOn(hex: string, backgrounds: readonly string[], ratio = AA_TEXT): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(hex, [0, 0, 0], step / 100);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}

/**
 * The luminance above which `dark` text contrasts more than white: where the two ratios are
 * equal, (L + 0.05)² = 1.05 × (L(dark) + 0.05).
 */
export function darkTextAbove(dark: string): number {
  return Math.sqrt(1.05 * (luminance(dark) + 0.05)) - 0.05;
}

/**
 * A fill that carries readable text: white or `dark` text, whichever reads better on `hex`;
 * where neither reaches 4.5:1 (mid-tones), the fill darkened just enough for white.
 */
export function readableFill(hex: string, dark: string): { background: string; color: string } {
  const text = luminance(hex) > darkTextAbove(dark) ? dark : '#ffffff';
  if (contrastRatio(text, hex) >= AA_TEXT) return { background: hex, color: text };
  return { background: readableOn(hex, ['#ffffff']), color: '#ffffff' };
}
