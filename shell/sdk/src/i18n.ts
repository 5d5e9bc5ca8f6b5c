import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { setValidationLanguage, type Label } from '@portico/contracts';
import { onLabelOverrides, overrideText, recordI18nTexts, resolveLabel } from './labels';
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
  // An override rewrites resources (below): components using t() re-render when they change.
  react: { bindI18nStore: 'added' },
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
// The shared schemas word the console's own checks in the language it shows (ADR 0077).
setValidationLanguage(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
i18n.on('languageChanged', (language) => setValidationLanguage(isLanguage(language) ? language : DEFAULT_LANGUAGE));

export type Translations = Record<Language, Record<string, unknown>>;

/** Where each i18next text lives, by label key (ADR 0070): an override rewrites that resource. */
const i18nTexts = new Map<string, { namespace: string; path: string }>();
const builtInTexts = new Map<string, Record<Language, string>>();

/** Adds a namespace (one per remote, plus `ui` and `shell`). Safe to call again. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const { code } of LANGUAGES) {
    i18n.addResourceBundle(code, namespace, translations[code], true, true);
  }
  const paths = recordI18nTexts(namespace, translations);
  for (const [key, path] of paths) {
    i18nTexts.set(key, { namespace, path });
    builtInTexts.set(key, { en: textAt(translations.en, path), es: textAt(translations.es, path) });
  }
  // A remote loaded after the overrides arrived shows them too.
  writeOverrides(new Set(paths.keys()));
}

function textAt(tree: Record<string, unknown>, path: string): string {
  let value: unknown = tree;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : '';
}

/** Writes each changed key's text (override or built-in) into i18next, one `added` per bundle. */
function writeOverrides(keys: ReadonlySet<string>): void {
  const bundles = new Map<string, Record<string, string>>();
  for (const key of keys) {
    const at = i18nTexts.get(key);
    const builtIn = builtInTexts.get(key);
    if (!at || !builtIn) continue;
    for (const { code } of LANGUAGES) {
      const text = overrideText(key, code) ?? builtIn[code];
      if (!text) continue;
      const bundle = `${code}|${at.namespace}`;
      bundles.set(bundle, { ...bundles.get(bundle), [at.path]: text });
    }
  }
  for (const [bundle, resources] of bundles) {
    const [code, namespace] = bundle.split('|') as [string, string];
    i18n.addResources(code, namespace, resources);
  }
}

/** Bumped when overrides change, so label readers (`useLabel`, `useLanguage`) re-render. */
const useOverrideVersion = create<{ version: number }>(() => ({ version: 0 }));
onLabelOverrides((changed) => {
  writeOverrides(changed);
  // Entity labels are no i18next resources: an empty `added` still re-renders the t() readers
  // that interpolate them ("{{entity}} List").
  i18n.addResources(i18n.language || DEFAULT_LANGUAGE, 'common', {});
  useOverrideVersion.setState((s) => ({ version: s.version + 1 }));
});
registerTranslations('common', common);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  writeItem(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A spec label `{ en, es }` in a language: an administrator's override when there is one (ADR 0070). */
export function labelText(label: Label | string | undefined | null, language: Language = currentLanguage()): string {
  if (!label) return '';
  if (typeof label === 'string') return label;
  return resolveLabel(label, language);
}

/** The current language; re-renders when it changes, and when label overrides change. */
export function useLanguage(): Language {
  useOverrideVersion((s) => s.version);
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** Resolves `{ en, es }` labels in the current language, reactively. */
export function useLabel(): (label: Label | string | undefined | null) => string {
  const language = useLanguage();
  return (label) => labelText(label, language);
}
