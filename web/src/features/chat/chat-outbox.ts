import { ifOffered } from '../../api/additions';
import { okBody, tsr } from '../../api/client';
import {
  CHAT_MEMBER_OWNER,
  clearGuestId,
  getChatOutbox,
  getGuestId,
  getToken,
  storeChatOutbox,
  storeGuestId,
  type StoredChatMessage,
} from '../../lib/storage';
import { hasCode } from './chat-failures';
import type { LocalMessage } from './timeline';

/**
 * The chat's texts on their way, kept in storage across reloads and tabs (lib/storage), each under its
 * owner: the member of this log-in, or the visitor's guest id.
 */

/** Who the widget chats as: the member (bearer token), or a visitor with the guest id of this browser. */
export type Identity = { kind: 'member'; token: string } | { kind: 'guest'; guestId: string };

/** Whose queued messages in storage: the member of this log-in (cleared at log-out), or the guest id. */
export const ownerKey = (identity: Identity) => (identity.kind === 'member' ? CHAT_MEMBER_OWNER : identity.guestId);

/**
 * Whether the browser is still this identity's: a send answered after its member logged out (or after the
 * guest's conversation was adopted) must not write into storage the next member would take as theirs.
 */
export function isCurrent(identity: Identity): boolean {
  return identity.kind === 'member' ? getToken() === identity.token : getGuestId() === identity.guestId;
}

/** What a guest had queued and not yet sent becomes the member's at log-in: the same player typed it. */
export function moveOutbox(from: string, to: string): void {
  storeChatOutbox(getChatOutbox().map((item) => (item.owner === from ? { ...item, owner: to } : item)));
}

/**
 * A page's texts on their way (`local`), written into storage by client id: the owner's entries this page
 * sent or removed (`forgotten`) go, other owners' and other tabs' entries stay. Media are not kept: their
 * files cannot be.
 */
export function saveOutbox(owner: string, local: readonly LocalMessage[], forgotten: ReadonlySet<string>): void {
  const mine = new Map<string, StoredChatMessage>();
  for (const item of local) {
    if (item.message.message_type !== 'text') continue;
    mine.set(item.clientId, {
      owner,
      clientId: item.clientId,
      text: item.message.payload,
      writtenAt: item.writtenAt,
      ...(item.status === 'failed' ? { failed: true } : {}),
    });
  }
  const kept = getChatOutbox().filter(
    (entry) => entry.owner !== owner || (!mine.has(entry.clientId) && !forgotten.has(entry.clientId)),
  );
  storeChatOutbox([...kept, ...mine.values()]);
}

/** The owner's texts kept in storage, as messages on their way again (a failed one stays failed). */
export function restoredOutbox(owner: string, forgotten: ReadonlySet<string>): LocalMessage[] {
  return getChatOutbox()
    .filter((stored) => stored.owner === owner && !forgotten.has(stored.clientId))
    .map((stored) => ({
      clientId: stored.clientId,
      message: { message_type: 'text', payload: stored.text },
      writtenAt: stored.writtenAt,
      status: stored.failed ? 'failed' : 'queued',
      ...(stored.failed ? { error: 'error.send' } : {}),
    }));
}

/**
 * A guest id for a new visitor: one the server issues where it offers that (POST /api/chat/guest, this
 * contract's addition), else one this device makes, as spec §6 says a visitor's is: 16 random bytes in hex,
 * which the contract's DEVICE_GUEST_ID takes (and never starts with the issued ids' `g-`).
 */
async function newGuestId(): Promise<string> {
  const issued = await ifOffered('chat.guest', async () => okBody(await tsr.chat.guest.mutate({})).guestId);
  if (issued.offered) return issued.value;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Who the chat is now: the member logged in, else the visitor's guest id (newGuestId the first time). At
 * log-in the member takes over what this browser's guest had queued; where the server offers it (POST
 * /api/chat/adopt-guest, this contract's addition) the guest's conversation too, and the guest id ends. A
 * backend without it keeps the guest conversation under the guest id, which this browser keeps for when it is
 * a visitor again, as the spec's portal would.
 */
export async function resolveIdentity(): Promise<Identity> {
  const token = getToken();
  const guestId = getGuestId();
  if (token) {
    if (guestId) {
      moveOutbox(guestId, CHAT_MEMBER_OWNER);
      try {
        const adopted = await ifOffered('chat.adoptGuest', async () =>
          okBody(await tsr.chat.adoptGuest.mutate({ body: { guestId } })),
        );
        if (adopted.offered) clearGuestId();
      } catch (error) {
        // Spent (adopted already, or unknown to the server); anything else may still work next time.
        if (hasCode(error, 'INVALID_USER_INFO')) clearGuestId();
      }
    }
    return { kind: 'member', token };
  }
  if (guestId) return { kind: 'guest', guestId };
  const made = await newGuestId();
  storeGuestId(made);
  return { kind: 'guest', guestId: made };
}
