import { StatementListResponse, SlipListResponse } from '@portal/contract/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

const list = (page: number, limit: number, who = token) =>
  h.api('POST', '/api/statement', { token: who, body: { page, limit } });
const slips = (page: number, limit: number, who = token) =>
  h.api('POST', '/api/statement/slip', { token: who, body: { page, limit } });

describe('POST /api/statement', () => {
  it('pages the member’s entries newest first, total counting all of them', async () => {
    const first = await list(1, 10);
    expect(first.status).toBe(200);
    expect(StatementListResponse.safeParse(first.body).success).toBe(true);
    expect(first.body.total).toBe(13);
    expect(first.body.statements).toHaveLength(10);
    expect(first.body.statements[0]).toEqual({
      _id: expect.any(String),
      statementType: 'deposit',
      status: 'IN_PROGRESS',
      from: 'KBANK',
      to: 'WALLET',
      amount: 100,
      createdAt: new Date(Date.parse('2026-11-20T05:00:00Z') - 2 * 60_000).toISOString(),
    });
    const second = await list(2, 10);
    expect(second.body.total).toBe(13);
    expect(second.body.statements).toHaveLength(3);
    const all = [...first.body.statements, ...second.body.statements];
    const times = all.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.at(-1)).toMatchObject({ statementType: 'deposit', status: 'SUCCESS', amount: 1000 });
    expect((await list(3, 10)).body).toEqual({ total: 13, statements: [] });
  });

  it('carries the description source as its own optional field', async () => {
    const { statements } = (await list(1, 100)).body;
    const bySource = (kind: string) => statements.filter((e: Record<string, unknown>) => kind in e);
    expect(bySource('invite')).toEqual([
      expect.objectContaining({ statementType: 'bonus', amount: 25, invite: { description: 'โบนัสชวนเพื่อน' } }),
    ]);
    expect(bySource('luckydraw')[0].luckydraw).toEqual({ description: 'วงล้อนำโชค 20 ฿' });
    expect(bySource('promotion')[0].promotion).toEqual({ description: 'GOLD50' });
    expect(bySource('refund')[0].refund).toEqual({ description: 'คืนยอดเสีย' });
    expect(
      bySource('bonus')
        .map((e: { statementType: string }) => e.statementType)
        .sort(),
    ).toEqual(['bonus', 'finish_bonus']);
    const transfer = statements.find((e: { statementType: string }) => e.statementType === 'transfer');
    expect(Object.keys(transfer).sort()).toEqual([
      '_id',
      'amount',
      'createdAt',
      'from',
      'statementType',
      'status',
      'to',
    ]);
  });

  it('puts a new entry on top, and entries of the same instant in the order they happened, newest first', async () => {
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount: 10 } });
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'PG', to: 'WALLET', amount: 5 } });
    const { total, statements } = (await list(1, 2)).body;
    expect(total).toBe(15);
    expect(statements.map((e: { from: string; amount: number }) => [e.from, e.amount])).toEqual([
      ['PG', 5],
      ['WALLET', 10],
    ]);
  });

  it('shows each member only their own entries and refuses a bad page or limit', async () => {
    const malee = await h.login('0823456789', 'secret123');
    expect((await list(1, 10, malee)).body).toEqual({ total: 0, statements: [] });
    expect((await list(0, 10)).body.message).toBe('KEY_INVALID');
    expect((await list(1, 101)).body.message).toBe('KEY_INVALID');
  });
});

describe('POST /api/statement/slip', () => {
  it('pages the slips newest first with status, reason code and a link that shows an image', async () => {
    const answer = await slips(1, 10);
    expect(answer.status).toBe(200);
    expect(SlipListResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.total).toBe(4);
    expect(
      answer.body.slips.map((s: { reference: string; status: string; note: string | null }) => [
        s.reference,
        s.status,
        s.note,
      ]),
    ).toEqual([
      ['REF20261004', 'IN_PROGRESS', null],
      ['REF20261003', 'FAILED', 'EXPIRED_SLIP'],
      ['REF20261002', 'FAILED', 'SLIP_REFNO_DUPLICATED'],
      ['REF20261001', 'SUCCESS', null],
    ]);
    expect(answer.body.slips[3]).toMatchObject({ amount: 1000, link: '/mock-assets/slips/REF20261001.svg' });
    const image = await fetch(h.baseUrl + answer.body.slips[3].link);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await slips(2, 3)).body.slips.map((s: { reference: string }) => s.reference)).toEqual(['REF20261001']);
  });
});

describe('GET /api/statement/slip/reference/:reference', () => {
  it('answers where to see the member’s slip; NO_DATA for an unknown reference or someone else’s', async () => {
    expect(await h.api('GET', '/api/statement/slip/reference/REF20261001', { token })).toEqual({
      status: 200,
      body: { url: '/mock-assets/slips/REF20261001.svg' },
    });
    expect(await h.api('GET', '/api/statement/slip/reference/NOPE', { token })).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    const malee = await h.login('0823456789', 'secret123');
    expect(await h.api('GET', '/api/statement/slip/reference/REF20261001', { token: malee })).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
  });

  it('points an uploaded slip at its stored image', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const uploaded = (await h.upload('/api/wallet/slip', { name: 'slip.png', type: 'image/png', bytes: png }, token))
      .body.slip;
    const answer = await h.api('GET', `/api/statement/slip/reference/${uploaded.reference}`, { token });
    expect(answer).toEqual({ status: 200, body: { url: uploaded.link } });
    expect((await fetch(h.baseUrl + answer.body.url)).status).toBe(200);
  });
});
