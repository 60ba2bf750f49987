import { QR_CLOSED_MESSAGES, QR_RULES, WALLET_CODE, type QrProvider } from '@portal/contract/constants';
import type { QrState } from '@portal/contract/schemas';
import { ApiError, fail } from './api-error.js';
import { MINUTE } from '../world/clock.js';
import { hasCents, toMajor, toMinor } from '../world/money.js';
import { seeded } from '../world/seeded.js';
import type { World } from '../world/world.js';
import { fnv1aText } from './hash.js';
import { creditWallet, walletAmount, writeStatement } from './ledger.js';
import { takeOutcome } from './outcomes.js';

/**
 * One-time QR deposits (KBANK, WW, ZAPMAN). A member has at most one open QR per provider: it is payable
 * until `expiresAt` (site.qrMinutes after creation), then reads as no QR. Creating while one is open
 * cancels the open one and creates the new one at the new amount (the member asked for a new QR; paying
 * the old one is then refused). QA pays a QR through POST /__admin/qrcode/:id/pay, which credits the wallet
 * like the provider's callback would. Armed qr outcomes (outcomes.ts) make the provider fail: at creation
 * (QR_FAIL, the open QR kept) or at payment (the QR ends FAILED, nothing credited).
 */

type QrRecord = NonNullable<ReturnType<World['db']['qrcode']['findFirst']>>;

export const QR_MESSAGES = {
  open: 'SUCCESS',
  ...QR_CLOSED_MESSAGES,
  unavailable: (provider: string) => `${provider} QR deposit is not available`,
  minimum: (minimum: number) => `minimum deposit ${minimum}`,
} as const;

// ---------- the QR picture ----------

const SIZE = 25;
const QUIET = 4;

/** A QR-looking 25×25 grid drawn from the id: finder, timing and alignment patterns, data bits seeded by the id. */
export function qrSvg(id: string): string {
  const draw = seeded(fnv1aText(`qr:${id}`));
  const nextBit = () => draw() < 0.5;
  const finder = (x: number, y: number): boolean | null => {
    for (const [fx, fy] of [
      [0, 0],
      [SIZE - 7, 0],
      [0, SIZE - 7],
    ]) {
      const dx = x - fx;
      const dy = y - fy;
      if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
        if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
        return Math.max(Math.abs(dx - 3), Math.abs(dy - 3)) !== 2;
      }
    }
    return null;
  };
  const alignment = (x: number, y: number): boolean | null => {
    const d = Math.max(Math.abs(x - 18), Math.abs(y - 18));
    return d <= 2 ? d !== 1 : null;
  };
  let path = '';
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      let dark = finder(x, y) ?? alignment(x, y);
      if (dark === null && (x === 6 || y === 6)) dark = (x + y) % 2 === 0;
      if (dark === null) dark = nextBit();
      if (dark) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }
  }
  const full = SIZE + 2 * QUIET;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" width="256" height="256" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#ffffff"/><path fill="#000000" d="${path}"/></svg>`
  );
}

// ---------- state ----------

function noQr(message: string): QrState {
  return { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: 0, message };
}

function stateOf(world: World, qr: QrRecord, message: string = QR_MESSAGES.open): QrState {
  return {
    qrcodeId: qr.id,
    hasQrcode: true,
    qrcode: qrSvg(qr.id),
    amount: toMajor(qr.amountMinor),
    expireIn: Math.max(0, Math.ceil((qr.expiresAt - world.clock.now()) / 1000)),
    message,
  };
}

/** An open QR whose deadline has passed becomes EXPIRED (read lazily, and also scheduled at its deadline). */
export function expireIfDue(world: World, qr: QrRecord): QrRecord {
  if (qr.status !== 'OPEN' || qr.expiresAt > world.clock.now()) return qr;
  const updated = world.db.qrcode.update({ where: { id: { equals: qr.id } }, data: { status: 'EXPIRED' } }) as QrRecord;
  return updated;
}

function latestQr(world: World, memberId: string, provider: QrProvider): QrRecord | null {
  const all = world.db.qrcode.findMany({ where: { memberId: { equals: memberId }, provider: { equals: provider } } });
  all.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  return all[0] ? expireIfDue(world, all[0]) : null;
}

function providerEnabled(world: World, provider: QrProvider): boolean {
  return world.scenario.site.qrProviders.includes(provider);
}

/** The member's QR for the provider: the open one, or no QR with why (expired, paid, cancelled, none). */
export function qrState(world: World, memberId: string, provider: QrProvider): QrState {
  if (!providerEnabled(world, provider)) return noQr(QR_MESSAGES.unavailable(provider));
  const qr = latestQr(world, memberId, provider);
  if (!qr) return noQr(QR_MESSAGES.none);
  switch (qr.status) {
    case 'OPEN':
      return stateOf(world, qr);
    case 'EXPIRED':
      return noQr(QR_MESSAGES.expired);
    case 'PAID':
      return noQr(QR_MESSAGES.paid);
    case 'CANCELLED':
      return noQr(QR_MESSAGES.cancelled);
    case 'FAILED':
      return noQr(QR_MESSAGES.failed);
    default:
      return noQr(QR_MESSAGES.none);
  }
}

/**
 * A new one-time QR for the amount. Refused with hasQrcode false and a message (HTTP 200, the client shows
 * the message): a provider the site does not offer, an amount below the provider's minimum. More than two
 * decimals: KEY_INVALID. The provider failing (an armed qr outcome, stage create): QR_FAIL, nothing
 * changed. An open QR for the provider is cancelled and replaced.
 */
export function createQr(world: World, memberId: string, provider: QrProvider, amount: number): QrState {
  if (!providerEnabled(world, provider)) return noQr(QR_MESSAGES.unavailable(provider));
  const { minimum } = QR_RULES[provider];
  if (amount < minimum) return noQr(QR_MESSAGES.minimum(minimum));
  const amountMinor = toMinor(amount);
  if (!hasCents(amount) || !Number.isSafeInteger(amountMinor)) {
    throw new ApiError('KEY_INVALID', [{ path: 'body.amount', issue: 'invalid' }]);
  }
  if (takeOutcome(world, 'qr', (o) => o.stage === 'create' && (o.provider ?? provider) === provider)) fail('QR_FAIL');
  const latest = latestQr(world, memberId, provider);
  if (latest?.status === 'OPEN') {
    world.db.qrcode.update({ where: { id: { equals: latest.id } }, data: { status: 'CANCELLED' } });
  }

  const now = world.clock.now();
  const id = world.nextId('qr');
  const qr = world.db.qrcode.create({
    id,
    memberId,
    provider,
    amountMinor,
    createdAt: now,
    expiresAt: now + world.scenario.site.qrMinutes * MINUTE,
    status: 'OPEN',
  });
  world.schedule({ kind: 'qrExpiry', at: qr.expiresAt, memberId, qrcodeId: id });
  return stateOf(world, qr);
}

/** Cancels the member's QR of that id (NO_DATA when there is none); answers the provider's state after. */
export function cancelQr(world: World, memberId: string, provider: QrProvider, qrcodeId: string): QrState {
  const found = world.db.qrcode.findFirst({
    where: { id: { equals: qrcodeId }, memberId: { equals: memberId }, provider: { equals: provider } },
  });
  if (!found) fail('NO_DATA');
  const qr = expireIfDue(world, found);
  if (qr.status === 'OPEN') {
    world.db.qrcode.update({ where: { id: { equals: qr.id } }, data: { status: 'CANCELLED' } });
  }
  return qrState(world, memberId, provider);
}

/**
 * Pays an open, unexpired QR as the provider would: credits the wallet with a deposit entry from the
 * provider and marks the QR PAID. With a qr outcome armed (stage pay), the payment fails instead: the QR
 * ends FAILED and a FAILED deposit entry is written, with nothing credited. Unknown, expired, cancelled,
 * failed or already paid: NO_DATA.
 */
export function payQrCode(world: World, qrcodeId: string) {
  const found = world.db.qrcode.findFirst({ where: { id: { equals: qrcodeId } } });
  if (!found) fail('NO_DATA');
  const qr = expireIfDue(world, found);
  if (qr.status !== 'OPEN') fail('NO_DATA');
  const provider = qr.provider as QrProvider;
  const failed = takeOutcome(world, 'qr', (o) => o.stage === 'pay' && (o.provider ?? provider) === provider);
  const status = failed ? ('FAILED' as const) : ('PAID' as const);
  world.db.qrcode.update({ where: { id: { equals: qr.id } }, data: { status } });
  const entry = { type: 'deposit' as const, from: qr.provider, to: WALLET_CODE, amountMinor: qr.amountMinor };
  if (failed) writeStatement(world, qr.memberId, { ...entry, status: 'FAILED' });
  else creditWallet(world, qr.memberId, qr.amountMinor, entry);
  return {
    qrcodeId: qr.id,
    status,
    memberId: qr.memberId,
    amount: toMajor(qr.amountMinor),
    wallet: walletAmount(world, qr.memberId),
  };
}
