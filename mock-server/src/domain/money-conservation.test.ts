import { beforeEach, describe, expect, it } from 'vitest';
import { toMinor } from '../world/money.js';
import { type Answer, type StatementEntry, useHarness } from '../testing/harness.js';
import { seeded } from '../world/world.js';
import { armOutcome } from './outcomes.js';

/**
 * Money neither appears nor vanishes: about 200 transfers, transfer-alls, withdrawals and withdraw-alls
 * fired at once for the default member, with provider failures armed among them (20 transfers into a game
 * refused with TRANSFER_FAIL, 3 withdrawals that end FAILED). Whatever order the server takes them in,
 * wallet plus every game balance plus what was withdrawn equals the starting total to the satang, no
 * balance ever goes below 0, and a failed withdrawal gives its money back when it settles.
 */

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

async function balances(): Promise<{ wallet: number; games: Record<string, number> }> {
  const body = (await h.api('GET', '/api/wallet', { token })).body;
  return {
    wallet: toMinor(body.wallet.amount),
    games: Object.fromEntries(body.slots.map((s: { code: string; amount: number }) => [s.code, toMinor(s.amount)])),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const totalOf = (b: { wallet: number; games: Record<string, number> }) => b.wallet + sum(Object.values(b.games));
const withdrawnOf = (entries: StatementEntry[]) =>
  sum(entries.filter((e) => e.statementType === 'withdraw' && e.status !== 'FAILED').map((e) => toMinor(e.amount)));

describe('money conservation under concurrent requests', () => {
  it('keeps wallet + games + withdrawn equal to the start total, and never negative', async () => {
    const random = seeded(20261122);
    const active = ['PG', 'JOKER', 'SLOTRACHA', 'ASKMEBET', 'HUAYHD'];
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const amount = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100) / 100;

    const world = h.server.world();
    armOutcome(world, { kind: 'transfer', count: 20 });
    armOutcome(world, { kind: 'withdraw', count: 3 });
    const start = await balances();
    const startEntries = await h.statements(token);
    const startTotal = totalOf(start);
    const startWithdrawn = withdrawnOf(startEntries);

    const requests: { kind: string; body: unknown; path: string }[] = [];
    for (let i = 0; i < 200; i += 1) {
      const roll = random();
      if (roll < 0.4)
        requests.push({
          kind: 'in',
          path: '/api/wallet/transfer',
          body: { from: 'WALLET', to: pick(active), amount: amount(0.5, 150) },
        });
      else if (roll < 0.8)
        requests.push({
          kind: 'out',
          path: '/api/wallet/transfer',
          body: { from: pick(active), to: 'WALLET', amount: amount(0.5, 120) },
        });
      else if (roll < 0.88) requests.push({ kind: 'all', path: '/api/wallet/transferAll', body: { to: pick(active) } });
      else if (roll < 0.92)
        requests.push({ kind: 'withdraw', path: '/api/wallet/withdraw', body: { amount: amount(90, 200) } });
      else if (roll < 0.95)
        requests.push({ kind: 'withdrawAll', path: '/api/wallet/withdrawAll', body: { amount: amount(90, 300) } });
      else
        requests.push({
          kind: 'closed',
          path: '/api/wallet/transfer',
          body: { from: 'WALLET', to: 'BETFLIX', amount: 10 },
        });
    }

    // Watch the world itself while the requests run: no balance may dip below zero at any moment.
    const dips: string[] = [];
    const watcher = setInterval(() => {
      const world = h.server.world();
      world.db.member.findMany({}).forEach((m) => m.walletMinor < 0 && dips.push(`wallet ${m.id} ${m.walletMinor}`));
      world.db.gameAccount.findMany({}).forEach((g) => g.amountMinor < 0 && dips.push(`game ${g.id} ${g.amountMinor}`));
    }, 1);
    let answers: Answer[];
    try {
      answers = await Promise.all(requests.map((r) => h.api('POST', r.path, { token, body: r.body })));
    } finally {
      clearInterval(watcher);
    }
    expect(dips).toEqual([]);

    const allowed = new Set([
      'MONEY_NOT_ENOUGH',
      'TRANSFER_MINIMUM',
      'WITHDRAW_MINIMUM',
      'SLOT_NO_ACCOUNT',
      'TRANSFER_FAIL',
    ]);
    let paidOut = 0;
    answers.forEach((answer, i) => {
      const where = `${requests[i].kind} ${JSON.stringify(requests[i].body)} → ${answer.status} ${JSON.stringify(answer.body)}`;
      if (answer.status === 200) {
        expect(answer.body.wallet.amount, where).toBeGreaterThanOrEqual(0);
        (answer.body.slots ?? []).forEach((s: { amount: number }) => expect(s.amount, where).toBeGreaterThanOrEqual(0));
        if (answer.body.withdrawal) paidOut += toMinor(answer.body.withdrawal.amount);
      } else {
        // 502 is the upstream's refusal (TRANSFER_FAIL); anything else at 500 or above is our own failure.
        expect(answer.status === 502 || answer.status < 500, where).toBe(true);
        expect(allowed.has(answer.body.message), where).toBe(true);
      }
    });
    const succeeded = answers.filter((a) => a.status === 200).length;
    expect(succeeded).toBeGreaterThan(60);
    expect(answers.some((a) => a.body.message === 'MONEY_NOT_ENOUGH')).toBe(true);
    expect(answers.some((a) => a.body.withdrawal)).toBe(true);
    const refused = answers.filter((a) => a.body.message === 'TRANSFER_FAIL').length;
    expect(refused).toBe(20);

    const end = await balances();
    const endEntries = await h.statements(token);
    const withdrawn = withdrawnOf(endEntries) - startWithdrawn;
    expect(withdrawn).toBe(paidOut);
    expect(end.wallet).toBeGreaterThanOrEqual(0);
    Object.values(end.games).forEach((value) => expect(value).toBeGreaterThanOrEqual(0));
    expect(totalOf(end) + withdrawn).toBe(startTotal);

    // Every refused transfer left a FAILED entry; every game balance is explained by the transfers that went through.
    const allNewTransfers = endEntries
      .slice(0, endEntries.length - startEntries.length)
      .filter((e) => e.statementType === 'transfer');
    expect(allNewTransfers.filter((e) => e.status === 'FAILED')).toHaveLength(refused);
    const newTransfers = allNewTransfers.filter((e) => e.status === 'SUCCESS');
    for (const code of Object.keys(start.games)) {
      const moved =
        sum(newTransfers.filter((e) => e.to === code).map((e) => toMinor(e.amount))) -
        sum(newTransfers.filter((e) => e.from === code).map((e) => toMinor(e.amount)));
      expect(end.games[code], code).toBe(start.games[code] + moved);
    }

    // Payouts settle later: paid ones without touching the balances again, the 3 failed ones back into the
    // wallet; the deposit the scenario seeded in progress is credited at the same time.
    h.advance(60);
    const settled = await h.statements(token);
    const newWithdrawals = settled
      .slice(0, settled.length - startEntries.length)
      .filter((e) => e.statementType === 'withdraw');
    expect(newWithdrawals.length).toBeGreaterThan(3);
    const failed = newWithdrawals.filter((e) => e.status === 'FAILED');
    expect(failed).toHaveLength(3);
    expect(newWithdrawals.every((e) => e.status === 'SUCCESS' || e.status === 'FAILED')).toBe(true);
    const returned = sum(failed.map((e) => toMinor(e.amount)));
    const seededDeposits = sum(
      startEntries
        .filter((e) => e.statementType === 'deposit' && e.status === 'IN_PROGRESS')
        .map((e) => toMinor(e.amount)),
    );
    expect(seededDeposits).toBe(10_000);
    const after = await balances();
    expect(totalOf(after)).toBe(totalOf(end) + returned + seededDeposits);
    expect(totalOf(after) + withdrawnOf(settled) - startWithdrawn).toBe(startTotal + seededDeposits);
  });
});
