import { readFileSync } from 'node:fs';
import type auth from '../web/src/i18n/locales/th/auth.json';
import type bonus from '../web/src/i18n/locales/th/bonus.json';
import type chat from '../web/src/i18n/locales/th/chat.json';
import type common from '../web/src/i18n/locales/th/common.json';
import type demo from '../web/src/i18n/locales/th/demo.json';
import type deposit from '../web/src/i18n/locales/th/deposit.json';
import type errors from '../web/src/i18n/locales/th/errors.json';
import type home from '../web/src/i18n/locales/th/home.json';
import type pages from '../web/src/i18n/locales/th/pages.json';
import type register from '../web/src/i18n/locales/th/register.json';
import type shell from '../web/src/i18n/locales/th/shell.json';
import type spin from '../web/src/i18n/locales/th/spin.json';

export type Locale = 'th' | 'lo' | 'en';

/** The shape of each text namespace (the three languages have the same keys: web/src/i18n/locales.test.ts). */
interface Namespaces {
  auth: typeof auth;
  bonus: typeof bonus;
  chat: typeof chat;
  common: typeof common;
  demo: typeof demo;
  deposit: typeof deposit;
  errors: typeof errors;
  home: typeof home;
  pages: typeof pages;
  register: typeof register;
  shell: typeof shell;
  spin: typeof spin;
}

/** The app's own texts, so the journeys check the exact localized words the user reads. */
export function texts<N extends keyof Namespaces>(locale: Locale, namespace: N): Namespaces[N] {
  return JSON.parse(readFileSync(`web/src/i18n/locales/${locale}/${namespace}.json`, 'utf8')) as Namespaces[N];
}
