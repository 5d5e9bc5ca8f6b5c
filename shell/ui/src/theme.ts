import { type CSSVariablesResolver, DEFAULT_THEME, type MantineColorsTuple, createTheme } from '@mantine/core';
import { darkTextAbove, mix, readableOn } from './contrast';

/** Theme colours from the spec (part 9). */
export const BRAND = {
  primary: '#314671',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  dark: '#1E1E1E',
} as const;

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
  // Someone who asks their system for less motion gets dialogs and menus without transitions.
  respectReducedMotion: true,
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
  // Text on a filled colour is white or the brand's dark, whichever reads: white on success,
  // warning and danger falls below 4.5:1, so those fills carry dark text (ADR 0057).
  autoContrast: true,
  luminanceThreshold: darkTextAbove(BRAND.dark),
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
    // Mantine's focus placeholder is a `role="presentation"` element with a tabindex inside the
    // `role="menu"`: axe-core's critical aria-required-children. The keyboard still enters the menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * The backgrounds text sits on: cards and menus (white), the page (#f8f8f8), table headers and
 * hovered rows (#f3f2f7), selected items (the primary's lightest shade). Text colours are
 * checked against all of them.
 */
export const SURFACES = ['#ffffff', '#f8f8f8', '#f3f2f7', shadesOf(BRAND.primary)[0]] as const;

/** Mantine's grey for secondary text (`c="dimmed"`, menu labels), 3.3:1 on white. */
const DIMMED = DEFAULT_THEME.colors.gray[6];

/**
 * Text colours that reach 4.5:1 (ADR 0057). The brand colours stay as they are for fills;
 * where Mantine writes a colour as text — `c="danger"`, anchors, light badges, secondary text —
 * it gets the least darkened shade of it that reads on its background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': readableOn(DIMMED, SURFACES) };
  for (const [name, shades] of Object.entries(t.colors)) {
    // Light variants (badges, subtle buttons): shade 9 on shade 1.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1]]);
    // Coloured text and outlined badges and buttons on the page's surfaces.
    const text = readableOn(shades[6], SURFACES);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
  }
  return { variables: {}, light, dark: {} };
};
