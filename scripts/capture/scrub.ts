import type { WorldSnapshot } from '@portal/contract/admin';

/**
 * A captured world with the member's personal data replaced, consistently: the name, the phone, the bank
 * account's holder and number, the member's id, the game account names, the names of whoever invited money to
 * them; each real value the same stand-in wherever it appears, inside chat texts and ids too. Stand-ins keep
 * the form the rules check (a phone's prefix and length, an account number's length, a full name in Latin
 * letters, the holder's name in capitals). The same real value always gives the same stand-in, so two captures
 * of one member line up. The site's own data (its deposit accounts, banners, texts) is not personal and stays.
 */

const FIRST = ['Anan', 'Boonmee', 'Chalerm', 'Darunee', 'Kanya', 'Lamai', 'Malee', 'Niran', 'Pranee', 'Somsak'];
const LAST = ['Sample', 'Example', 'Tester', 'Placeholder'];

/** A number from a text (FNV-1a), to pick stand-ins that depend on the real value and nothing else. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** Digits drawn from a seed (a small LCG): as many as asked. */
function digits(seed: number, count: number): string {
  let state = seed || 1;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    out += String((state >>> 16) % 10);
  }
  return out;
}

/** A stand-in of the same digits' form: the first `keep` kept (a phone's operator prefix), the rest drawn. */
function sameForm(real: string, keep: number, salt: string): string {
  // Nothing to draw (an empty account number, a phone shorter than its prefix): all nines, of its length.
  if (real.length <= keep) return '9'.repeat(real.length);
  let fake = real;
  for (let attempt = 0; fake === real; attempt += 1)
    fake = real.slice(0, keep) + digits(hashOf(`${salt}${attempt}:${real}`), Math.max(0, real.length - keep));
  return fake;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SEPARATOR = '[\\s.()-]*';

class StandIns {
  private readonly map = new Map<string, string>();
  /** Looser forms of the real values: a name's words in any case, a number's digits however written. */
  private readonly forms: [RegExp, string][] = [];
  private names = 0;

  set(real: string, fake: string): string {
    if (real.length >= 4 && !this.map.has(real)) this.map.set(real, fake);
    return this.map.get(real) ?? fake;
  }

  /** A full name in Latin letters for a person's real name; each of its words stands in wherever it appears alone. */
  name(real: string): string {
    const known = this.map.get(real);
    if (known) return known;
    const n = this.names++;
    const fake = this.set(real, `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`);
    const [fakeFirst, fakeLast] = fake.split(' ');
    real
      .split(/\s+/)
      .filter((word) => [...word].length >= 3)
      .forEach((word, index) =>
        this.forms.push([
          new RegExp(`(?<![\\p{L}\\p{M}])${escaped(word)}(?![\\p{L}\\p{M}])`, 'giu'),
          index === 0 ? fakeFirst : fakeLast,
        ]),
      );
    return fake;
  }

  /**
   * A number (a phone, an account) and its stand-in: also found with spaces, dots or dashes between its digits,
   * and, for a phone, with a country code in place of its leading 0 (+856 20 5551 2345).
   */
  number(real: string, fake: string, phone: boolean): string {
    const set = this.set(real, fake);
    const digits = phone ? real.replace(/^0/, '') : real;
    if (digits.length >= 6) {
      const body = [...digits].map(escaped).join(SEPARATOR);
      // A country code, with or without its +, or the leading 0, in brackets or not.
      const lead = phone ? `(?:\\(?\\+?\\d{1,3}${SEPARATOR}|\\(?0${SEPARATOR})?` : '';
      this.forms.push([new RegExp(`(?<!\\d)${lead}${body}(?!\\d)`, 'g'), set]);
    }
    return set;
  }

  /**
   * Every real value inside a text replaced by its stand-in: exact values first, the longest first, then looser
   * forms; in one pass, so a stand-in is never taken for a real value of someone else's.
   */
  replaceIn(text: string): string {
    const held: string[] = [];
    const hold = (fake: string) => `\u0000${held.push(fake) - 1}\u0000`;
    let out = text;
    for (const [real, fake] of [...this.map].sort((a, b) => b[0].length - a[0].length))
      if (out.includes(real)) out = out.split(real).join(hold(fake));
    for (const [form, fake] of this.forms) out = out.replace(form, () => hold(fake));
    // eslint-disable-next-line no-control-regex -- the held places are marked by a character no text has
    return held.length === 0 ? out : out.replace(/\u0000(\d+)\u0000/g, (_match, index: string) => held[Number(index)]);
  }
}

type Row = Record<string, unknown>;

export function scrubbed(world: WorldSnapshot): WorldSnapshot {
  const standIns = new StandIns();
  const tables = world.tables;
  for (const member of tables.member ?? []) {
    const name = standIns.name(member.name as string);
    standIns.set(member.bankAccountName as string, name.toUpperCase());
    const phone = member.phone as string;
    // A Lao number starts 020 or 030; a Thai one 06, 08 or 09.
    standIns.number(phone, sameForm(phone, phone.startsWith('0') && phone.length > 10 ? 3 : 2, 'phone'), true);
    const account = member.bankAccountNo as string;
    standIns.number(account, sameForm(account, 0, 'account'), false);
    standIns.set(member.id as string, `M${sameForm(String(hashOf(member.id as string)).padStart(8, '0'), 0, 'id')}`);
  }
  for (const account of tables.gameAccount ?? []) {
    const username = account.username as string;
    standIns.set(username, `${String(account.code).toLowerCase()}${sameForm(username, 0, 'game').slice(-6)}`);
  }
  for (const invite of tables.invite ?? []) standIns.name(invite.fromName as string);
  // The customer's own names; support's are the site's staff, and the chat replays as it was.
  for (const message of (tables.chatMessage ?? []).filter((row) => row.sender === 'customer'))
    for (const field of ['name', 'username'] as const) {
      const value = message[field];
      if (typeof value === 'string' && value.trim() !== '' && !/^\d+$/.test(value)) standIns.name(value);
    }

  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return standIns.replaceIn(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value as Row).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const captured = world.captured && {
    ...world.captured,
    login: { ...world.captured.login, phone: standIns.replaceIn(world.captured.login.phone) },
  };
  return { ...world, tables: walk(tables) as WorldSnapshot['tables'], ...(captured && { captured }) };
}
