import {
  cloneElement,
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TKey } from './keys';
import { NAMESPACES, type Namespace } from './namespaces';

/**
 * The app's texts: one JSON file per language and namespace, read by key (`home:balance.title`), with
 * `{{name}}` filled in and plurals chosen by the language's rules (`key_one`, `key_other`, `key_zero` for 0).
 * A component asks with `useTranslation(namespace)`; a namespace not loaded yet suspends it until it is.
 * Switching the language loads the new language's texts before anything is drawn in it. It does what the app
 * used of i18next and react-i18next, in a fraction of their size in the first load (docs/decisions/023).
 */

export type Dictionary = { [key: string]: string | Dictionary };
/** Fetches one language's texts of one namespace. */
export type Loader = (language: string, namespace: string) => Promise<Dictionary>;

export interface TOptions {
  /** The namespace, where the key does not say it (`ns:key`) and it is not the hook's. */
  ns?: string;
  /** Another language than the one in use (its texts must be loaded). */
  lng?: string;
  /** Chooses the plural form, and fills `{{count}}`. */
  count?: number;
  /** The text when the key has none. */
  defaultValue?: string;
  /** Values for `{{name}}`. */
  [name: string]: unknown;
}
/**
 * Looks up a text of namespace N (or, `ns:key`, any other): a key the texts do not have is a type error. A key
 * built from what the server sends (a status, a code the app may not know) is asked with the text to show
 * without one (`defaultValue`), and may be any string.
 */
export interface TFunction<N extends Namespace = never> {
  (key: TKey<N>, options?: TOptions): string;
  (key: string, options: TOptions & { defaultValue: string }): string;
}
/** `t` of the texts, untyped: what `Texts` answers (the hooks give the typed `TFunction`). */
type AnyT = (key: string, options?: TOptions) => string;

const namespaces: ReadonlySet<string> = new Set(NAMESPACES);
const plurals = new Map<string, Intl.PluralRules>();
/**
 * The plural form of `count` in `language` (CLDR cardinal rules). The portal's languages are written out:
 * Thai and Lao have one form, English `one` for a whole 1 (or -1). The first Intl object a page makes loads
 * the browser's locale data, 15 to 28 ms on a fast machine, four times that on a slow phone: it was the longest
 * task after the first paint of the statement and the spin page. A fraction in English (Intl rounds it to three
 * decimals first) and any other language ask Intl.
 */
export function pluralOf(language: string, count: number): Intl.LDMLPluralRule {
  if (language === 'th' || language === 'lo') return 'other';
  if (language === 'en' && Number.isInteger(count)) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** `{{name}}` (spaces allowed) as the value given; a name with no value stays as written. */
function fill(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

function lookup(dictionary: Dictionary | undefined, path: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The texts of every language and namespace loaded so far, the language in use, and who to tell of a change. */
export class Texts {
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    public language: string,
    private readonly load: Loader,
    loaded: Record<string, Record<string, Dictionary>> = {},
  ) {
    for (const [lng, byNamespace] of Object.entries(loaded))
      for (const [ns, dictionary] of Object.entries(byNamespace)) this.dictionaries.set(`${lng}/${ns}`, dictionary);
  }

  /** The language the texts are in (i18next's name for it, kept for the code that reads it). */
  get resolvedLanguage(): string {
    return this.language;
  }

  has(namespace: string, language = this.language): boolean {
    return this.dictionaries.has(`${language}/${namespace}`);
  }

  /**
   * Loads the namespaces for the language (the one in use by default). One promise per file while it loads;
   * a failed load is forgotten, so asking again tries again.
   */
  loadNamespaces(wanted: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof wanted === 'string' ? [wanted] : wanted;
    return Promise.all(
      list.map((namespace) => {
        const key = `${language}/${namespace}`;
        if (this.dictionaries.has(key)) return undefined;
        let pending = this.loading.get(key);
        if (!pending) {
          pending = this.load(language, namespace).then(
            (dictionary) => {
              this.dictionaries.set(key, dictionary);
              this.loading.delete(key);
            },
            (error: unknown) => {
              this.loading.delete(key);
              throw error;
            },
          );
          this.loading.set(key, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  /** The same promise for a namespace while it loads: what a suspended component waits for. */
  loaded(namespace: string): Promise<void> {
    const key = `${this.language}/${namespace}`;
    if (!this.loading.has(key)) void this.loadNamespaces(namespace).catch(() => undefined);
    return this.loading.get(key) ?? Promise.resolve();
  }

  /** Switches to `language` once every namespace in use is loaded in it; then everything is drawn again. */
  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    const inUse = [...this.dictionaries.keys()]
      .filter((key) => key.startsWith(`${this.language}/`))
      .map((key) => key.slice(this.language.length + 1));
    await this.loadNamespaces(inUse, language);
    this.language = language;
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Whether the key has a text (in the namespace given, else `common`). */
  exists(key: string, options: TOptions = {}): boolean {
    return this.find(key, options, 'common') !== undefined;
  }

  t(key: string, options: TOptions = {}, namespace = 'common'): string {
    const found = this.find(key, options, namespace);
    if (found !== undefined) return fill(found, options);
    if (options.defaultValue !== undefined) return fill(options.defaultValue, options);
    return this.split(key, options, namespace).path;
  }

  /** `t` of one language and namespace, whatever the language in use. */
  getFixedT<N extends Namespace = 'common'>(language: string, namespace: N = 'common' as N): TFunction<N> {
    const t: AnyT = (key, options) => this.t(key, { lng: language, ...options }, namespace);
    return t;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private split(key: string, options: TOptions, namespace: string) {
    const colon = key.indexOf(':');
    if (colon > 0 && namespaces.has(key.slice(0, colon)))
      return { namespace: key.slice(0, colon), path: key.slice(colon + 1) };
    return { namespace: options.ns ?? namespace, path: key };
  }

  private find(key: string, options: TOptions, fallbackNamespace: string): string | undefined {
    const { namespace, path } = this.split(key, options, fallbackNamespace);
    const language = options.lng ?? this.language;
    const dictionary = this.dictionaries.get(`${language}/${namespace}`);
    const { count } = options;
    // A form the language lacks (a browser without its plural rules says `one`) falls back to `other`.
    const paths = typeof count === 'number' ? [`${path}_${pluralOf(language, count)}`, `${path}_other`, path] : [path];
    if (count === 0) paths.unshift(`${path}_zero`);
    for (const candidate of paths) {
      const text = lookup(dictionary, candidate);
      if (text !== undefined) return text;
    }
    return undefined;
  }
}

const TextsContext = createContext<Texts | null>(null);

let appTexts: Texts | null = null;
/** The app's own texts (i18n/index.ts), used where no `TextsProvider` gives others (tests do). */
export function setAppTexts(texts: Texts): void {
  appTexts = texts;
}

export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/**
 * The texts of a namespace (`common` unless given): `t(key, options)` and the texts themselves (`i18n`: the
 * language, switching it). Suspends while the namespace is loading; draws again when the language changes.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace: N = 'common' as N,
): { t: TFunction<N>; i18n: Texts } {
  const texts = useContext(TextsContext) ?? appTexts;
  if (!texts) throw new Error('useTranslation: no texts (i18n/index.ts initI18n, or a TextsProvider)');
  const version = useSyncExternalStore(texts.subscribe, texts.getVersion, texts.getVersion);
  // Suspense's way of waiting (as react-i18next does): `use` would not draw again on a promise made here.
  if (!texts.has(namespace)) throw texts.loaded(namespace);
  const t = useMemo<TFunction<N>>(
    () => ((key, options) => texts.t(key, options, namespace)) as AnyT,
    // A new `t` when the language changes, so what depends on it is worked out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [texts, namespace, version],
  );
  return { t, i18n: texts };
}

/**
 * A text with elements in it: `<name/>` or `<name>words</name>` in the text stand for `components[name]`
 * (the words as its children).
 */
export function Trans<N extends Namespace>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction<N>;
  i18nKey: TKey<N>;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;
  let at = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const name = match[1] ?? match[2];
    const component = components[name];
    if (component) parts.push(cloneElement(component, { key: parts.length }, ...(match[3] ? [match[3]] : [])));
    else parts.push(match[3] ?? '');
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
