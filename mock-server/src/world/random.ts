/**
 * Unguessable values (tokens, passwords, guest ids) from Web Crypto, which Node and browsers both have, so
 * the simulator's core runs in either.
 */
export function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `bytes` random bytes written with the 64 URL-safe characters (one character per 6 bits). */
export function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
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
