import { LOCALES, type Locale } from '@portal/contract/constants';
import { defaultLocale } from '../lib/flavour';
import { getStoredLocale, storeLocale } from '../lib/storage';
import { INITIAL_NAMESPACES } from './namespaces';
import { setAppTexts, Texts, type Dictionary } from './texts';

/**
 * The app's texts (i18n/texts.tsx): one JSON file per language and namespace (`locales/{th,lo,en}/{ns}.json`).
 * Only the files of the language in use are loaded, each as its own small chunk. A stored locale wins over
 * the build's default (Thai, or Lao in the Laos build); switching applies at once and sets <html lang>.
 */
type TextsFile = { default: Record<string, unknown> };
// The demo bar's texts ship with the demo build only.
const files =
  import.meta.env.VITE_DEMO === 'true'
    ? import.meta.glob<TextsFile>('./locales/*/*.json')
    : import.meta.glob<TextsFile>(['./locales/*/*.json', '!./locales/*/demo.json']);

/** The app's texts, in the language of the page (set by initI18n before the first render). */
export const texts = new Texts(defaultLocale, async (language, namespace) => {
  const load = files[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no texts for ${language}/${namespace}`);
  return (await load()).default as Dictionary;
});
setAppTexts(texts);

export function initialLocale(): Locale {
  return getStoredLocale() ?? defaultLocale;
}

/** The texts every screen needs, in `locale`; <html lang> set to it. */
export async function initI18n(locale: Locale = initialLocale()): Promise<Texts> {
  // The build draws its pages in every language, one after the other (src/prerender.tsx).
  await texts.loadNamespaces(INITIAL_NAMESPACES, locale);
  await texts.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return texts;
}

export async function setLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await texts.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return (LOCALES as readonly string[]).includes(texts.language) ? (texts.language as Locale) : defaultLocale;
}
