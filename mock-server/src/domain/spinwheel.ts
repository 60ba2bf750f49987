import { WALLET_CODE } from '@portal/contract/constants';
import type { Coupon } from '@portal/contract/schemas';
import { fail } from './api-error.js';
import { MINUTE } from '../world/clock.js';
import { toMajor, toMinor } from '../world/money.js';
import type { SpinSliceDefinition, SpinwheelDefinition } from '../scenario/scenario.js';
import type { Database, World } from '../world/world.js';
import { SYSTEM_END, hasActiveBonus } from './bonus.js';
import { creditWallet, currentMember } from './ledger.js';

/**
 * The spin wheel (spec §2 Spin wheel, §3 spin entities, §4 Spin, §8 coupon codes). A spin costs one coin;
 * the server picks the slice by the slices' weights with the world's seeded random numbers, so a scenario
 * spins the same way every time. A slice with a prize over 0 wins a coupon, claimable into the wallet until
 * it expires (spinwheel.couponMinutes after the spin).
 */

type CouponRow = NonNullable<ReturnType<Database['coupon']['findFirst']>>;

/** The scenario's wheel while it is switched on (world.flags.spinActive, which starts as spinwheel.active). */
function activeWheel(world: World): SpinwheelDefinition | null {
  const wheel = world.scenario.spinwheel;
  return wheel && world.flags.spinActive && wheel.slices.length > 0 ? wheel : null;
}

export function isSpinActive(world: World): boolean {
  return activeWheel(world) !== null;
}

export function spinSetup(world: World, memberId: string) {
  const wheel = activeWheel(world);
  return {
    result: {
      activeSpinwheel: wheel
        ? {
            name: wheel.name,
            slice: wheel.slices.map((s) => ({
              code: s.code,
              label: s.label,
              bgColor: s.bgColor,
              textColor: s.textColor,
              htmlDescription: s.htmlDescription,
            })),
          }
        : null,
      userCoin: Math.max(0, currentMember(world, memberId).coin),
    },
  };
}

/** Picks a slice by weight: r in [0, total) falls in one slice's share of the cumulative weights. */
export function pickSlice(slices: readonly SpinSliceDefinition[], random: number): SpinSliceDefinition {
  const weights = slices.map((s) => Math.max(0, s.weight));
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return slices[Math.min(slices.length - 1, Math.floor(random * slices.length))];
  let r = random * total;
  for (let i = 0; i < slices.length; i += 1) {
    if (r < weights[i]) return slices[i];
    r -= weights[i];
  }
  return slices[slices.length - 1];
}

/** A refused spin, as spec §3 shapes the spin result: nothing spent. */
const refused = (error: 'SPIN_INACTIVE' | 'SPIN_NO_COIN') => ({ success: false as const, error, result: null });

/** Spends a coin on the active wheel: a slice picked by its weight, its prize a claimable coupon. */
export function spin(world: World, memberId: string) {
  const wheel = activeWheel(world);
  if (!wheel) return refused('SPIN_INACTIVE');
  const member = currentMember(world, memberId);
  if (member.coin <= 0) return refused('SPIN_NO_COIN');
  const remainingCoin = member.coin - 1;
  world.db.member.update({ where: { id: { equals: memberId } }, data: { coin: remainingCoin } });
  const slice = pickSlice(wheel.slices, world.random());
  const amountMinor = toMinor(slice.prize.amount);
  if (amountMinor > 0) {
    const now = world.clock.now();
    world.db.coupon.create({
      id: world.nextId('cp'),
      memberId,
      sliceCode: slice.code,
      amountMinor,
      status: 'CLAIMABLE',
      createdAt: now,
      expiredAt: now + wheel.couponMinutes * MINUTE,
    });
  }
  return { success: true as const, error: null, result: { code: slice.code, label: slice.label, remainingCoin } };
}

/** A claimable coupon past its time reads as expired from then on. */
function settleExpiry(world: World, row: CouponRow): CouponRow {
  if (row.status !== 'CLAIMABLE' || row.expiredAt > world.clock.now()) return row;
  const updated = world.db.coupon.update({
    where: { id: { equals: row.id } },
    data: { status: 'EXPIRED' },
  }) as CouponRow;
  return updated;
}

function sliceOf(world: World, code: string): SpinSliceDefinition | null {
  return world.scenario.spinwheel?.slices.find((s) => s.code === code) ?? null;
}

function couponOf(world: World, row: CouponRow): Coupon {
  const slice = sliceOf(world, row.sliceCode);
  return {
    _id: row.id,
    prize: {
      name: slice?.prize.name ?? row.sliceCode,
      slice: { label: slice?.label ?? row.sliceCode, htmlDescription: slice?.htmlDescription ?? null },
    },
    amount: toMajor(row.amountMinor),
    status: row.status as Coupon['status'],
    expiredAt: new Date(row.expiredAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function couponList(world: World, memberId: string): { coupons: Coupon[] } {
  const rows = world.db.coupon
    .findMany({ where: { memberId: { equals: memberId } } })
    .map((row) => settleExpiry(world, row))
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
  return { coupons: rows.map((row) => couponOf(world, row)) };
}

export function claimCoupon(
  world: World,
  memberId: string,
  couponId: string,
): { message: 'SUCCESS'; amount: number; wallet: { amount: number } } {
  const found = world.db.coupon.findFirst({ where: { id: { equals: couponId } } });
  if (!found || found.memberId !== memberId) fail('INVALID_CODE');
  const row = settleExpiry(world, found);
  if (row.status === 'EXPIRED') fail('COUPON_EXPIRED');
  if (row.status !== 'CLAIMABLE') fail('NO_CLAIMABLE_COUPON');
  if (hasActiveBonus(world, memberId)) fail('BONUS_REMAINING');
  world.db.coupon.update({ where: { id: { equals: row.id } }, data: { status: 'CLAIMED' } });
  const slice = sliceOf(world, row.sliceCode);
  const wallet = creditWallet(world, memberId, row.amountMinor, {
    type: 'bonus',
    from: SYSTEM_END,
    to: WALLET_CODE,
    source: { kind: 'luckydraw', description: slice?.prize.name ?? row.sliceCode },
  });
  return { message: 'SUCCESS', amount: toMajor(row.amountMinor), wallet: { amount: toMajor(wallet) } };
}
