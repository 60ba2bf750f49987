/**
 * How many rows a world keeps of each model, so a member (or everyone together) flooding a route cannot
 * grow its memory without end and a saved world always loads (WORLD_MAX_ROWS, decision 009). Past a limit
 * the oldest rows go, first the owner's own, then the world's; a row still under way (a deposit or slip in
 * progress, an open QR, a coupon not yet claimed) is never dropped. Members are not dropped: registration
 * is refused past their limit. Game accounts come with members (one per game of the scenario).
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

/** Rows that something still to happen needs: kept past the limits. */
export function isUnderWay(model: string, row: Record<string, unknown>): boolean {
  if (model === 'statement' || model === 'slip') return row.status === 'IN_PROGRESS';
  if (model === 'qrcode') return row.status === 'OPEN';
  if (model === 'coupon') return row.status === 'CLAIMABLE';
  return false;
}
