import type { ChatConversation } from '@portal/contract/schemas';
import type { World } from '../world/world.js';
import { toConversation } from './chat.js';

/** The support side of the chat as QA reads and drives it (GET /__admin/chat and its writes). */

/** A conversation as QA sees it (GET /__admin/chat): whose, how long, what is waiting for support. */
export interface ConversationSummary {
  owner: string;
  kind: 'member' | 'guest';
  name: string | null;
  phone: string | null;
  total: number;
  /** The customer's messages support has not read. */
  unread: number;
  last: ChatConversation | null;
}

/** Every conversation of the world, the most recent first. */
export function listConversations(world: World): ConversationSummary[] {
  const unread = new Map<string, number>();
  const owners = new Set<string>();
  for (const row of world.db.chatMessage.getAll()) {
    owners.add(row.owner);
    if (row.sender === 'customer' && !row.read) unread.set(row.owner, (unread.get(row.owner) ?? 0) + 1);
  }
  return [...owners]
    .map((owner): ConversationSummary => {
      const member = world.db.member.findFirst({ where: { id: { equals: owner } } });
      const [last] = world.timeline.newest('chatMessage', owner, 0, 1);
      return {
        owner,
        kind: member ? 'member' : 'guest',
        name: member?.name ?? null,
        phone: member?.phone ?? null,
        total: world.timeline.count('chatMessage', owner),
        unread: unread.get(owner) ?? 0,
        last: last ? toConversation(last) : null,
      };
    })
    .sort((a, b) => (b.last?.createdAt ?? '').localeCompare(a.last?.createdAt ?? ''));
}

/** The owner's latest `limit` messages, oldest first (QA reads a conversation whole). */
export function conversationOf(world: World, owner: string, limit: number): ChatConversation[] {
  return world.timeline.newest('chatMessage', owner, 0, limit).reverse().map(toConversation);
}

/** Support says or shows `typing` to the owner (QA writing as support). */
export function supportTyping(world: World, owner: string, typing: boolean): void {
  world.events.emit('chatTyping', owner, typing);
}
