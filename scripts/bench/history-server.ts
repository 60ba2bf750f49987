/**
 * A mock server whose first member was given HISTORY entries in each listed model (statement, slips, invites,
 * refunds, chat), for the list-read bench of `npm run bench`: the lists must cost a page, not the history.
 * The world keeps each list's newest entries up to its limit (mock-server/src/world/row-limits.ts). Prints
 * `ready <ms to seed>` when it listens on PORT.
 */
import { createMockServer } from '../../mock-server/src/http/app.js';

const HISTORY = Number(process.env.HISTORY ?? 10_000);
const server = createMockServer({ scenario: 'default' });
const world = server.world();
const member = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
if (!member) throw new Error('the default scenario has no 0812345678');

const started = performance.now();
const start = world.clock.now() - HISTORY * 60_000;
for (let i = 0; i < HISTORY; i += 1) {
  const at = start + i * 60_000;
  world.db.statement.create({
    id: `hs${i}`,
    memberId: member.id,
    statementType: 'deposit',
    status: 'SUCCESS',
    from: 'KBANK',
    to: 'WALLET',
    amountMinor: 100_00,
    createdAt: at,
    source: null,
    description: null,
  });
  world.db.slip.create({
    id: `hl${i}`,
    memberId: member.id,
    createdAt: at,
    amountMinor: 100_00,
    status: 'SUCCESS',
    note: null,
    reference: `HIST${i}`,
    fileName: `hist${i}`,
  });
  world.db.invite.create({ id: `hi${i}`, memberId: member.id, fromName: 'Friend', amountMinor: 5_00, createdAt: at });
  world.db.refund.create({
    id: `hr${i}`,
    memberId: member.id,
    refundAmountMinor: 5_00,
    createdAt: at,
    addedToWallet: true,
  });
  world.db.chatMessage.create({
    id: `hc${i}`,
    owner: member.id,
    sender: i % 2 === 0 ? 'customer' : 'other',
    messageJson: JSON.stringify({ message_type: 'text', payload: `message ${i}` }),
    userId: member.id,
    guestId: null,
    username: member.phone,
    name: member.name,
    deviceToken: null,
    createdAt: at,
    sessionId: `s${Math.floor(i / 50)}`,
    read: true,
    clientId: null,
  });
}
const seedMs = performance.now() - started;
const http = server.createHttpServer();
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write(`ready ${Math.round(seedMs)}\n`));
