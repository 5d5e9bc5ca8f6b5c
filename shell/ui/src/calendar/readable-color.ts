import { readableFill } from '../contrast';
import { BRAND } from '../theme';

/**
 * A calendar colour (an amenity's chosen hex, or a theme variable such as
 * `var(--mantine-color-grape-6)`) as a fill with readable text (ADR 0057). Variables resolve
 * against the page's root; anything else than a 6-digit hex is returned as given.
 */
export function readableColor(color: string): { background: string; color: string } {
  const variable = /^var\((--[\w-]+)\)$/.exec(color.trim())?.[1];
  const value = variable && typeof document !== 'undefined' ? getComputedStyle(document.documentElement).getPropertyValue(variable).trim() : color;
  return /^#[0-9a-f]{6}$/i.test(value) ? readableFill(value, BRAND.dark) : { background: color, color: '#ffffff' };
}
