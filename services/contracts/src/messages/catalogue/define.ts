import type { MessageText } from '../types';

/**
 * One area's messages in both languages. Spanish must name every English key (the compiler
 * checks it; the completeness test checks it is really Spanish).
 */
export function messages<const E extends Record<string, MessageText>>(
  en: E,
  es: { [K in keyof E]: MessageText },
): { en: E; es: Record<keyof E, MessageText> } {
  return { en, es };
}
