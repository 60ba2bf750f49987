import { WALLET_CODE } from '@portal/contract/constants';
import type { StatementEntry } from '@portal/contract/schemas';
import { toMajor, toMinor } from '../world/money.js';
import type { SlipOutcome } from '../scenario/scenario.js';
import type { Member, World } from '../world/world.js';

/**
 * The one place money moves and statements are written. Every change to a wallet or a game balance goes
 * through here with the statement entry that explains it, so the ledger and the balances never disagree.
 */

export type StatementType = StatementEntry['statementType'];
export type StatementStatus = StatementEntry['status'];
export type SourceKind = 'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw';

export interface StatementInput {
  type: StatementType;
  status: StatementStatus;
  from: string;
  to: string;
  amountMinor: number;
  source?: { kind: SourceKind; description: string };
}

/** The member as stored now (a request's member object may predate a change made earlier in the request). */
export function currentMember(world: World, id: string): Member {
  const member = world.db.member.findFirst({ where: { id: { equals: id } } });
  if (!member) throw new Error(`member ${id} vanished`);
  return member;
}

export function writeStatement(world: World, memberId: string, input: StatementInput): string {
  const id = world.nextId('st');
  world.db.statement.create({
    id,
    memberId,
    statementType: input.type,
    status: input.status,
    from: input.from,
    to: input.to,
    amountMinor: input.amountMinor,
    createdAt: world.clock.now(),
    source: input.source?.kind ?? null,
    description: input.source?.description ?? null,
  });
  return id;
}

export function setStatementStatus(world: World, id: string, status: StatementStatus): void {
  world.db.statement.update({ where: { id: { equals: id } }, data: { status } });
}

/** Adds (or with a negative amount, takes) money from the wallet; never lets it go below zero. */
export function moveWallet(world: World, memberId: string, deltaMinor: number): number {
  const member = currentMember(world, memberId);
  const next = member.walletMinor + deltaMinor;
  if (!Number.isInteger(deltaMinor) || next < 0) throw new Error(`wallet of ${memberId} would be ${next}`);
  world.db.member.update({ where: { id: { equals: memberId } }, data: { walletMinor: next } });
  return next;
}

/** Credits the wallet and writes the successful statement entry that explains it. */
export function creditWallet(
  world: World,
  memberId: string,
  amountMinor: number,
  statement: Omit<StatementInput, 'amountMinor' | 'status'>,
): number {
  const wallet = moveWallet(world, memberId, amountMinor);
  writeStatement(world, memberId, { ...statement, amountMinor, status: 'SUCCESS' });
  return wallet;
}

export function walletAmount(world: World, memberId: string): { amount: number } {
  return { amount: toMajor(currentMember(world, memberId).walletMinor) };
}

// ---------- settling what was in progress ----------

/** A deposit in progress is confirmed (credited, its entry SUCCESS) or fails (never credited, FAILED). */
export function settleDeposit(
  world: World,
  memberId: string,
  statementId: string,
  amountMinor: number,
  status: 'SUCCESS' | 'FAILED',
): void {
  if (status === 'SUCCESS') moveWallet(world, memberId, amountMinor);
  setStatementStatus(world, statementId, status);
}

/**
 * A withdrawal in progress, debited when it was asked for, is paid out (SUCCESS) or fails: the bank refused
 * it, so the money returns to the wallet and the entry reads FAILED.
 */
export function settleWithdrawal(
  world: World,
  memberId: string,
  statementId: string,
  amountMinor: number,
  status: 'SUCCESS' | 'FAILED',
): void {
  if (status === 'FAILED') moveWallet(world, memberId, amountMinor);
  setStatementStatus(world, statementId, status);
}

/** A slip is read: SUCCESS credits its amount with a deposit entry from SLIP; FAILED keeps the reason code. */
export function settleSlip(world: World, memberId: string, slipId: string, outcome: SlipOutcome): void {
  if (outcome.status === 'SUCCESS') {
    const amountMinor = toMinor(outcome.amount);
    world.db.slip.update({ where: { id: { equals: slipId } }, data: { status: 'SUCCESS', amountMinor } });
    creditWallet(world, memberId, amountMinor, { type: 'deposit', from: 'SLIP', to: WALLET_CODE });
  } else {
    world.db.slip.update({ where: { id: { equals: slipId } }, data: { status: 'FAILED', note: outcome.note } });
  }
}
