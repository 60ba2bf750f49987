import { MINUTE } from '../world/clock.js';
import {
  TRANSFER_MINIMUM,
  TRUE_WALLET_MINIMUM,
  UPLOAD_LIMITS,
  UPLOAD_STORE,
  WALLET_CODE,
} from '@portal/contract/constants';
import type { ErrorCode } from '@portal/contract/errors';
import { decryptGiftLink } from '@portal/contract/gift-link';
import { giftVoucherOf } from '@portal/contract/gift-link-pattern';
import type { Currency } from '@portal/contract/constants';
import type { Balances, GameAccount, GameCredentials, Slip, WalletResponse } from '@portal/contract/schemas';
import { ApiError, fail } from './api-error.js';
import { hasCents, toMajor, toMinor } from '../world/money.js';
import type { GameDefinition } from '../scenario/scenario.js';
import { gameAccountId, gameUsername } from './game-accounts.js';
import type { UploadedFile, World } from '../world/world.js';
import { profileOf } from './account.js';
import { endHoldingAfterWithdrawal, turnoverLeftMinor } from './bonus.js';
import { creditWallet, currentMember, moveWallet, walletAmount, writeStatement } from './ledger.js';
import { slipUploadOpen } from './lookup.js';
import { takeOutcome } from './outcomes.js';
import { takeAll, type RateLimit } from './limits.js';
import { judgeSlip } from './slip-verdict.js';
import { storeUpload } from './uploads.js';

/**
 * The wallet and the game accounts: opening accounts, moving money between the wallet and the games,
 * deposits (manual announcement, slip, True Wallet gift link) and withdrawals. Every rule runs inside one
 * synchronous call, so a transfer checks and moves the money atomically; every movement goes through the
 * ledger with the statement entry that explains it.
 */

type GameAccountRecord = NonNullable<ReturnType<World['db']['gameAccount']['findFirst']>>;
type SlipRecord = NonNullable<ReturnType<World['db']['slip']['findFirst']>>;

// ---------- game accounts ----------

export function gameDefinition(world: World, code: string): GameDefinition | undefined {
  return world.scenario.games.find((game) => game.code === code);
}

export function gameAccountOf(world: World, memberId: string, code: string): GameAccountRecord | null {
  return world.db.gameAccount.findFirst({ where: { id: { equals: gameAccountId(memberId, code) } } });
}

function randomPassword(world: World): string {
  return `Pw${world.unguessable.hex(4)}`;
}

/** The member's account of a game of the scenario (created closed when the game came after the member). */
function accountOrNoGame(world: World, memberId: string, code: string): GameAccountRecord {
  if (!gameDefinition(world, code)) fail('NO_GAME');
  const found = gameAccountOf(world, memberId, code);
  if (found) return found;
  const member = currentMember(world, memberId);
  const created = world.db.gameAccount.create({
    id: gameAccountId(memberId, code),
    memberId,
    code,
    isActive: false,
    amountMinor: 0,
    username: gameUsername(member.phone, code),
    password: randomPassword(world),
  });
  return created;
}

/** NO_GAME for a code the site does not have, SLOT_NO_ACCOUNT while the member's account is not open. */
export function activeAccount(world: World, memberId: string, code: string): GameAccountRecord {
  const account = accountOrNoGame(world, memberId, code);
  if (!account.isActive) fail('SLOT_NO_ACCOUNT');
  return account;
}

export function toGameAccount(game: GameDefinition, account: GameAccountRecord | null): GameAccount {
  return {
    code: game.code,
    name: game.name,
    category: game.category,
    isActive: account?.isActive ?? false,
    amount: toMajor(account?.amountMinor ?? 0),
    ftWalletSlot: game.ftWalletSlot,
    background: game.background,
    logo: game.logo,
    url: game.url,
    android: game.android,
    ios: game.ios,
    autoLoginGame: game.autoLoginGame,
  };
}

/** Every game account of the member, in the order of the scenario's games. */
export function slotsOf(world: World, memberId: string): GameAccount[] {
  const accounts = new Map(
    world.db.gameAccount.findMany({ where: { memberId: { equals: memberId } } }).map((a) => [a.code, a]),
  );
  return world.scenario.games.map((game) => toGameAccount(game, accounts.get(game.code) ?? null));
}

/** The wallet answer; it depends on the data alone, so it is computed once per world revision. */
export function walletOf(world: World, memberId: string): WalletResponse {
  return world.memo(`wallet:${memberId}`, () => {
    const member = currentMember(world, memberId);
    return {
      ...profileOf(world, member),
      wallet: { amount: toMajor(member.walletMinor), currency: member.currency as Currency },
      invite: { amount: toMajor(member.inviteBonusMinor), success: member.inviteSuccess, fail: member.inviteFail },
      slots: slotsOf(world, memberId),
    };
  });
}

export function activateSlot(world: World, memberId: string, code: string): GameAccount {
  const account = accountOrNoGame(world, memberId, code);
  if (account.isActive) fail('SLOT_ALREADY_ACTIVE');
  const updated = world.db.gameAccount.update({ where: { id: { equals: account.id } }, data: { isActive: true } });
  return toGameAccount(gameDefinition(world, code) as GameDefinition, updated);
}

export function slotCredentials(world: World, memberId: string, code: string): GameCredentials {
  const account = activeAccount(world, memberId, code);
  return { username: account.username, password: account.password, event: gameDefinition(world, code)?.event ?? null };
}

export function resetSlotPassword(world: World, memberId: string, code: string): void {
  const account = activeAccount(world, memberId, code);
  let password = randomPassword(world);
  while (password === account.password) password = randomPassword(world);
  world.db.gameAccount.update({ where: { id: { equals: account.id } }, data: { password } });
}

/** Adds to (or takes from) a game balance; never lets it go below zero. */
function moveGame(world: World, accountId: string, deltaMinor: number): number {
  const account = world.db.gameAccount.findFirst({ where: { id: { equals: accountId } } });
  if (!account) throw new Error(`game account ${accountId} vanished`);
  const next = account.amountMinor + deltaMinor;
  if (!Number.isInteger(deltaMinor) || next < 0) throw new Error(`game account ${accountId} would be ${next}`);
  world.db.gameAccount.update({ where: { id: { equals: accountId } }, data: { amountMinor: next } });
  return next;
}

// ---------- amounts ----------

function invalidAmount(): never {
  throw new ApiError('KEY_INVALID', [{ path: 'body.amount', issue: 'invalid' }]);
}

/**
 * A request amount in minor units: below the minimum answers `belowCode`; more than two decimals (or an
 * amount too large to count exactly) answers KEY_INVALID on body.amount.
 */
function amountMinorOf(amount: number, minimum: number, belowCode: ErrorCode): number {
  if (amount < minimum) fail(belowCode);
  if (!hasCents(amount)) invalidAmount();
  const minor = toMinor(amount);
  if (!Number.isSafeInteger(minor)) invalidAmount();
  return minor;
}

// ---------- deposit announcement ----------

/**
 * A manual bank deposit: in progress now, credited when the bank confirms (timing.depositSeconds), or,
 * with a deposit outcome armed, FAILED then and never credited.
 */
export function announceDeposit(world: World, memberId: string, amount: number) {
  const amountMinor = amountMinorOf(amount, TRANSFER_MINIMUM, 'TRANSFER_MINIMUM');
  const member = currentMember(world, memberId);
  const id = writeStatement(world, memberId, {
    type: 'deposit',
    status: 'IN_PROGRESS',
    from: member.bankCode,
    to: WALLET_CODE,
    amountMinor,
  });
  const verdict = takeOutcome(world, 'deposit') ? 'FAILED' : 'SUCCESS';
  world.schedule({
    kind: 'deposit',
    at: world.clock.now() + world.scenario.timing.depositSeconds * 1000,
    memberId,
    statementId: id,
    amountMinor,
    status: verdict,
  });
  return {
    message: 'SUCCESS' as const,
    deposit: { _id: id, amount: toMajor(amountMinor), status: 'IN_PROGRESS' as const },
  };
}

// ---------- transfers ----------

/**
 * The game provider refuses money into a game when a transfer outcome is armed for it (spec §8:
 * TRANSFER_FAIL, funds returned to the wallet): the money leaves the wallet, comes back, and a FAILED
 * transfer entry records the attempt. Answers whether it refused.
 */
function providerRefuses(world: World, memberId: string, account: GameAccountRecord, amountMinor: number): boolean {
  const armed = takeOutcome(world, 'transfer', (o) => o.slotCode === undefined || o.slotCode === account.code);
  if (!armed) return false;
  moveWallet(world, memberId, -amountMinor);
  writeStatement(world, memberId, {
    type: 'transfer',
    status: 'FAILED',
    from: WALLET_CODE,
    to: account.code,
    amountMinor,
  });
  moveWallet(world, memberId, amountMinor);
  return true;
}

/** The same end twice, or no wallet end: the client should never send it (spec §5 canNotTransferMsg). */
function invalidTransferEnds(): never {
  throw new ApiError('KEY_INVALID', [{ path: 'body.to', issue: 'invalid' }]);
}

/**
 * Moves money between the wallet and one game account. Refused, with nothing moved: the same end twice or
 * no wallet end (KEY_INVALID on body.to), a game the site lacks (NO_GAME), an account not open
 * (SLOT_NO_ACCOUNT), below the transfer minimum (TRANSFER_MINIMUM), more than two decimals (KEY_INVALID),
 * more than the source holds (MONEY_NOT_ENOUGH). Into a game, the provider may refuse (TRANSFER_FAIL).
 */
export function transfer(world: World, memberId: string, from: string, to: string, amount: number): Balances {
  if (from === to || (from !== WALLET_CODE && to !== WALLET_CODE)) invalidTransferEnds();
  const toGame = from === WALLET_CODE;
  const account = activeAccount(world, memberId, toGame ? to : from);
  const amountMinor = amountMinorOf(amount, TRANSFER_MINIMUM, 'TRANSFER_MINIMUM');
  const available = toGame ? currentMember(world, memberId).walletMinor : account.amountMinor;
  if (amountMinor > available) fail('MONEY_NOT_ENOUGH');
  if (toGame && providerRefuses(world, memberId, account, amountMinor)) fail('TRANSFER_FAIL');
  return moveBetween(world, memberId, account, toGame ? amountMinor : -amountMinor);
}

/** Moves `towardsGameMinor` from the wallet to the account (negative: from the account to the wallet). */
function moveBetween(world: World, memberId: string, account: GameAccountRecord, towardsGameMinor: number): Balances {
  const toGame = towardsGameMinor > 0;
  const amountMinor = Math.abs(towardsGameMinor);
  moveWallet(world, memberId, -towardsGameMinor);
  const game = moveGame(world, account.id, towardsGameMinor);
  writeStatement(world, memberId, {
    type: 'transfer',
    status: 'SUCCESS',
    from: toGame ? WALLET_CODE : account.code,
    to: toGame ? account.code : WALLET_CODE,
    amountMinor,
  });
  return {
    message: 'SUCCESS',
    wallet: walletAmount(world, memberId),
    slots: [{ code: account.code, amount: toMajor(game) }],
  };
}

/**
 * The whole wallet to one game account: an empty wallet answers MONEY_NOT_ENOUGH, less than the minimum
 * TRANSFER_MINIMUM; the provider may refuse (TRANSFER_FAIL, the wallet unchanged).
 */
export function transferAll(world: World, memberId: string, to: string): Balances {
  const account = activeAccount(world, memberId, to);
  const walletMinor = currentMember(world, memberId).walletMinor;
  if (walletMinor <= 0) fail('MONEY_NOT_ENOUGH');
  if (walletMinor < toMinor(TRANSFER_MINIMUM)) fail('TRANSFER_MINIMUM');
  if (providerRefuses(world, memberId, account, walletMinor)) fail('TRANSFER_FAIL');
  return moveBetween(world, memberId, account, walletMinor);
}

// ---------- withdrawals ----------

function withdrawRules(world: World, memberId: string, amount: number): number {
  const { min, max } = world.scenario.site.withdraw;
  const amountMinor = amountMinorOf(amount, min, 'WITHDRAW_MINIMUM');
  if (amountMinor > toMinor(max)) fail('WITHDRAW_MAXIMUM');
  if (!currentMember(world, memberId).bankCode) fail('NO_BANK');
  return amountMinor;
}

/**
 * Debits the wallet now (the money is on its way) and pays out after timing.withdrawSeconds; with a
 * withdraw outcome armed, the payout fails then and the money returns to the wallet. With a bonus or
 * promotion held, the withdrawal ends it and forfeits the balance it leaves (bonus.ts).
 */
function payOut(world: World, memberId: string, amountMinor: number) {
  const member = currentMember(world, memberId);
  moveWallet(world, memberId, -amountMinor);
  const id = writeStatement(world, memberId, {
    type: 'withdraw',
    status: 'IN_PROGRESS',
    from: WALLET_CODE,
    to: member.bankCode,
    amountMinor,
  });
  const verdict = takeOutcome(world, 'withdraw') ? 'FAILED' : 'SUCCESS';
  world.schedule({
    kind: 'withdrawal',
    at: world.clock.now() + world.scenario.timing.withdrawSeconds * 1000,
    memberId,
    statementId: id,
    amountMinor,
    status: verdict,
  });
  endHoldingAfterWithdrawal(world, memberId);
  return {
    message: 'SUCCESS' as const,
    wallet: walletAmount(world, memberId),
    withdrawal: { _id: id, amount: toMajor(amountMinor), status: 'IN_PROGRESS' as const },
  };
}

/** With a bonus or promotion held, no withdrawal before its turnover is played (BONUS_TURNOVER). */
function requireTurnoverPlayed(world: World, memberId: string): void {
  if (turnoverLeftMinor(world, memberId) > 0) fail('BONUS_TURNOVER');
}

/**
 * Below site.withdraw.min WITHDRAW_MINIMUM, above its max WITHDRAW_MAXIMUM, above the wallet
 * MONEY_NOT_ENOUGH, a bonus's turnover not yet played BONUS_TURNOVER.
 */
export function withdraw(world: World, memberId: string, amount: number) {
  const amountMinor = withdrawRules(world, memberId, amount);
  if (amountMinor > currentMember(world, memberId).walletMinor) fail('MONEY_NOT_ENOUGH');
  requireTurnoverPlayed(world, memberId);
  return payOut(world, memberId, amountMinor);
}

/**
 * Brings every open game balance back to the wallet (a transfer entry each), then withdraws the amount.
 * The rules are checked against wallet plus games first, so a refused call moves nothing.
 */
export function withdrawAll(world: World, memberId: string, amount: number) {
  const amountMinor = withdrawRules(world, memberId, amount);
  const accounts = world.db.gameAccount
    .findMany({ where: { memberId: { equals: memberId }, isActive: { equals: true } } })
    .filter((account) => account.amountMinor > 0);
  const total =
    currentMember(world, memberId).walletMinor + accounts.reduce((sum, account) => sum + account.amountMinor, 0);
  if (amountMinor > total) fail('MONEY_NOT_ENOUGH');
  requireTurnoverPlayed(world, memberId);
  const order = world.scenario.games.map((game) => game.code);
  accounts
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
    .forEach((account) => moveBetween(world, memberId, account, -account.amountMinor));
  return payOut(world, memberId, amountMinor);
}

// ---------- slips ----------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(buffer: Uint8Array, signature: number[]): boolean {
  return buffer.length >= signature.length && signature.every((byte, i) => buffer[i] === byte);
}

export function slipLink(world: World, slip: SlipRecord): string {
  return world.files.has(slip.fileName)
    ? `/mock-assets/uploads/${slip.fileName}`
    : `/mock-assets/slips/${slip.reference}.svg`;
}

export function toSlip(world: World, slip: SlipRecord): Slip {
  return {
    _id: slip.id,
    createdAt: new Date(slip.createdAt).toISOString(),
    amount: toMajor(slip.amountMinor),
    status: slip.status as Slip['status'],
    note: (slip.note ?? null) as Slip['note'],
    link: slipLink(world, slip),
    reference: slip.reference,
  };
}

function nextSlipReference(world: World): string {
  const day = new Date(world.clock.now() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  let n = world.db.slip.count() + 1;
  let reference = `SL${day}${String(n).padStart(4, '0')}`;
  while (world.db.slip.findFirst({ where: { reference: { equals: reference } } })) {
    n += 1;
    reference = `SL${day}${String(n).padStart(4, '0')}`;
  }
  return reference;
}

/** Slip uploads a member may make in a minute (REQUEST_LIMIT beyond). */
export const SLIP_RATE: RateLimit = { max: UPLOAD_STORE.slipsPerMinute, windowMs: MINUTE };

/**
 * A slip image: png or jpeg by type and by its first bytes, while the daily window is open. The slip is
 * in progress at 0 until it is read (timing.slipSeconds later), then takes the verdict its image gives
 * (slip-verdict.ts): SUCCESS credits the amount with a deposit entry from SLIP, FAILED carries the reason
 * code in `note`.
 */
export function uploadSlip(world: World, memberId: string, file: UploadedFile | null) {
  if (!file) fail('SLIP_NO_FILE');
  const typeOk = (UPLOAD_LIMITS.slipMimeTypes as readonly string[]).includes(file.mimeType.toLowerCase());
  if (!typeOk || !(startsWith(file.buffer, PNG_SIGNATURE) || startsWith(file.buffer, JPEG_SIGNATURE)))
    fail('SLIP_INVALID_FILE');
  if (!slipUploadOpen(world)) fail('SLIP_CLOSED');
  // Each slip is a file kept and a verdict that may credit money: a member sends a few a minute, not thousands.
  takeAll(world, [[`slip:member:${memberId}`, SLIP_RATE]], 'REQUEST_LIMIT');

  const mimeType = startsWith(file.buffer, PNG_SIGNATURE) ? 'image/png' : 'image/jpeg';
  const fileId = storeUpload(world, {
    mimeType,
    buffer: file.buffer,
    name: file.originalName || `slip.${mimeType === 'image/png' ? 'png' : 'jpg'}`,
  });
  const id = world.nextId('sl');
  const slip = world.db.slip.create({
    id,
    memberId,
    createdAt: world.clock.now(),
    amountMinor: 0,
    status: 'IN_PROGRESS',
    note: null,
    reference: nextSlipReference(world),
    fileName: fileId,
  });

  const verdict = judgeSlip(world, file.buffer);
  world.schedule({
    kind: 'slip',
    at: world.clock.now() + world.scenario.timing.slipSeconds * 1000,
    memberId,
    slipId: id,
    outcome: verdict,
  });
  return { message: 'SUCCESS' as const, slip: toSlip(world, slip) };
}

// ---------- True Wallet gift link ----------

/**
 * A True Wallet gift link, AES-encrypted by the client. Not decryptable, not a gift link, an unknown
 * voucher or one under TRUE_WALLET_MINIMUM: TRUELINK_INVALID; used before: TRUELINK_DUPLICATE; the site
 * has no True Wallet account: NO_WALLET. Otherwise the voucher's amount is credited at once.
 */
export function redeemGiftLink(world: World, memberId: string, cipherText: string) {
  const link = decryptGiftLink(cipherText);
  const voucherCode = link ? giftVoucherOf(link) : null;
  if (!voucherCode) fail('TRUELINK_INVALID');
  const voucher = world.db.giftVoucher.findFirst({ where: { voucher: { equals: voucherCode } } });
  if (!voucher) fail('TRUELINK_INVALID');
  if (voucher.usedBy) fail('TRUELINK_DUPLICATE');
  if (voucher.amountMinor < toMinor(TRUE_WALLET_MINIMUM)) fail('TRUELINK_INVALID');
  if (world.scenario.site.deposit.wallets.length === 0) fail('NO_WALLET');
  world.db.giftVoucher.update({ where: { voucher: { equals: voucherCode } }, data: { usedBy: memberId } });
  creditWallet(world, memberId, voucher.amountMinor, { type: 'deposit', from: 'TRUEWALLET', to: WALLET_CODE });
  return { message: 'SUCCESS' as const, amount: toMajor(voucher.amountMinor) };
}
