import type { MessageText } from '../types';
import { validationMessages } from './validation';
import { platformMessages } from './platform';
import { mailMessages } from './mail';
import { reservationMessages } from './reservations';
import { billingMessages } from './billing';
import { communityMessages } from './community';
import { maintenanceMessages } from './maintenance';
import { peopleMessages } from './people';

/**
 * Every message the server says, by area (ADR 0077). A new area is one file here with its
 * English and Spanish side by side, listed in AREAS.
 */
const AREAS = [
  validationMessages,
  platformMessages,
  mailMessages,
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
type English = Merge<typeof AREAS>;
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
