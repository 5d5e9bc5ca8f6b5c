import { type MantineColorsTuple, createTheme } from '@mantine/core';

/** Theme colours from the spec (part 9). */
export const BRAND = {
  primary: '#314671',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  dark: '#1E1E1E',
} as const;

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: [number, number, number], amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r + (target[0] - r) * amount, g + (target[1] - g) * amount, b + (target[2] - b) * amount]);
}

/** Ten shades around a base colour, the base at index 6 (Mantine's primary shade). */
export function shadesOf(base: string): MantineColorsTuple {
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return [
    mix(base, white, 0.92),
    mix(base, white, 0.82),
    mix(base, white, 0.68),
    mix(base, white, 0.52),
    mix(base, white, 0.36),
    mix(base, white, 0.18),
    base,
    mix(base, black, 0.12),
    mix(base, black, 0.24),
    mix(base, black, 0.36),
  ] as unknown as MantineColorsTuple;
}

/** Spec breakpoints (px) in Mantine's em units: sm 576, md 768, lg 992, xl 1200. */
export const BREAKPOINTS_PX = { xs: 576, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'portico',
  primaryShade: 6,
  colors: {
    portico: shadesOf(BRAND.primary),
    success: shadesOf(BRAND.success),
    danger: shadesOf(BRAND.danger),
    warning: shadesOf(BRAND.warning),
    // Mantine's own names follow the brand, so `color="red"` etc. stay on palette.
    green: shadesOf(BRAND.success),
    red: shadesOf(BRAND.danger),
    orange: shadesOf(BRAND.warning),
  },
  black: BRAND.dark,
  breakpoints: {
    xs: em(BREAKPOINTS_PX.xs),
    sm: em(BREAKPOINTS_PX.sm),
    md: em(BREAKPOINTS_PX.md),
    lg: em(BREAKPOINTS_PX.lg),
    xl: em(BREAKPOINTS_PX.xl),
  },
  fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  radius: { xs: '3px', sm: '4px', md: '6px', lg: '8px', xl: '12px' },
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  cursorType: 'pointer',
  other: { brand: BRAND, toastMs: 2500, tooltipOffset: 4, cardCollapseMs: 300 },
  components: {
    Tooltip: { defaultProps: { offset: 4, withArrow: true } },
    Card: { defaultProps: { shadow: 'sm', radius: 'md', padding: 'lg' } },
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm', allowDeselect: false } },
  },
});
