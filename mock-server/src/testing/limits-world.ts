import { HISTORY_LIMITS, MEMBER_LIMIT, ROW_LIMITS } from '../world/row-limits.js';
import { compactFields } from '../world/timelines.js';
import type { HistoryState, World } from '../world/world.js';

/** Every model filled to what a world keeps, with the longest texts the rules take. */
export function fillToTheLimits(world: World): void {
  const db = world.db;
  const now = world.clock.now();
  const template = db.member.getAll()[0];
  const games = db.gameAccount.getAll().filter((row) => row.memberId === template.id);
  const longName = 'ก'.repeat(100);
  const members = [template.id];
  for (let i = db.member.count(); i < MEMBER_LIMIT; i += 1) {
    const id = `MX${i}`;
    members.push(id);
    db.member.create({
      ...template,
      id,
      phone: `09${String(i).padStart(8, '0')}`,
      name: longName,
      bankAccountNo: `2${String(i).padStart(9, '0')}`,
    });
    for (const game of games) db.gameAccount.create({ ...game, id: `${id}-${game.code}`, memberId: id });
  }
  const owners = (limit: number) => Array.from({ length: limit }, (_, i) => members[i % members.length]);
  const fill = (model: keyof typeof ROW_LIMITS, row: (i: number, owner: string) => Record<string, unknown>) => {
    const table = db[model as keyof typeof db] as unknown as { count(): number; create(row: object): unknown };
    const limit = ROW_LIMITS[model];
    owners(limit.world - table.count()).forEach((owner, i) => table.create(row(i, owner)));
  };
  fill('statement', (i, memberId) => ({
    id: `stx${i}`,
    memberId,
    statementType: 'deposit',
    status: 'SUCCESS',
    from: 'SLIP',
    to: 'WALLET',
    amountMinor: 100,
    createdAt: now - i,
    source: null,
    description: null,
  }));
  fill('slip', (i, memberId) => ({
    id: `slx${i}`,
    memberId,
    createdAt: now - i,
    amountMinor: 0,
    status: 'FAILED',
    note: 'INVALID_SLIP',
    reference: `R${i}`,
    fileName: `f${i}`,
  }));
  fill('qrcode', (i, memberId) => ({
    id: `qrx${i}`,
    memberId,
    provider: 'KBANK',
    amountMinor: 100,
    createdAt: now - i,
    expiresAt: now - i,
    status: 'EXPIRED',
  }));
  fill('otp', (i) => ({
    token: `otx${i}`,
    phone: `08${String(i).padStart(8, '0')}`,
    ref: 'ABCD',
    code: '123456',
    createdAt: now - i,
    expiresAt: now - i,
    attempts: 0,
    verified: false,
  }));
  // Each bonus and promotion once per member (the rules'): as many as there are, up to the limit.
  const once = (codes: string[], limit: number) =>
    members.flatMap((memberId) => codes.map((code) => ({ memberId, code }))).slice(0, limit);
  const held = (model: 'userBonus' | 'promotionUse') => new Set(db[model].getAll().map((row) => row.memberId));
  const bonusHolders = held('userBonus');
  once(
    world.scenario.bonuses.map((bonus) => bonus.code),
    ROW_LIMITS.userBonus.world,
  )
    .filter(({ memberId }) => !bonusHolders.has(memberId))
    .forEach(({ memberId, code }, i) =>
      db.userBonus.create({ id: `ubx${i}`, memberId, bonusCode: code, isActive: false, received: [now] }),
    );
  const promotionHolders = held('promotionUse');
  once(
    world.scenario.promotions.map((promotion) => promotion.code),
    ROW_LIMITS.promotionUse.world,
  )
    .filter(({ memberId }) => !promotionHolders.has(memberId))
    .forEach(({ memberId, code }, i) =>
      db.promotionUse.create({ id: `pux${i}`, memberId, code, isActive: false, createdAt: now }),
    );
  fill('invite', (i, memberId) => ({ id: `ivx${i}`, memberId, fromName: longName, amountMinor: 100, createdAt: now }));
  fill('refund', (i, memberId) => ({
    id: `rfx${i}`,
    memberId,
    refundAmountMinor: 100,
    createdAt: now - i,
    addedToWallet: true,
  }));
  fill('coupon', (i, memberId) => ({
    id: `cpx${i}`,
    memberId,
    sliceCode: world.scenario.spinwheel?.slices[0]?.code ?? '',
    amountMinor: 100,
    status: 'CLAIMED',
    createdAt: now - i,
    expiredAt: now,
  }));
  const text = 'ข'.repeat(2_000);
  fill('chatMessage', (i, owner) => ({
    id: `cmx${i}`,
    owner,
    sender: 'customer',
    messageJson: JSON.stringify({ message_type: 'text', payload: text }),
    userId: owner,
    guestId: null,
    username: null,
    name: null,
    deviceToken: null,
    createdAt: now - i,
    sessionId: 's',
    read: true,
    clientId: null,
  }));
  // And every compacted history to its world bound, spread over the members, each a row of the table as kept.
  const history: HistoryState = {};
  for (const [model, limit] of Object.entries(HISTORY_LIMITS)) {
    const table = db[model as keyof typeof db] as unknown as { getAll(): Record<string, unknown>[] };
    const sample = table.getAll()[0];
    const fields = compactFields(model);
    history[model] = {};
    owners(limit.world).forEach((owner, n) => {
      history[model][owner] ??= { forgotten: 0, rows: [] };
      // Each entry once, as the world compacts them: its own id, all at the sample's time.
      const row: Record<string, unknown> = { ...sample, id: `${String(sample.id)}-h${n}` };
      history[model][owner].rows.push(
        fields.map((field) => row[field]) as HistoryState[string][string]['rows'][number],
      );
    });
  }
  world.timeline.restoreHistory(history);
}
