import { Texts, type Dictionary } from '../i18n/texts';

const files = import.meta.glob<Dictionary>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Dictionary>> = {};
for (const [path, texts] of Object.entries(files)) {
  const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[locale] = { ...resources[locale], [namespace]: texts };
}
/**
 * Fresh texts with every namespace of every language loaded up front, for component tests: render inside
 * `<TextsProvider texts={instance}>`.
 */
export async function setupTestI18n(locale: 'th' | 'lo' | 'en' = 'en'): Promise<Texts> {
  return new Texts(locale, () => Promise.reject(new Error('every text is loaded in tests')), resources);
}
