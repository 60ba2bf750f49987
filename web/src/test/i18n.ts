import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [path, texts] of Object.entries(files)) {
  const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[locale] = { ...resources[locale], [namespace]: texts };
}
const namespaces = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];

/**
 * A fresh i18next instance with every namespace of every language loaded up front, for component tests:
 * render inside `<I18nextProvider i18n={instance}>`.
 */
export async function setupTestI18n(locale: 'th' | 'lo' | 'en' = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
