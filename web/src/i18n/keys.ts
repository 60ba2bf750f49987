import type auth from './locales/en/auth.json';
import type bonus from './locales/en/bonus.json';
import type chat from './locales/en/chat.json';
import type common from './locales/en/common.json';
import type demo from './locales/en/demo.json';
import type deposit from './locales/en/deposit.json';
import type errors from './locales/en/errors.json';
import type home from './locales/en/home.json';
import type pages from './locales/en/pages.json';
import type register from './locales/en/register.json';
import type shell from './locales/en/shell.json';
import type spin from './locales/en/spin.json';
import type { Namespace } from './namespaces';

/**
 * The keys of the app's texts, as types: a `t('home:balance.titel')` is a type error, not a key on screen.
 * Read from the English files; the locale test holds Thai and Lao to the same keys. (What i18next's
 * `CustomTypeOptions` does, for the app's own texts module: docs/decisions/023 and 028.) The journeys read the
 * texts by the same shapes (e2e/texts.ts).
 */
export interface TextFiles {
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

/** A plural form's suffix: `ago.minute_one` and `ago.minute_other` are asked for as `ago.minute`, with a count. */
type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Asked<K extends string> = K extends `${infer Base}_${Plural}` ? Base : K;

/** The dotted paths to the texts of a dictionary. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Asked<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** TextFiles, checked to have every namespace (a new namespace without its type above fails here). */
type Typed<T extends Record<Namespace, object>> = T;

/** A key of namespace N, without the namespace: `balance.title` in `home`. */
export type KeyIn<N extends Namespace> = Leaves<Typed<TextFiles>[N]>;

/** The keys of namespace N under `prefix.`, without it: `errors.phoneRequired` in `register` is `phoneRequired`. */
export type KeyUnder<N extends Namespace, Prefix extends string> =
  KeyIn<N> extends infer K ? (K extends `${Prefix}.${infer Rest}` ? Rest : never) : never;

/** A key with its namespace in front, which any `t` takes: `errors:client.offline`. */
export type FullKey = { [N in Namespace]: `${N}:${KeyIn<N>}` }[Namespace];

/** What the `t` of namespace N takes: its own keys, or any namespace's with the namespace in front. */
export type TKey<N extends Namespace> = KeyIn<N> | FullKey;
