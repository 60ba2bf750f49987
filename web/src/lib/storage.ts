import { STORAGE_KEYS, type Locale } from '@portal/contract/constants';

/**
 * The browser storage of spec §3. The token lives in localStorage when the member ticked "remember me",
 * otherwise in sessionStorage (gone with the tab). Access is decided solely by its presence (spec §6).
 */

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function getToken(): string | null {
  return safe(() => localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token), null);
}

export function setToken(token: string, remember: boolean): void {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
}

/** A new token for the same session (a password change revokes the old one): kept where the old one was. */
export function replaceToken(token: string): void {
  safe(() => setToken(token, localStorage.getItem(STORAGE_KEYS.token) !== null), undefined);
}

function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.token);
}

/** Logout, an ended session, or a visit to the public area with a token: the session data goes. */
export function clearSession(): void {
  safe(() => {
    clearToken();
    localStorage.removeItem(STORAGE_KEYS.lastSync);
    localStorage.removeItem(STORAGE_KEYS.earlyHints);
  }, undefined);
  // The member's unsent chat messages are theirs alone: the next member on this browser must not send them.
  storeChatOutbox(getChatOutbox().filter((item) => item.owner !== CHAT_MEMBER_OWNER));
}

/** What the early reads showed last time, by fill name (early-reads.ts `remember`). */
export function getEarlyHints(): Record<string, string> {
  return safe(() => {
    const hints: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.earlyHints) ?? '{}');
    return typeof hints === 'object' && hints !== null ? (hints as Record<string, string>) : {};
  }, {});
}

export function storeEarlyHints(hints: Record<string, string>): void {
  safe(() => localStorage.setItem(STORAGE_KEYS.earlyHints, JSON.stringify(hints)), undefined);
}

/** When the member last refreshed every game balance (spec §3 `last_sync`, §4 home refresh), as epoch ms. */
export function getLastSync(): number | null {
  const value = safe(() => localStorage.getItem(STORAGE_KEYS.lastSync), null);
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

export function storeLastSync(time: number): void {
  safe(() => localStorage.setItem(STORAGE_KEYS.lastSync, new Date(time).toISOString()), undefined);
}

/** Whether the member chose to hide their balances on the home screen (kept across visits and log-ins). */
export function getBalanceHidden(): boolean {
  return safe(() => localStorage.getItem(STORAGE_KEYS.hideBalance) === '1', false);
}

export function storeBalanceHidden(hidden: boolean): void {
  safe(() => {
    if (hidden) localStorage.setItem(STORAGE_KEYS.hideBalance, '1');
    else localStorage.removeItem(STORAGE_KEYS.hideBalance);
  }, undefined);
}

export function getStoredLocale(): Locale | null {
  const value = safe(() => localStorage.getItem(STORAGE_KEYS.locale), null);
  return value === 'th' || value === 'lo' || value === 'en' ? value : null;
}

export function storeLocale(locale: Locale): void {
  safe(() => localStorage.setItem(STORAGE_KEYS.locale, locale), undefined);
}

/** The inviter code from /register?code=…, kept so the registration form shows it read-only. */
export function getInviterCode(): string | null {
  return safe(() => localStorage.getItem(STORAGE_KEYS.inviterCode), null);
}

export function storeInviterCode(code: string): void {
  safe(() => localStorage.setItem(STORAGE_KEYS.inviterCode, code), undefined);
}

/** The account was made with it: a later registration on this device starts without an inviter. */
export function clearInviterCode(): void {
  safe(() => localStorage.removeItem(STORAGE_KEYS.inviterCode), undefined);
}

/**
 * This browser's guest id in the chat (issued by the server, or made here: chat-outbox.ts), kept across reloads
 * under the spec's key guest-id. When storage is
 * refused (a private window's quota, a blocked site), it is kept in memory for the page's life instead.
 */
let guestIdInMemory: string | null = null;

export function getGuestId(): string | null {
  return safe(() => localStorage.getItem(STORAGE_KEYS.guestId), null) ?? guestIdInMemory;
}

export function storeGuestId(guestId: string): void {
  guestIdInMemory = guestId;
  safe(() => localStorage.setItem(STORAGE_KEYS.guestId, guestId), undefined);
}

/** The guest conversation was adopted by a member (or the server forgot the id): a new one comes next time. */
export function clearGuestId(): void {
  guestIdInMemory = null;
  safe(() => localStorage.removeItem(STORAGE_KEYS.guestId), undefined);
}

/** The owner of a member's queued chat messages: the member of this log-in (cleared at log-out). */
export const CHAT_MEMBER_OWNER = 'member';

/** A chat message written but not yet stored by the server, kept so a reload does not lose it. */
export interface StoredChatMessage {
  /** Whose conversation: `member`, or the guest id. */
  owner: string;
  clientId: string;
  text: string;
  writtenAt: number;
  /** The server refused it: shown as failed (to resend or remove), not sent by itself. */
  failed?: boolean;
}

export function getChatOutbox(): StoredChatMessage[] {
  return safe(() => {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.chatOutbox) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (item): item is StoredChatMessage =>
            typeof item === 'object' &&
            item !== null &&
            typeof item.owner === 'string' &&
            typeof item.clientId === 'string' &&
            typeof item.text === 'string' &&
            typeof item.writtenAt === 'number' &&
            (item.failed === undefined || item.failed === true),
        )
      : [];
  }, []);
}

export function storeChatOutbox(items: StoredChatMessage[]): void {
  safe(() => {
    if (items.length === 0) localStorage.removeItem(STORAGE_KEYS.chatOutbox);
    else localStorage.setItem(STORAGE_KEYS.chatOutbox, JSON.stringify(items));
  }, undefined);
}

/** Whether the member closed the agreement in this browser (spec §3 `remember-agreement`, §4 agreement). */
export function getAgreementRemembered(): boolean {
  return safe(() => localStorage.getItem(STORAGE_KEYS.rememberAgreement) !== null, false);
}

export function rememberAgreement(): void {
  safe(() => localStorage.setItem(STORAGE_KEYS.rememberAgreement, 'true'), undefined);
}
