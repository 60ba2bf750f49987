/**
 * The form of a True Wallet gift link, apart from its encryption (gift-link.ts), so a client can check a pasted
 * link without loading the cipher.
 */

/** A True Wallet gift link: https://gift.truemoney.com/campaign/?v={voucher hash}. */
export const GIFT_LINK_PATTERN = /^https:\/\/gift\.truemoney\.com\/campaign\/?\?v=([A-Za-z0-9]{10,64})$/;

export function giftVoucherOf(link: string): string | null {
  return GIFT_LINK_PATTERN.exec(link.trim())?.[1] ?? null;
}
