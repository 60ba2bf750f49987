import { WALLET_CODE } from '@portal/contract/constants';
import { fail } from './api-error.js';
import { toMajor } from '../world/money.js';
import type { Banner } from '../scenario/scenario.js';
import type { Member, World } from '../world/world.js';
import { hasActiveBonus, SYSTEM_END } from './bonus.js';
import { creditWallet, currentMember } from './ledger.js';

/**
 * Invites (spec §2 invite dialog, §3 invite list, §8 Invite). A member registered with another's code
 * (PR{id}) is their invitee. The inviter earns site.invitePercent of each invitee's net game loss over a
 * period, as the refund is paid on the member's own (refund.ts): the period runs from the inviter's last
 * receive. Each invitee carries their net loss of the period (inviteNetLossMinor: a loss adds, a win takes
 * away, below 0 while they are ahead) and the share of it now in the inviter's box (inviteSharedMinor, one
 * floor over the whole net: floor(percent × max(0, net) / 100)). After each play the box moves by what the
 * share moved: up with a loss, down with a win, never below what else it holds, so a loss won back leaves
 * the box as it was and a loss-win cycle creates nothing. Receiving (receiveInviteBonus) moves the box into
 * the wallet and writes the invite list's lines (one per invitee whose share was in it: the name, the amount,
 * when), and each invitee's period starts again: at 0 from a loss that was paid, but an invitee who is ahead
 * stays ahead (a win is never forgotten, or the loss that wins it back would be paid twice). While the
 * programme is off the net still counts but the box stands still: the next play with it on moves the box by
 * all the share moved meanwhile, a win as much as a loss. The box's success and fail percentages are the
 * scenario's (the conditions the dialog shows).
 */

export const INVITE_DESCRIPTION = 'โบนัสชวนเพื่อน';

export function inviteList(world: World, memberId: string, page: number, limit: number) {
  return world.memo(`invites:${memberId}:${page}:${limit}`, () => ({
    invites: world.timeline.newest('invite', memberId, (page - 1) * limit, limit).map((row) => ({
      from: { name: row.fromName },
      amount: toMajor(row.amountMinor),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: world.timeline.count('invite', memberId),
  }));
}

/** The members who have played in a game in each world (what NO_INVITEE_PLAY_INFO asks about). */
const playedByWorld = new WeakMap<World, Set<string>>();

function playedIn(world: World): Set<string> {
  let played = playedByWorld.get(world);
  if (!played) {
    played = new Set();
    playedByWorld.set(world, played);
  }
  return played;
}

/**
 * An invitee played (`lossMinor` below 0 for a win): they count as having played, their net loss of the
 * period moves, and the inviter's box moves by what their share moved (see the module's comment).
 */
export function recordInviteePlay(world: World, invitee: Member, lossMinor: number): void {
  playedIn(world).add(invitee.id);
  if (!invitee.inviterId) return;
  const current = currentMember(world, invitee.id);
  const netLossMinor = current.inviteNetLossMinor + lossMinor;
  if (!world.flags.inviteActive) {
    world.db.member.update({ where: { id: { equals: invitee.id } }, data: { inviteNetLossMinor: netLossMinor } });
    return;
  }
  const shareMinor = Math.floor((Math.max(0, netLossMinor) * world.scenario.site.invitePercent) / 100);
  world.db.member.update({
    where: { id: { equals: invitee.id } },
    data: { inviteNetLossMinor: netLossMinor, inviteSharedMinor: shareMinor },
  });
  const movedMinor = shareMinor - current.inviteSharedMinor;
  if (movedMinor === 0) return;
  const inviter = currentMember(world, invitee.inviterId);
  world.db.member.update({
    where: { id: { equals: inviter.id } },
    // Never below 0: a share is taken back only from a box it is in (a loaded world's box may hold less).
    data: { inviteBonusMinor: Math.max(0, inviter.inviteBonusMinor + movedMinor) },
  });
}

/** The invitees' shares in the box become lines of the invite list; a paid loss starts again at 0, a lead stays. */
function settleInvitees(world: World, memberId: string): void {
  const now = world.clock.now();
  for (const invitee of world.db.member.findMany({ where: { inviterId: { equals: memberId } } })) {
    if (invitee.inviteSharedMinor > 0)
      world.db.invite.create({
        id: world.nextId('iv'),
        memberId,
        fromName: invitee.name,
        amountMinor: invitee.inviteSharedMinor,
        createdAt: now,
      });
    if (invitee.inviteSharedMinor !== 0 || invitee.inviteNetLossMinor > 0)
      world.db.member.update({
        where: { id: { equals: invitee.id } },
        data: { inviteNetLossMinor: Math.min(0, invitee.inviteNetLossMinor), inviteSharedMinor: 0 },
      });
  }
}

/**
 * Whether the member invited someone and none of them has played yet: an earning in the member's invite list
 * (seeded history included) is an invitee's play, as is a play in this world.
 */
function inviteesHaveNotPlayed(world: World, memberId: string): boolean {
  if (world.db.invite.count({ where: { memberId: { equals: memberId } } }) > 0) return false;
  const invitees = world.db.member.findMany({ where: { inviterId: { equals: memberId } } });
  const played = playedIn(world);
  return invitees.length > 0 && !invitees.some((invitee) => played.has(invitee.id));
}

/**
 * Moves the waiting invite bonus into the wallet: INVITE_BONUS_SUCCESS with the amount moved. While a bonus
 * or promotion is held nothing moves: in the wallet the money would fall under that bonus's forfeit rule
 * (spec §9: a partial withdrawal forfeits the rest), which the member agreed to for the bonus, not for their
 * invite money. It stays in the invite box, safe, and the answer is INVITE_COLLECT with the amount still
 * waiting, to receive once the bonus ends (decision 032). Nothing waiting: NO_INVITEE_PLAY_INFO when the
 * member's invitees have not played yet, NO_INVITE_BONUS otherwise.
 */
export function receiveInviteBonus(
  world: World,
  memberId: string,
): { message: 'INVITE_BONUS_SUCCESS' | 'INVITE_COLLECT'; amount: number } {
  if (!world.flags.inviteActive) fail('INVITE_INACTIVE');
  const amountMinor = currentMember(world, memberId).inviteBonusMinor;
  if (amountMinor <= 0) fail(inviteesHaveNotPlayed(world, memberId) ? 'NO_INVITEE_PLAY_INFO' : 'NO_INVITE_BONUS');
  if (hasActiveBonus(world, memberId)) return { message: 'INVITE_COLLECT', amount: toMajor(amountMinor) };
  world.db.member.update({ where: { id: { equals: memberId } }, data: { inviteBonusMinor: 0 } });
  settleInvitees(world, memberId);
  creditWallet(world, memberId, amountMinor, {
    type: 'bonus',
    from: SYSTEM_END,
    to: WALLET_CODE,
    source: { kind: 'invite', description: INVITE_DESCRIPTION },
  });
  return { message: 'INVITE_BONUS_SUCCESS', amount: toMajor(amountMinor) };
}

export function inviteBanners(world: World): Banner[] {
  return world.scenario.site.inviteBanners;
}
