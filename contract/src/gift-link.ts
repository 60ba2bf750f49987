import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/**
 * The True Wallet gift link travels encrypted (spec §5): AES with a fixed passphrase embedded in the client,
 * in crypto-js's OpenSSL `Salted__` base64 format. It hides the link from casual logging, nothing more:
 * the passphrase ships in the bundle.
 */
export const GIFT_LINK_PASSPHRASE = 'wallet-portal/true-wallet-gift/v1';

/** `Salted__` in base64: how every text encryptGiftLink makes begins. */
const SALTED_PREFIX = 'U2FsdGVkX1';

export function encryptGiftLink(link: string): string {
  return AES.encrypt(link, GIFT_LINK_PASSPHRASE).toString();
}

/** The plain link, or null when the text is not a link encrypted with the passphrase. */
export function decryptGiftLink(cipherText: string): string | null {
  // Without the salt header crypto-js would derive the key from a random salt: garbage, different every time.
  if (!cipherText.startsWith(SALTED_PREFIX)) return null;
  try {
    const plain = AES.decrypt(cipherText, GIFT_LINK_PASSPHRASE).toString(Utf8);
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}
