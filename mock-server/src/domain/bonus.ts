import { siteDay, siteWeek } from '@portal/contract/calendar';
import { WALLET_CODE } from '@portal/contract/constants';
import type {
  ActiveBonusCheck as ActiveBonusCheckSchema,
  Bonus,
  Promotion as PromotionSchema,
  UserBonus as UserBonusSchema,
} from '@portal/contract/schemas';
import type { z } from 'zod';
import { fail } from './api-error.js';
import { toMajor, toMinor } from '../world/money.js';
import type { BonusDefinition, PromotionDefinition } from '../scenario/scenario.js';
import type { Database, World } from '../world/world.js';
import { creditWallet, currentMember, moveWallet, writeStatement } from './ledger.js';

/**
 * Bonuses and promotions (spec §2 Bonus, §3, §4 Bonus card and activation, §9 the end threshold).
 *
 * A member holds at most one bonus or promotion at a time. Receiving one credits the wallet with its amount
 * (a 'bonus' statement). Ending it is allowed only once wallet plus game balances have fallen below the
 * site's threshold; whatever is left below it is forfeited (a 'finish_bonus' statement to SYSTEM).
 *
 * While one is held, a withdrawal needs the turnover played first: site.bonusTurnoverMultiple times the
 * credit it gave, counted from every win or loss in the games since (BONUS_TURNOVER until then). The
 * withdrawal then ends it, and whatever balance the withdrawal leaves, wallet and games, is forfeited
 * (spec §9: "withdrawal must be of the whole balance, or the remainder is forfeited").
 *
 * How often a bonus can be received follows its type, by the site's calendar (contract/calendar.ts, UTC+7):
 * limit: at most maxReceived times ever; day: maxReceived times per calendar day; week: maxReceived times
 * per week starting on Monday.
 */

type UserBonusRow = NonNullable<ReturnType<Database['userBonus']['findFirst']>>;
type PromotionUseRow = NonNullable<ReturnType<Database['promotionUse']['findFirst']>>;
export type UserBonus = z.infer<typeof UserBonusSchema>;
export type Promotion = z.infer<typeof PromotionSchema>;
type ActiveBonusCheck = z.infer<typeof ActiveBonusCheckSchema>;

export const SYSTEM_END = 'SYSTEM';

/** How many of the receipts count against the bonus's limit at `now`. */
export function receiptsCounted(definition: BonusDefinition, received: readonly number[], now: number): number {
  switch (definition.type) {
    case 'limit':
      return received.length;
    case 'day':
      return received.filter((at) => siteDay(at) === siteDay(now)).length;
    case 'week':
      return received.filter((at) => siteWeek(at) === siteWeek(now)).length;
  }
}

export function isBonusMaxed(definition: BonusDefinition, received: readonly number[], now: number): boolean {
  return receiptsCounted(definition, received, now) >= definition.maxReceived;
}

function userBonusRow(world: World, memberId: string, code: string): UserBonusRow | null {
  return world.db.userBonus.findFirst({ where: { memberId: { equals: memberId }, bonusCode: { equals: code } } });
}

function userBonusOf(row: UserBonusRow): UserBonus {
  return {
    _id: row.id,
    isActive: row.isActive,
    received: [...row.received].sort((a, b) => a - b).map((at) => ({ updatedAt: new Date(at).toISOString() })),
  };
}

/** What the member holds now: an active bonus, an active promotion, or nothing. */
export type ActiveHolding =
  | { kind: 'bonus'; definition: BonusDefinition; row: UserBonusRow }
  | { kind: 'promotion'; definition: PromotionDefinition | null; code: string; row: PromotionUseRow };

export function activeHolding(world: World, memberId: string): ActiveHolding | null {
  const bonus = world.db.userBonus.findFirst({ where: { memberId: { equals: memberId }, isActive: { equals: true } } });
  if (bonus) {
    const definition = world.scenario.bonuses.find((b) => b.code === bonus.bonusCode);
    if (definition) return { kind: 'bonus', definition, row: bonus };
  }
  const promotion = world.db.promotionUse.findFirst({
    where: { memberId: { equals: memberId }, isActive: { equals: true } },
  });
  if (promotion) {
    const definition = world.scenario.promotions.find((p) => p.code === promotion.code) ?? null;
    return { kind: 'promotion', definition, code: promotion.code, row: promotion };
  }
  return null;
}

/** Whether a bonus or a promotion is active (refunds and other rules ask this). */
export function hasActiveBonus(world: World, memberId: string): boolean {
  return activeHolding(world, memberId) !== null;
}

function endHolding(world: World, holding: ActiveHolding): void {
  if (holding.kind === 'bonus')
    world.db.userBonus.update({ where: { id: { equals: holding.row.id } }, data: { isActive: false } });
  else world.db.promotionUse.update({ where: { id: { equals: holding.row.id } }, data: { isActive: false } });
  turnoverByWorld.get(world)?.delete(holding.row.memberId);
}

// ---------- turnover ----------

interface Turnover {
  requiredMinor: number;
  playedMinor: number;
}

/** The turnover of each member's holding, per world; a holding seeded by the scenario starts at 0 played. */
const turnoverByWorld = new WeakMap<World, Map<string, Turnover>>();

function turnovers(world: World): Map<string, Turnover> {
  let map = turnoverByWorld.get(world);
  if (!map) {
    map = new Map();
    turnoverByWorld.set(world, map);
  }
  return map;
}

/**
 * The turnover of what was received: its credit times its own multiple, else the site's (spec §9: a turnover
 * multiple is required before a bonus withdrawal).
 */
function startTurnover(world: World, memberId: string, definition: BonusDefinition | PromotionDefinition | null): void {
  const multiple = definition?.turnoverMultiple ?? world.scenario.site.bonusTurnoverMultiple;
  const requiredMinor = Math.round(multiple * toMinor(definition?.amount ?? 0));
  turnovers(world).set(memberId, { requiredMinor, playedMinor: 0 });
}

function turnoverOf(world: World, memberId: string, holding: ActiveHolding): Turnover {
  const map = turnovers(world);
  if (!map.has(memberId)) startTurnover(world, memberId, holding.definition);
  return map.get(memberId) as Turnover;
}

/** A win or a loss in a game counts toward the turnover of what the member holds, by its size. */
export function recordTurnover(world: World, memberId: string, playedMinor: number): void {
  const holding = activeHolding(world, memberId);
  if (!holding) return;
  turnoverOf(world, memberId, holding).playedMinor += Math.abs(playedMinor);
}

/** The turnover still to play before a withdrawal (0 when nothing is held). */
export function turnoverLeftMinor(world: World, memberId: string): number {
  const holding = activeHolding(world, memberId);
  if (!holding) return 0;
  const { requiredMinor, playedMinor } = turnoverOf(world, memberId, holding);
  return Math.max(0, requiredMinor - playedMinor);
}

// ---------- ending with a forfeit ----------

/** Takes every balance of the member, wallet and games, into one finish_bonus entry for the holding. */
function forfeitBalances(world: World, memberId: string, holding: ActiveHolding): void {
  const total = totalBalanceMinor(world, memberId);
  if (total <= 0) return;
  const wallet = currentMember(world, memberId).walletMinor;
  if (wallet > 0) moveWallet(world, memberId, -wallet);
  for (const game of world.db.gameAccount.findMany({ where: { memberId: { equals: memberId } } })) {
    if (game.amountMinor === 0) continue;
    world.db.gameAccount.update({ where: { id: { equals: game.id } }, data: { amountMinor: 0 } });
  }
  writeStatement(world, memberId, {
    type: 'finish_bonus',
    status: 'SUCCESS',
    from: WALLET_CODE,
    to: SYSTEM_END,
    amountMinor: total,
    source:
      holding.kind === 'bonus'
        ? { kind: 'bonus', description: holding.definition.name }
        : { kind: 'promotion', description: holding.code },
  });
}

/**
 * After a withdrawal while a bonus or promotion is held: the holding ends and the balance the withdrawal
 * left (wallet and games) is forfeited. Nothing happens when nothing is held.
 */
export function endHoldingAfterWithdrawal(world: World, memberId: string): void {
  const holding = activeHolding(world, memberId);
  if (!holding) return;
  endHolding(world, holding);
  forfeitBalances(world, memberId, holding);
}

// ---------- bonuses ----------

export function bonusList(world: World, memberId: string): Bonus[] {
  return world.scenario.bonuses.map((definition): Bonus => {
    const row = userBonusRow(world, memberId, definition.code);
    return {
      code: definition.code,
      name: definition.name,
      type: definition.type,
      maxReceived: definition.maxReceived,
      percentFail: definition.percentFail,
      amount: toMajor(toMinor(definition.amount)),
      banners: definition.banners,
      notice: definition.notice,
      userBonus: row ? userBonusOf(row) : null,
    };
  });
}

/**
 * Receives a bonus: the site's quota of it must not be used up (BONUS_FULL), the member must hold nothing else,
 * and the bonus must not be received up to its limit. Asking again for the bonus already held answers it as it is (the modal's confirm button), crediting nothing.
 */
export function activateBonus(world: World, memberId: string, code: string): UserBonus {
  const definition = world.scenario.bonuses.find((b) => b.code === code);
  if (!definition) fail('NO_DATA');
  const holding = activeHolding(world, memberId);
  if (holding?.kind === 'bonus' && holding.definition.code === code) return userBonusOf(holding.row);
  // Full for the whole site is the bonus's state, whatever else the member holds: said before that.
  if (definition.quota && quotaTaken(world, definition) >= definition.quota.total) fail('BONUS_FULL');
  if (holding) fail('BONUS_ALREADY_ACTIVE');
  const now = world.clock.now();
  const existing = userBonusRow(world, memberId, code);
  if (existing && isBonusMaxed(definition, existing.received, now)) fail('BONUS_MAX_CLAIMED');

  const row = existing
    ? (world.db.userBonus.update({
        where: { id: { equals: existing.id } },
        data: { isActive: true, received: [...existing.received, now] },
      }) as UserBonusRow)
    : world.db.userBonus.create({ id: world.nextId('ub'), memberId, bonusCode: code, isActive: true, received: [now] });
  creditWallet(world, memberId, toMinor(definition.amount), {
    type: 'bonus',
    from: SYSTEM_END,
    to: WALLET_CODE,
    source: { kind: 'bonus', description: definition.name },
  });
  startTurnover(world, memberId, definition);
  return userBonusOf(row);
}

/** How much of a bonus's site-wide quota is taken: before the world began, and every receipt in it. */
function quotaTaken(world: World, definition: BonusDefinition): number {
  const rows = world.db.userBonus.findMany({ where: { bonusCode: { equals: definition.code } } });
  return (definition.quota?.taken ?? 0) + rows.reduce((sum, row) => sum + row.received.length, 0);
}

/** Whether something is held, and its type: the bonus's limit, day or week, or 'promotion'. */
export function activeCheck(world: World, memberId: string): ActiveBonusCheck {
  const holding = activeHolding(world, memberId);
  if (!holding) return { status: false, type: null };
  return { status: true, type: holding.kind === 'bonus' ? holding.definition.type : 'promotion' };
}

/** Wallet plus every game balance of the member, minor units. */
export function totalBalanceMinor(world: World, memberId: string): number {
  const games = world.db.gameAccount.findMany({ where: { memberId: { equals: memberId } } });
  return currentMember(world, memberId).walletMinor + games.reduce((sum, game) => sum + game.amountMinor, 0);
}

/**
 * Ends the active bonus or promotion. Refused while wallet plus games is at or above the threshold; below
 * it, what is left is forfeited: taken from the wallet and every game account in one finish_bonus entry.
 */
export function clearBonus(world: World, memberId: string): void {
  const holding = activeHolding(world, memberId);
  if (!holding) fail('NO_DATA');
  if (totalBalanceMinor(world, memberId) >= toMinor(world.scenario.site.bonusClearBelow)) fail('BONUS_CONDITION');
  endHolding(world, holding);
  forfeitBalances(world, memberId, holding);
}

export function bonusMinimum(world: World): { minimum: number } {
  return { minimum: toMajor(toMinor(world.scenario.site.bonusClearBelow)) };
}

// ---------- promotions ----------

function promotionOf(definition: PromotionDefinition): Promotion {
  return {
    code: definition.code,
    percentFail: definition.percentFail,
    description: definition.description,
    amount: toMajor(toMinor(definition.amount)),
  };
}

/** Promotion codes are upper case; the member may type them in any case. */
function findPromotionDefinition(world: World, code: string): PromotionDefinition | null {
  const wanted = code.trim().toUpperCase();
  return world.scenario.promotions.find((p) => p.code.toUpperCase() === wanted) ?? null;
}

export function findPromotion(world: World, code: string): Promotion {
  const definition = findPromotionDefinition(world, code);
  if (!definition) fail('NO_PROMOTION');
  return promotionOf(definition);
}

export function currentPromotion(world: World, memberId: string): { promotion: Promotion | null } {
  const holding = activeHolding(world, memberId);
  if (holding?.kind !== 'promotion' || !holding.definition) return { promotion: null };
  return { promotion: promotionOf(holding.definition) };
}

/** Receives a promotion: once per member, and only when no bonus or promotion is active. */
export function activatePromotion(world: World, memberId: string, code: string): void {
  const definition = findPromotionDefinition(world, code);
  if (!definition) fail('NO_PROMOTION');
  const used = world.db.promotionUse.findFirst({
    where: { memberId: { equals: memberId }, code: { equals: definition.code } },
  });
  if (used) fail('PROMOTION_RECEIVED');
  if (hasActiveBonus(world, memberId)) fail('BONUS_ALREADY_ACTIVE');
  world.db.promotionUse.create({
    id: world.nextId('pu'),
    memberId,
    code: definition.code,
    isActive: true,
    createdAt: world.clock.now(),
  });
  creditWallet(world, memberId, toMinor(definition.amount), {
    type: 'bonus',
    from: SYSTEM_END,
    to: WALLET_CODE,
    source: { kind: 'promotion', description: definition.code },
  });
  startTurnover(world, memberId, definition);
}
