import { WORLD_MAX_HISTORY } from '@portal/contract/admin-schemas';

/**
 * How many rows a world keeps of each model, so a member (or everyone together) flooding a route cannot
 * grow its memory without end and a saved world always loads (WORLD_MAX_ROWS, decision 009). Past a limit
 * the oldest rows go, first the owner's own, then the world's; a row still under way (a deposit or slip in
 * progress, an open QR, a coupon not yet claimed, a refund not yet added to the wallet) is never dropped.
 * Members are not dropped: registration is refused past their limit. Game accounts come with members (one
 * per game of the scenario). A row of a model with a HISTORY_LIMITS entry is not forgotten when it goes: it
 * is compacted (below).
 */
export interface RowLimit {
  /** The field naming whose row it is. */
  ownerField: string;
  /** The most one owner keeps. */
  owner: number;
  /** The most the world keeps. */
  world: number;
}

export const MEMBER_LIMIT = 500;

export const ROW_LIMITS: Record<string, RowLimit> = {
  session: { ownerField: 'memberId', owner: 20, world: 2_000 },
  statement: { ownerField: 'memberId', owner: 1_000, world: 20_000 },
  slip: { ownerField: 'memberId', owner: 200, world: 2_000 },
  qrcode: { ownerField: 'memberId', owner: 50, world: 2_000 },
  otp: { ownerField: 'phone', owner: 20, world: 1_000 },
  userBonus: { ownerField: 'memberId', owner: 200, world: 2_000 },
  promotionUse: { ownerField: 'memberId', owner: 200, world: 2_000 },
  invite: { ownerField: 'memberId', owner: 200, world: 2_000 },
  refund: { ownerField: 'memberId', owner: 200, world: 2_000 },
  coupon: { ownerField: 'memberId', owner: 200, world: 2_000 },
  chatMessage: { ownerField: 'owner', owner: 500, world: 3_000 },
};

/**
 * What a world keeps of a listed history past ROW_LIMITS (decision 033): a row that goes is compacted into a
 * tuple of its fields (the model's fields in order, without the owner: about 170 bytes held, measured with
 * node --expose-gc, against about 670 for a kept statement row with its indexes), listed in time order with
 * the kept rows and counted in the list's total. At most `owner` tuples per owner and `world` in all: past
 * either, the owner's oldest tuple is forgotten and only counted (the total still says every entry ever
 * written; pages past the last one kept are empty). So a world holds at most 20,000 statement rows (about
 * 13 MB) and 50,000 compacted statement entries (about 8.5 MB), and 90,000 tuples in all, at most about 15 MB
 * (WORLD_MAX_HISTORY, what a saved world may hold).
 * Not compacted: slips (a slip's reference must still open its file, and the files themselves go past 1,000
 * a world), coupons (their expiry reads the database) and chat (a message is its text: nothing to save).
 */
export const HISTORY_LIMITS: Record<string, { owner: number; world: number }> = {
  statement: { owner: 20_000, world: 50_000 },
  invite: { owner: 2_000, world: 20_000 },
  refund: { owner: 2_000, world: 20_000 },
};

export const HISTORY_WORLD_TOTAL = Object.values(HISTORY_LIMITS).reduce((sum, limit) => sum + limit.world, 0);
if (HISTORY_WORLD_TOTAL > WORLD_MAX_HISTORY) throw new Error('HISTORY_LIMITS pass what a saved world may hold');

/** Rows that something still to happen needs: kept past the limits. */
export function isUnderWay(model: string, row: Record<string, unknown>): boolean {
  if (model === 'statement' || model === 'slip') return row.status === 'IN_PROGRESS';
  if (model === 'qrcode') return row.status === 'OPEN';
  if (model === 'coupon') return row.status === 'CLAIMABLE';
  if (model === 'refund') return row.addedToWallet === false;
  return false;
}
