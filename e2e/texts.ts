import { readFileSync } from 'node:fs';
import type { TextFiles as Namespaces } from '../web/src/i18n/keys';

export type Locale = 'th' | 'lo' | 'en';

/** The app's own texts, so the journeys check the exact localized words the user reads. */
export function texts<N extends keyof Namespaces>(locale: Locale, namespace: N): Namespaces[N] {
  return JSON.parse(readFileSync(`web/src/i18n/locales/${locale}/${namespace}.json`, 'utf8')) as Namespaces[N];
}
