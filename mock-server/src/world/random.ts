import { seeded } from './seeded.js';

/** Where random bytes come from: Web Crypto (Node and browsers both have it), or a replayable world's seed. */
type ByteSource = (bytes: number) => Uint8Array;

const webCrypto: ByteSource = (bytes) => crypto.getRandomValues(new Uint8Array(bytes));

const hexOf = (buffer: Uint8Array) => Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes written with the 64 URL-safe characters (one character per 6 bits). */
function tokenOf(buffer: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of buffer) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += URL_SAFE[(value >> bits) & 63];
    }
  }
  if (bits > 0) out += URL_SAFE[(value << (6 - bits)) & 63];
  return out;
}

/** Unguessable values (tokens, passwords, guest ids) from Web Crypto, so the simulator's core runs in either. */
export function randomHex(bytes: number): string {
  return hexOf(webCrypto(bytes));
}

/** `bytes` random bytes written with the 64 URL-safe characters. */
export function randomToken(bytes: number): string {
  return tokenOf(webCrypto(bytes));
}

/**
 * The values a world hands out that a client must not guess: log-in and OTP tokens, OTP references, guest
 * ids, upload ids, auto-login tickets, game passwords.
 */
export interface Unguessable {
  hex(bytes: number): string;
  token(bytes: number): string;
}

/**
 * From Web Crypto; or, for a replayable world (`seed`), from a generator of that seed apart from the world's
 * own draws, so two runs of one seed hand out the same values (docs/decisions/034).
 */
export function unguessable(seed?: number): Unguessable {
  let source = webCrypto;
  if (seed !== undefined) {
    const next = seeded(seed ^ 0x7e57ab1e);
    source = (bytes) => Uint8Array.from({ length: bytes }, () => Math.floor(next() * 256));
  }
  return { hex: (bytes) => hexOf(source(bytes)), token: (bytes) => tokenOf(source(bytes)) };
}
