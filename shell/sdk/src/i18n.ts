import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Label } from '@portico/contracts';
import { STORAGE_KEYS, readItem, writeItem } from './storage';

/** Languages of the console (spec, part 1): English by default, Spanish. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

function initialLanguage(): Language {
  const stored = readItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Strings every part of the console uses (namespace `common`). */
const common = {
  en: {
    appName: 'Portico',
    home: 'Home',
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    save: 'Save',
    back: 'Back',
    yes: 'Yes',
    no: 'No',
    notSet: '—',
    error: 'Error',
    loginAttempt: 'Login Attempt',
    alreadyLoggedIn: 'You are already logged in!',
    sessionExpiredTitle: 'Session expired',
    sessionExpired: 'Your session has expired. Please sign in again.',
    viewAsReadOnlyTitle: 'Read only',
    viewingAs: 'Viewing as {{name}} — read only',
    exitViewAs: 'Exit',
  },
  es: {
    appName: 'Portico',
    home: 'Inicio',
    loading: 'Cargando…',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    save: 'Guardar',
    back: 'Volver',
    yes: 'Sí',
    no: 'No',
    notSet: '—',
    error: 'Error',
    loginAttempt: 'Intento de inicio de sesión',
    alreadyLoggedIn: '¡Ya has iniciado sesión!',
    sessionExpiredTitle: 'Sesión caducada',
    sessionExpired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
    viewAsReadOnlyTitle: 'Solo lectura',
    viewingAs: 'Viendo como {{name}} — solo lectura',
    exitViewAs: 'Salir',
  },
} as const;

/** The console's one i18next instance, shared by the shell and every remote. */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: common.en }, es: { common: common.es } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export type Translations = Record<Language, Record<string, unknown>>;

/** Adds a namespace (one per remote, plus `ui` and `shell`). Safe to call again. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const { code } of LANGUAGES) {
    i18n.addResourceBundle(code, namespace, translations[code], true, true);
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  writeItem(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A spec label `{ en, es }` in a language. */
export function labelText(label: Label | string | undefined | null, language: Language = currentLanguage()): string {
  if (!label) return '';
  if (typeof label === 'string') return label;
  return label[language] || label.en;
}

/** The current language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** Resolves `{ en, es }` labels in the current language, reactively. */
export function useLabel(): (label: Label | string | undefined | null) => string {
  const language = useLanguage();
  return (label) => labelText(label, language);
}
