import { encryptGiftLink } from '@portal/contract/gift-link';
import { describe, expect, it } from 'vitest';
import {
  carriedSecrets,
  keptValue,
  MAX_SECRETS,
  REDACTED,
  redactedPath,
  redactedQuery,
  SecretIndex,
} from './redaction.js';

const index = (...secrets: string[]) => {
  const secrets_ = new SecretIndex();
  secrets.forEach((secret) => secrets_.add(secret));
  return secrets_;
};

describe('redaction by value', () => {
  it('finds a known secret inside a text at every position, and several at once', () => {
    const secrets = index('Pw10013x', 'g-AbCdEfGhIjKlMnOpQrStUvWx');
    for (let at = 0; at <= 40; at += 1) {
      const text = `${'.'.repeat(at)}Pw10013x${'-'.repeat(40 - at)}`;
      expect(secrets.redactText(text)).toBe(`${'.'.repeat(at)}${REDACTED}${'-'.repeat(40 - at)}`);
    }
    expect(secrets.redactText('a Pw10013x and g-AbCdEfGhIjKlMnOpQrStUvWx.')).toBe(`a ${REDACTED} and ${REDACTED}.`);
  });

  it('matches short and digit-only secrets whole only (an OTP code is not hidden inside a phone number)', () => {
    const secrets = index('123456', 'abcd', 'abc');
    expect(secrets.redactText('123456')).toBe(REDACTED);
    expect(secrets.redactText('0812345678')).toBe('0812345678');
    expect(secrets.redactText('abcd')).toBe(REDACTED);
    expect(secrets.redactText('abcdef')).toBe('abcdef');
    expect(secrets.redactText('abc')).toBe('abc');
  });

  it("redacts the request's own secrets as the world's", () => {
    expect(new SecretIndex().redactText('it is hunter2x, yes', ['hunter2x'])).toBe(`it is ${REDACTED}, yes`);
  });

  it('redacts gift links and their ciphertexts by their form, known or not', () => {
    const secrets = new SecretIndex();
    const cipher = encryptGiftLink('https://gift.truemoney.com/campaign/?v=AbCdEf0123456789');
    expect(secrets.redactText(`link: ${cipher} (pasted)`)).toBe(`link: ${REDACTED} (pasted)`);
    expect(secrets.redactText('see https://gift.TrueMoney.com/campaign?v=AbCdEf0123456789 now')).toBe(
      `see https://gift.TrueMoney.com/campaign?v=${REDACTED} now`,
    );
  });

  it(`forgets the oldest of more than ${MAX_SECRETS} secrets`, () => {
    const secrets = new SecretIndex();
    for (let i = 0; i <= MAX_SECRETS; i += 1) secrets.add(`secret-${i}`);
    expect(secrets.size).toBe(MAX_SECRETS);
    expect(secrets.redactText('x secret-0 x')).toBe('x secret-0 x');
    expect(secrets.redactText(`x secret-${MAX_SECRETS} x`)).toBe(`x ${REDACTED} x`);
  });
});

describe('a value as the journal keeps it', () => {
  const secrets = index('secret123', 'g-AbCdEfGhIjKlMnOpQrStUvWx');

  it('redacts by name at any depth, and by value under any key, in keys and in arrays', () => {
    const body = {
      phone: '0812345678',
      newPassword: 'whatever1',
      extra: { 'my pw': ['x', { note: 'it is secret123!' }], 'g-AbCdEfGhIjKlMnOpQrStUvWx': 1 },
      who: 'g-AbCdEfGhIjKlMnOpQrStUvWx',
    };
    expect(keptValue(body, secrets, [], 4096)).toEqual({
      phone: '0812345678',
      newPassword: REDACTED,
      extra: { 'my pw': ['x', { note: `it is ${REDACTED}!` }], [REDACTED]: 1 },
      who: REDACTED,
    });
  });

  it("collects the body's own credential fields, to redact them wherever else they are", () => {
    const body = { note: ['I typed Unknown-77'], login: { password: 'Unknown-77' } };
    const carried = carriedSecrets(body);
    expect(carried).toEqual(['Unknown-77']);
    expect(JSON.stringify(keptValue(body, secrets, carried, 4096))).not.toContain('Unknown-77');
  });

  it('cuts what passes the limit, says how much it left out, and leaves no part of a secret at the cut', () => {
    const long = keptValue({ a: `${'x'.repeat(90)}secret123${'y'.repeat(95_000)}` }, secrets, [], 100) as {
      a: string;
    };
    expect(long.a).toMatch(/^x{90}\[re… \(95099 characters\)$/);
    const many = keptValue(
      Array.from({ length: 1000 }, (_, i) => i),
      secrets,
      [],
      100,
    ) as unknown[];
    expect(many.at(-1)).toMatch(/^… \(\d+ more items\)$/);
    const fields = keptValue(
      Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])),
      secrets,
      [],
      100,
    );
    expect(JSON.stringify(fields).length).toBeLessThan(300);
    expect(fields).toMatchObject({ '…': expect.stringMatching(/^\d+ more fields$/) });
  });

  it('keeps a "__proto__" key as a field, not a prototype', () => {
    const kept = keptValue(JSON.parse('{"__proto__": {"x": 1}}'), secrets, [], 4096) as object;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(JSON.stringify(kept)).toBe('{"__proto__":{"x":1}}');
  });
});

describe('paths and query strings', () => {
  const secrets = index('Pw10013x', 'g-AbCdEfGhIjKlMnOpQrStUvWx');

  it('redacts a segment holding a secret, %-encoded or not, and everything from a secret parameter on', () => {
    expect(redactedPath('/api/x/Pw%31%30013x/y'.split('/'), -1, secrets, [])).toBe(`/api/x/${REDACTED}/y`);
    expect(redactedPath('/api/autoLogin/pg/u/p/q'.split('/'), 5, secrets, [])).toBe(`/api/autoLogin/pg/u/${REDACTED}`);
  });

  it('redacts credential parameters by name, and any parameter holding a secret', () => {
    expect(redactedQuery('guestId=abc&x=g-AbCdEfGhIjKlMnOpQrStUvWx&page=2&flag', secrets, [])).toBe(
      `guestId=${REDACTED}&x=${REDACTED}&page=2&flag`,
    );
    expect(redactedQuery('q=Pw10013x+and+more', secrets, [])).toBe(`q=${REDACTED}`);
  });
});
