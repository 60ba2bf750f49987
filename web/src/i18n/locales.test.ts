import { LOCALES, type Locale } from '@portal/contract/constants';
import { errorCodes, slipReasonCodes } from '@portal/contract/errors';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

/**
 * Every namespace file under locales/{th,lo,en}/ is checked here, including ones added later: the same
 * namespaces and keys in every language, a text for every catalogue code, no empty texts, and Thai and Lao
 * texts that are translated rather than copied from English.
 */

const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

/** Values a th or lo text may share with English although they contain Latin letters: brand names. */
const SAME_AS_ENGLISH_ALLOWED = new Set(['LINE', 'True Wallet', 'TrueMoney Wallet', 'KBANK', 'ZAPMAN']);

/** Plural suffixes (i18n/texts.tsx); Thai and Lao have only `_other`, English also `_one`. */
const PLURAL_SUFFIX = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;
/** Cardinal plural suffixes only (ordinal keys are `_ordinal_one` etc. and follow other rules). */
const CARDINAL_SUFFIX = /(?<!_ordinal)_(?:zero|one|two|few|many|other)$/;

type Texts = Map<string, unknown>;

function flatten(value: unknown, prefix: string, into: Texts): Texts {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** language → namespace → flattened key → value */
const texts = new Map<Locale, Map<string, Texts>>(LOCALES.map((locale) => [locale, new Map()]));
for (const [path, json] of Object.entries(files)) {
  const [, locale, namespace] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const byNamespace = texts.get(locale as Locale);
  if (!byNamespace) throw new Error(`${path}: ${locale} is not one of ${LOCALES.join(', ')}`);
  byNamespace.set(namespace, flatten(json, '', new Map()));
}

const namespaces = [...new Set([...texts.values()].flatMap((byNamespace) => [...byNamespace.keys()]))].sort();

function entries(locale: Locale): [string, unknown][] {
  return [...texts.get(locale)!].flatMap(([namespace, keys]) =>
    [...keys].map(([key, value]): [string, unknown] => [`${namespace}:${key}`, value]),
  );
}

function pluralBases(locale: Locale): Set<string> {
  return new Set(entries(locale).map(([key]) => key.replace(PLURAL_SUFFIX, '')));
}

describe('locale files', () => {
  it('are exactly the declared namespaces', () => {
    expect(namespaces).toEqual([...NAMESPACES].sort());
  });

  it.each(LOCALES)('%s has every namespace file', (locale) => {
    const missing = namespaces.filter((namespace) => !texts.get(locale)!.has(namespace));
    expect(missing, `namespace files missing in locales/${locale}/: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(LOCALES)('%s has the same keys as the other languages', (locale) => {
    const own = pluralBases(locale);
    const others = LOCALES.filter((other) => other !== locale).flatMap((other) => [...pluralBases(other)]);
    const missing = [...new Set(others)].filter((key) => !own.has(key)).sort();
    expect(missing, `keys missing in ${locale}: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(LOCALES)('%s has every plural form its language needs', (locale) => {
    const keys = new Set(entries(locale).map(([key]) => key));
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const bases = [...keys].filter((key) => CARDINAL_SUFFIX.test(key)).map((key) => key.replace(CARDINAL_SUFFIX, ''));
    const missing = [...new Set(bases)]
      .flatMap((base) => categories.map((category) => `${base}_${category}`))
      .filter((key) => !keys.has(key))
      .sort();
    expect(missing, `plural forms missing in ${locale}: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty or non-text value', (locale) => {
    const bad = entries(locale)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad, `empty or non-string values in ${locale}: ${bad.join(', ')}`).toEqual([]);
  });

  it.each(['th', 'lo'] as const)('%s texts are translated, not copied from English', (locale) => {
    const english = new Map(entries('en'));
    const copied = entries(locale)
      .filter(([key, value]) => value === english.get(key))
      // Only words count: the placeholders of a pure template ("{{name}} ({{amount}})") are the same everywhere.
      .filter(([, value]) => /[A-Za-z]/.test(String(value).replace(/\{\{\w+\}\}/g, '')))
      .filter(([, value]) => !SAME_AS_ENGLISH_ALLOWED.has(String(value)))
      .map(([key]) => key);
    expect(copied, `${locale} texts identical to English: ${copied.join(', ')}`).toEqual([]);
  });
});

describe('errors namespace', () => {
  const required = [
    ...errorCodes,
    ...slipReasonCodes.map((code) => `slip.${code}`),
    'client.timeout',
    'client.offline',
    'client.unexpected',
  ];

  it.each(LOCALES)('%s has a text for every catalogue code, slip reason and client failure', (locale) => {
    const errors = texts.get(locale)!.get('errors') ?? new Map();
    const missing = required.filter((key) => typeof errors.get(key) !== 'string' || errors.get(key) === '');
    expect(missing, `errors texts missing in ${locale}: ${missing.join(', ')}`).toEqual([]);
  });

  it('does not show the code itself as the text', () => {
    const shown = LOCALES.flatMap((locale) =>
      errorCodes.filter((code) => texts.get(locale)!.get('errors')?.get(code) === code).map((c) => `${locale}:${c}`),
    );
    expect(shown).toEqual([]);
  });
});
