import type { MessageText } from '../types';
import { validationMessages } from './validation';
import { platformMessages } from './platform';
import type { mailMessages } from './mail';
import { reservationMessages } from './reservations';
import { billingMessages } from './billing';
import { communityMessages } from './community';
import { maintenanceMessages } from './maintenance';
import { peopleMessages } from './people';

/**
 * Every message the server says, by area (ADR 0077). A new area is one file here with its
 * English and Spanish side by side, listed in AREAS — or, when only a server renders it (the
 * people service's mails), added where it is rendered (`@portico/contracts/mail-messages`), so
 * the console's bundles leave it out; its keys are typed all the same.
 */
const AREAS = [
  validationMessages,
  platformMessages,
  reservationMessages,
  billingMessages,
  communityMessages,
  maintenanceMessages,
  peopleMessages,
] as const;

type Merge<T extends readonly { en: object }[]> = T extends readonly [
  infer H extends { en: object },
  ...infer R extends readonly { en: object }[],
]
  ? H['en'] & Merge<R>
  : unknown;
type English = Merge<readonly [...typeof AREAS, typeof mailMessages]>;
export type MessageKey = keyof English & string;

function merge(language: 'en' | 'es'): Record<MessageKey, MessageText> {
  const out: Record<string, MessageText> = {};
  for (const area of AREAS)
    for (const [key, text] of Object.entries(area[language])) {
      // Two areas must not claim one key: the later would silently win.
      if (key in out) throw new Error(`message key declared twice: ${key}`);
      out[key] = text as MessageText;
    }
  return out as Record<MessageKey, MessageText>;
}

export const MESSAGE_CATALOGUE: Record<'en' | 'es', Record<MessageKey, MessageText>> = { en: merge('en'), es: merge('es') };

/**
 * Adds an area only some processes render (the people service's mails). Adding it twice is
 * harmless; a key another area already words differently is refused, as in `merge`.
 */
export function addMessageArea(area: { en: Record<string, MessageText>; es: Record<string, MessageText> }): void {
  for (const language of ['en', 'es'] as const) {
    const target = MESSAGE_CATALOGUE[language] as Record<string, MessageText>;
    for (const [key, text] of Object.entries(area[language])) {
      if (key in target && target[key] !== text) throw new Error(`message key declared twice: ${key}`);
      target[key] = text;
    }
  }
}
