import { LOCALES, type Locale } from '@portal/contract/constants';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale } from '../lib/flavour';
import { getStoredLocale, storeLocale } from '../lib/storage';
import { INITIAL_NAMESPACES } from './namespaces';

/**
 * i18next with one JSON file per language and namespace (`locales/{th,lo,en}/{ns}.json`). Only the files
 * of the language in use are loaded, each as its own small chunk. A stored locale wins over the build's
 * default (Thai, or Lao in the Laos build); switching applies at once and sets <html lang>.
 */
type Texts = { default: Record<string, unknown> };
// The demo bar's texts ship with the demo build only.
const files =
  import.meta.env.VITE_DEMO === 'true'
    ? import.meta.glob<Texts>('./locales/*/*.json')
    : import.meta.glob<Texts>(['./locales/*/*.json', '!./locales/*/demo.json']);

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no texts for ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module.default as never),
      (error: Error) => callback(error, null),
    );
  },
};

export function initialLocale(): Locale {
  return getStoredLocale() ?? defaultLocale;
}

export async function initI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: false,
        supportedLngs: [...LOCALES],
        ns: [...INITIAL_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
  } else if (i18next.language !== locale) {
    // The build draws its pages in every language, one after the other (src/prerender.tsx).
    await i18next.changeLanguage(locale);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18next;
}

export async function setLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : defaultLocale;
}
