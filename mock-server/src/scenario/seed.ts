import { REPLAY_CLOCK_DEFAULT } from '@portal/contract/admin-schemas';
import type { WorldStart } from '@portal/contract/admin';
import { MINUTE } from '../world/clock.js';
import { armOutcome, parseOutcome } from '../domain/outcomes.js';
import { gameAccountId, gameUsername } from '../domain/game-accounts.js';
import { fnv1aText } from '../domain/hash.js';
import { pickSlipOutcome } from '../domain/slip-verdict.js';
import { toMinor } from '../world/money.js';
import { scenarios } from '../../../scenarios/index.js';
import { addFault } from '../core/faults.js';
import { runPending } from '../domain/pending.js';
import type { ScenarioDefinition } from './scenario.js';
import { createWorld, type ReplayStart, type World } from '../world/world.js';

/**
 * Fills a new world's database from its scenario and arms its outcomes. What the scenario seeds in
 * progress settles by the clock like what members start: deposits timing.depositSeconds, withdrawals
 * timing.withdrawSeconds and slips timing.slipSeconds after the world starts.
 */
export function seedWorld(world: World): void {
  const { db, scenario } = world;
  const now = world.clock.origin;
  const ago = (minutes: number) => now - minutes * MINUTE;
  const after = (seconds: number) => now + seconds * 1000;

  for (const input of scenario.outcomes ?? []) {
    const parsed = parseOutcome(input);
    if (!parsed.success) throw new Error(`scenario ${scenario.name}: outcome ${JSON.stringify(input)} is invalid`);
    armOutcome(world, parsed.data);
  }

  for (const voucher of scenario.giftVouchers) {
    db.giftVoucher.create({ voucher: voucher.voucher, amountMinor: toMinor(voucher.amount), usedBy: null });
  }

  for (const phone of scenario.verifiedPhones ?? []) {
    db.otp.create({
      token: world.nextId('otp'),
      phone,
      ref: 'PRE',
      code: '',
      createdAt: ago(60),
      expiresAt: ago(55),
      attempts: 0,
      verified: true,
    });
  }

  for (const seed of scenario.members) {
    db.member.create({
      id: seed.id,
      phone: seed.phone,
      password: seed.password,
      name: seed.name,
      createdAt: ago(seed.createdMinutesAgo),
      coin: seed.coin,
      bankCode: seed.bank.code,
      bankAccountName: seed.bank.accountName,
      bankAccountNo: seed.bank.accountNo,
      currency: seed.currency ?? scenario.site.defaultCurrency,
      sourceCode: '',
      inviterId: seed.inviterId ?? null,
      active: seed.active ?? true,
      walletMinor: toMinor(seed.wallet),
      inviteBonusMinor: toMinor(seed.invite?.amount ?? 0),
      inviteSuccess: seed.invite?.success ?? 0,
      inviteFail: seed.invite?.fail ?? 0,
      lossSinceRefundMinor: toMinor(seed.lossSinceRefund ?? 0),
      inviteNetLossMinor: 0,
      inviteSharedMinor: 0,
    });
    for (const game of scenario.games) {
      const state = seed.games?.[game.code];
      db.gameAccount.create({
        id: gameAccountId(seed.id, game.code),
        memberId: seed.id,
        code: game.code,
        isActive: state?.active ?? false,
        amountMinor: toMinor(state?.amount ?? 0),
        username: gameUsername(seed.phone, game.code),
        password: `Pw${seed.id.slice(-4)}${game.code.length}x`,
      });
    }
    for (const entry of seed.statements ?? []) {
      const id = world.nextId('st');
      db.statement.create({
        id,
        memberId: seed.id,
        statementType: entry.type,
        status: entry.status,
        from: entry.from,
        to: entry.to,
        amountMinor: toMinor(entry.amount),
        createdAt: ago(entry.minutesAgo),
        source: entry.source?.kind ?? null,
        description: entry.source?.description ?? null,
      });
      if (entry.status !== 'IN_PROGRESS') continue;
      const amountMinor = toMinor(entry.amount);
      const verdict = entry.settlesAs ?? 'SUCCESS';
      const settling = { memberId: seed.id, statementId: id, amountMinor, status: verdict };
      if (entry.type === 'deposit')
        world.schedule({ kind: 'deposit', at: after(scenario.timing.depositSeconds), ...settling });
      if (entry.type === 'withdraw')
        world.schedule({ kind: 'withdrawal', at: after(scenario.timing.withdrawSeconds), ...settling });
    }
    for (const slip of seed.slips ?? []) {
      const id = world.nextId('sl');
      db.slip.create({
        id,
        memberId: seed.id,
        createdAt: ago(slip.minutesAgo),
        amountMinor: toMinor(slip.amount),
        status: slip.status,
        note: slip.note ?? null,
        reference: slip.reference,
        fileName: `${slip.reference}.png`,
      });
      if (slip.status !== 'IN_PROGRESS') continue;
      const verdict = slip.verdict ?? pickSlipOutcome(scenario.slipOutcomes, fnv1aText(slip.reference));
      world.schedule({
        kind: 'slip',
        at: after(scenario.timing.slipSeconds),
        memberId: seed.id,
        slipId: id,
        outcome: verdict,
      });
    }
    for (const bonus of seed.bonuses ?? []) {
      db.userBonus.create({
        id: world.nextId('ub'),
        memberId: seed.id,
        bonusCode: bonus.code,
        isActive: bonus.active,
        received: bonus.receivedMinutesAgo.map(ago),
      });
    }
    for (const code of seed.promotionsUsed ?? []) {
      db.promotionUse.create({
        id: world.nextId('pu'),
        memberId: seed.id,
        code,
        isActive: false,
        createdAt: ago(60 * 24),
      });
    }
    for (const invite of seed.invites ?? []) {
      db.invite.create({
        id: world.nextId('iv'),
        memberId: seed.id,
        fromName: invite.fromName,
        amountMinor: toMinor(invite.amount),
        createdAt: ago(invite.minutesAgo),
      });
    }
    for (const refund of seed.refunds ?? []) {
      db.refund.create({
        id: world.nextId('rf'),
        memberId: seed.id,
        refundAmountMinor: toMinor(refund.amount),
        createdAt: ago(refund.minutesAgo),
        addedToWallet: refund.addedToWallet,
      });
    }
    for (const coupon of seed.coupons ?? []) {
      db.coupon.create({
        id: world.nextId('cp'),
        memberId: seed.id,
        sliceCode: coupon.sliceCode,
        amountMinor: toMinor(coupon.amount),
        status: coupon.status,
        createdAt: ago(coupon.minutesAgo),
        expiredAt: ago(coupon.minutesAgo) + coupon.expiresInMinutes * MINUTE,
      });
    }
    for (const message of seed.chat ?? []) {
      db.chatMessage.create({
        id: world.nextId('cm'),
        owner: seed.id,
        sender: message.sender,
        messageJson: JSON.stringify(message.message),
        userId: seed.id,
        guestId: null,
        username: seed.phone,
        name: message.sender === 'customer' ? seed.name : 'Support',
        deviceToken: null,
        createdAt: ago(message.minutesAgo),
        sessionId: message.sessionId,
        read: message.read ?? true,
        clientId: null,
      });
    }
  }
}

/**
 * The world a scenario starts with at `now` (default: the real time), or as `replay` starts it: its members,
 * data, outcomes and faults. `empty`: without them (a saved world is loaded into it, snapshot.ts).
 */
export function buildWorld(
  scenario: ScenarioDefinition,
  options: { now?: number; replay?: ReplayStart | null; empty?: boolean } = {},
): World {
  const world = createWorld(scenario, {
    now: options.now,
    replay: options.replay ?? undefined,
    settleEvent: runPending,
  });
  if (options.empty) return world;
  seedWorld(world);
  scenario.faults?.forEach((fault) => addFault(world.faults, fault));
  return world;
}

/** A scenario by its name (throws on an unknown one, naming the known). */
export function scenarioByName(name: string) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`unknown scenario "${name}"; known: ${Object.keys(scenarios).join(', ')}`);
  return scenario;
}

/**
 * The replayable start QA names (`seed`, `clock`; either makes the world replayable), for the scenario: the
 * clock at `clock` or REPLAY_CLOCK_DEFAULT, the draws from `seed` or the scenario's own. Null when neither is named.
 */
export function replayStart(scenario: ScenarioDefinition, start: WorldStart): ReplayStart | null {
  if (start.seed === undefined && start.clock === undefined) return null;
  return { seed: start.seed ?? scenario.seed ?? 1, at: Date.parse(start.clock ?? REPLAY_CLOCK_DEFAULT) };
}
