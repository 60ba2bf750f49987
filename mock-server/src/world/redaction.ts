/**
 * What the journal and the request log never show: credentials. Three ways, each cheap on a request:
 *
 * - **By name.** A field, query parameter or path parameter named like a credential (SECRET_NAME) is written as
 *   REDACTED whatever its value, at any depth, so a password the world does not know yet (a failed log-in for an
 *   unknown phone) is hidden too.
 * - **By value.** The world's SecretIndex holds every credential the world has known (member and game passwords,
 *   log-in and OTP tokens, OTP codes, guest ids, device tokens, gift vouchers), and each request adds the ones it
 *   carries (its bearer token, the values of its own credential fields). A string equal to one of them, or (for
 *   those of MIN_INSIDE characters or more, digits only aside) containing one, is redacted wherever it is:
 *   any key, any depth, a path segment, a query value, socket frames.
 * - **By form.** Gift links (the voucher of gift.truemoney.com/campaign/?v=…) and crypto-js ciphertexts (the
 *   encrypted gift link a deposit sends, `U2FsdGVkX1…`) are redacted wherever they appear.
 *
 * Finding a secret inside a text costs one pass over the text, not one per secret: a rolling hash of every
 * MIN_INSIDE-character window is looked up among the hashes of the secrets' first MIN_INSIDE characters (a bit
 * set first, then a map), and only a hit is compared. Web-standard only: the demo runs this in a page.
 */

export const REDACTED = '[redacted]';

/** Names of fields whose values are credentials, wherever they are: tokens, passwords, OTP codes, guest ids. */
const SECRET_NAME = /token|passw|secret|authori[sz]ation|otpcode|guestid/i;

/** Shorter values are never matched by value (they are still redacted by name). */
const MIN_WHOLE = 4;
/** Secrets at least this long (and not only digits) are found inside longer texts too. */
const MIN_INSIDE = 6;
/** Longer values are not kept in the index (a field of that name is still redacted by name). */
const MAX_SECRET = 256;
/** The index forgets its oldest secrets beyond this many. */
export const MAX_SECRETS = 20_000;

const BASE = 0x01000193;
const POW = Array.from({ length: MIN_INSIDE - 1 }).reduce<number>((power) => Math.imul(power, BASE), 1);
const BITS = 1 << 16;
const DIGITS = /^\d+$/;
const CIPHERTEXT = /U2FsdGVkX1[A-Za-z0-9+/=]*/g;
const GIFT_VOUCHER = /(truemoney\.com\/campaign\/?\?v=)[A-Za-z0-9]+/gi;
const TRUEMONEY = /truemoney/i;
const NONE: readonly string[] = [];

/** The hash of the MIN_INSIDE characters of `text` from `at` (31 bits, so a map key stays a small integer). */
function windowHash(text: string, at: number): number {
  let hash = 0;
  for (let i = at; i < at + MIN_INSIDE; i += 1) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
  return hash;
}

const findsInside = (secret: string) => secret.length >= MIN_INSIDE && !DIGITS.test(secret);

/** The credentials a world has known, oldest first, for finding them by value. */
export class SecretIndex {
  private readonly all = new Set<string>();
  /** Secrets found inside texts, by the hash of their first MIN_INSIDE characters. */
  private readonly starts = new Map<number, string[]>();
  /** One bit per hash (mod BITS): most windows of a text are ruled out without a map lookup. */
  private readonly bits = new Uint32Array(BITS / 32);

  get size(): number {
    return this.all.size;
  }

  add(secret: unknown): void {
    if (typeof secret !== 'string' || secret.length < MIN_WHOLE || secret.length > MAX_SECRET) return;
    if (this.all.has(secret)) return;
    this.all.add(secret);
    if (findsInside(secret)) {
      const hash = windowHash(secret, 0) & 0x7fffffff;
      const bucket = this.starts.get(hash);
      if (bucket) bucket.push(secret);
      else this.starts.set(hash, [secret]);
      this.bits[(hash & (BITS - 1)) >>> 5] |= 1 << (hash & 31);
    }
    if (this.all.size > MAX_SECRETS) this.forget(this.all.values().next().value as string);
  }

  private forget(secret: string): void {
    this.all.delete(secret);
    if (!findsInside(secret)) return;
    const hash = windowHash(secret, 0) & 0x7fffffff;
    const bucket = this.starts.get(hash) ?? [];
    bucket.splice(bucket.indexOf(secret), 1);
    if (bucket.length === 0) this.starts.delete(hash);
  }

  /**
   * The text with every known secret, every one of `carried` (the request's own) and every gift link or
   * ciphertext replaced by REDACTED; the text itself when there is none.
   */
  redactText(text: string, carried: readonly string[] = NONE): string {
    if (text.length < MIN_WHOLE) return text;
    if (this.all.has(text) || (carried.length > 0 && carried.includes(text))) return REDACTED;
    let ranges = text.length > MIN_INSIDE && this.starts.size > 0 ? this.inside(text) : null;
    for (const secret of carried) {
      if (!findsInside(secret)) continue;
      for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length))
        (ranges ??= []).push(at, at + secret.length);
    }
    let shown = ranges === null ? text : cutOut(text, ranges);
    if (shown.includes('U2FsdGVkX1')) shown = shown.replace(CIPHERTEXT, REDACTED);
    if (TRUEMONEY.test(shown)) shown = shown.replace(GIFT_VOUCHER, `$1${REDACTED}`);
    return shown;
  }

  /** Where known secrets are inside the text, as [start, end, start, end, …], or null: one pass, any number of secrets. */
  private inside(text: string): number[] | null {
    const { bits, starts } = this;
    const last = text.length - MIN_INSIDE;
    let ranges: number[] | null = null;
    let hash = windowHash(text, 0);
    for (let at = 0; ; at += 1) {
      const key = hash & 0x7fffffff;
      if (bits[(key & (BITS - 1)) >>> 5] & (1 << (key & 31))) {
        for (const secret of starts.get(key) ?? NONE)
          if (text.startsWith(secret, at)) (ranges ??= []).push(at, at + secret.length);
      }
      if (at === last) return ranges;
      hash = (Math.imul((hash - Math.imul(text.charCodeAt(at), POW)) | 0, BASE) + text.charCodeAt(at + MIN_INSIDE)) | 0;
    }
  }
}

/** The text with the ranges ([start, end, …], which may overlap) replaced by REDACTED. */
function cutOut(text: string, flat: number[]): string {
  const ranges: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) ranges.push([flat[i], flat[i + 1]]);
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [start, end] of ranges) {
    if (end <= from) continue;
    if (start >= from) out += text.slice(from, start) + REDACTED;
    from = end;
  }
  return out + text.slice(from);
}

/** Deeper than this, a value is shown as a mark: a body nested 10,000 deep must not break the journal. */
const MAX_DEPTH = 20;

/**
 * The values of a body's credential fields (by name, at any depth), to be redacted by value wherever else they
 * appear in the same journal entry.
 */
export function carriedSecrets(value: unknown, into: string[] = [], depth = 0): string[] {
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return into;
  if (Array.isArray(value)) {
    for (const item of value) carriedSecrets(item, into, depth + 1);
    return into;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (SECRET_NAME.test(key) && typeof item === 'string') addCarried(into, item);
    else carriedSecrets(item, into, depth + 1);
  }
  return into;
}

/** Adds a value a request carries to its list of secrets (when it is long enough to be matched and new). */
export function addCarried(into: string[], secret: string): void {
  if (secret.length >= MIN_WHOLE && secret.length <= MAX_SECRET && !into.includes(secret)) into.push(secret);
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header === undefined ? null : /^\s*Bearer\s+(\S+)/i.exec(header);
  return match ? match[1] : null;
}

/** A copy of `text` that does not keep a longer string it was cut from alive. */
export function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** How much of a value to keep, in characters of its JSON, counted down as it is copied. */
interface Budget {
  left: number;
}

/** `text` cut to `keep` characters (redacted first, so no part of a secret is left at the cut), marked. */
function cutString(text: string, keep: number, secrets: SecretIndex, carried: readonly string[]): string {
  const head = secrets.redactText(text.slice(0, Math.max(0, keep) + MAX_SECRET), carried).slice(0, Math.max(0, keep));
  return detached(`${head}… (${text.length} characters)`);
}

/**
 * A copy of a JSON value as the journal keeps it: credentials redacted by name, by value and by form (keys too),
 * nesting beyond MAX_DEPTH marked, and at most about `limit` characters of JSON: past that, a string is cut and
 * the rest of an array or object left out, each cut saying how much it left out.
 */
export function keptValue(value: unknown, secrets: SecretIndex, carried: readonly string[], limit: number): unknown {
  return keep(value, secrets, carried, { left: limit }, 0);
}

function keep(
  value: unknown,
  secrets: SecretIndex,
  carried: readonly string[],
  budget: Budget,
  depth: number,
): unknown {
  if (typeof value === 'string') {
    if (value.length > budget.left) {
      const cut = cutString(value, budget.left, secrets, carried);
      budget.left = 0;
      return cut;
    }
    const shown = secrets.redactText(value, carried);
    budget.left -= shown.length + 2;
    return shown;
  }
  if (value === null || typeof value !== 'object') {
    budget.left -= 6;
    return value;
  }
  if (depth >= MAX_DEPTH) {
    budget.left -= 20;
    return '[nested too deep]';
  }
  budget.left -= 2;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i += 1) {
      if (budget.left <= 0) {
        out.push(`… (${value.length - i} more items)`);
        break;
      }
      out.push(keep(value[i], secrets, carried, budget, depth + 1));
      budget.left -= 1;
    }
    return out;
  }
  const keys = Object.keys(value);
  const entries: [string, unknown][] = [];
  const used = new Set<string>();
  for (let i = 0; i < keys.length; i += 1) {
    if (budget.left <= 0) {
      entries.push(['…', `${keys.length - i} more fields`]);
      break;
    }
    const key = keys[i];
    const redactedKey = secrets.redactText(key, carried);
    let shownKey = redactedKey;
    for (let n = 2; shownKey !== key && used.has(shownKey); n += 1) shownKey = `${redactedKey} ${n}`;
    used.add(shownKey);
    budget.left -= shownKey.length + 4;
    const secret = SECRET_NAME.test(key);
    if (secret) budget.left -= REDACTED.length;
    entries.push([
      shownKey,
      secret ? REDACTED : keep((value as Record<string, unknown>)[key], secrets, carried, budget, depth + 1),
    ]);
  }
  // fromEntries defines each key as the object's own, "__proto__" included.
  return Object.fromEntries(entries);
}

/** Decoded as a URL component (`+` as a space in a query), or as it is when it does not decode. */
export function decoded(text: string, plusIsSpace: boolean): string {
  const spaced = plusIsSpace ? text.replaceAll('+', ' ') : text;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** A query string's parameters: as written and decoded. */
function parameters(search: string): { key: string; value: string | null; name: string; text: string }[] {
  return search.split('&').map((part) => {
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    const value = equals === -1 ? null : part.slice(equals + 1);
    return { key, value, name: decoded(key, true), text: value === null ? '' : decoded(value, true) };
  });
}

/** Adds the values of a query string's credential parameters (`?guestId=…`) to a request's secrets. */
export function querySecrets(search: string, into: string[]): string[] {
  for (const { name, text } of parameters(search)) if (SECRET_NAME.test(name)) addCarried(into, text);
  return into;
}

/** A query string with each credential parameter's value, and each name or value holding a secret, redacted. */
export function redactedQuery(search: string, secrets: SecretIndex, carried: readonly string[]): string {
  if (search === '') return search;
  return parameters(search)
    .map(({ key, value, name, text }) => {
      const shownKey = secrets.redactText(name, carried) === name ? key : REDACTED;
      if (value === null) return shownKey;
      const hidden = SECRET_NAME.test(name) || secrets.redactText(text, carried) !== text;
      return `${shownKey}=${hidden ? REDACTED : value}`;
    })
    .join('&');
}

/**
 * A path with each segment holding a secret redacted, and from `hideFrom` (the index of a secret parameter's
 * segment, or -1) on replaced by one REDACTED.
 */
export function redactedPath(
  segments: readonly string[],
  hideFrom: number,
  secrets: SecretIndex,
  carried: readonly string[],
): string {
  const shown: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    if (i === hideFrom) {
      shown.push(REDACTED);
      break;
    }
    const word = decoded(segments[i], false);
    const redacted = secrets.redactText(word, carried);
    shown.push(redacted === word ? segments[i] : redacted);
  }
  return shown.join('/');
}
