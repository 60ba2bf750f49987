import { beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

/**
 * Loss refunds and invite shares follow the net loss, never the losses alone (decision 032): Malee
 * (0823456789, invited by the default member, whose invite box holds 75) deposits 300 and plays in PG through
 * POST /__admin/play; her refund is 10% and her inviter's share 5% of what she is down.
 */

const h = useHarness('default', { resetEachTest: true });
const MALEE = '0823456789';
let malee: string;
let inviter: string;

beforeEach(async () => {
  malee = await h.login(MALEE, 'secret123');
  inviter = await h.login();
  const qr = await h.api('POST', '/api/qrcode/WW', { token: malee, body: { amount: 300 } });
  expect((await h.api('POST', `/__admin/qrcode/${qr.body.qrcodeId}/pay`)).status).toBe(200);
  expect((await h.api('GET', '/api/wallet/activate/PG', { token: malee })).status).toBe(200);
  const moved = await h.api('POST', '/api/wallet/transferAll', { token: malee, body: { to: 'PG' } });
  expect(moved.status).toBe(200);
});

const play = async (result: number) => {
  const answer = await h.api('POST', '/__admin/play', { body: { phone: MALEE, slotCode: 'PG', result } });
  expect(answer.status).toBe(200);
  return answer.body as { amount: number; lossSinceRefund: number };
};
const refundCheck = async () => (await h.api('GET', '/api/refund/check', { token: malee })).body;
const inviteBox = async () => (await h.api('GET', '/api/wallet', { token: inviter })).body.invite.amount as number;

describe('the loss refund', () => {
  it('gives nothing after losing 200 and winning it back five times (net 0; was 100)', async () => {
    for (let cycle = 0; cycle < 5; cycle += 1) {
      expect((await play(-200)).lossSinceRefund).toBe(200);
      expect((await play(200)).lossSinceRefund).toBe(0);
    }
    expect(await refundCheck()).toMatchObject({ result: false, refundAmount: 0 });
    expect(await h.api('GET', '/api/refund/receive', { token: malee })).toEqual({
      status: 422,
      body: { message: 'NO_REFUND' },
    });
  });

  it('is 10% of the net: lose 300, win 100 gives 20, and the next period starts at 0', async () => {
    await play(-300);
    expect((await play(100)).lossSinceRefund).toBe(200);
    expect(await refundCheck()).toMatchObject({ result: true, refundAmount: 20 });
    expect((await h.api('GET', '/api/refund/receive', { token: malee })).body).toEqual({
      message: 'REFUND_SUCCESS',
      refundAmount: 20,
    });
    expect((await play(50)).lossSinceRefund).toBe(-50);
    expect((await play(-80)).lossSinceRefund).toBe(30);
    expect((await refundCheck()).refundAmount).toBe(3);
  });

  it('gives nothing while the member is ahead', async () => {
    await play(150);
    expect((await play(-100)).lossSinceRefund).toBe(-50);
    expect(await refundCheck()).toMatchObject({ result: false, refundAmount: 0 });
  });
});

describe('the inviter’s share', () => {
  const invites = async () =>
    (await h.api('POST', '/api/invite', { token: inviter, body: { page: 1, limit: 10 } })).body as {
      total: number;
      invites: { from: { name: string }; amount: number }[];
    };
  const receive = async () => (await h.api('GET', '/api/invite/bonus', { token: inviter })).body;

  it('is where it was after a loss won back five times: 75 → 75 (was 125), nothing to list', async () => {
    for (let cycle = 0; cycle < 5; cycle += 1) {
      await play(-200);
      expect(await inviteBox()).toBe(85);
      await play(200);
    }
    expect(await inviteBox()).toBe(75);
    expect((await invites()).total).toBe(2);
  });

  it('is 5% of the net: lose 300, win 100 leaves 10 of the 15 the loss put in', async () => {
    await play(-300);
    expect(await inviteBox()).toBe(90);
    await play(100);
    expect(await inviteBox()).toBe(85);
  });

  it('earns nothing while the invitee is ahead, and counts from there', async () => {
    await play(100);
    expect(await inviteBox()).toBe(75);
    await play(-100);
    expect(await inviteBox()).toBe(75);
    await play(-200);
    expect(await inviteBox()).toBe(85);
  });

  it('is paid and listed at the receive, one line per invitee; the next period starts at 0', async () => {
    await play(-200);
    await play(100);
    expect(await receive()).toEqual({ message: 'INVITE_BONUS_SUCCESS', amount: 80 });
    const listed = await invites();
    expect(listed.total).toBe(3);
    expect(listed.invites[0]).toMatchObject({ from: { name: 'Malee Rakdee' }, amount: 5 });
    // Won back after the receive: the paid share stays paid, the new period has nothing to take from.
    await play(100);
    expect(await inviteBox()).toBe(0);
    await play(-300);
    expect(await inviteBox()).toBe(10);
  });

  it('keeps an invitee’s lead across a receive: the loss that wins it back pays nothing (was 50)', async () => {
    await play(1000);
    expect(await receive()).toEqual({ message: 'INVITE_BONUS_SUCCESS', amount: 75 });
    await play(-1000);
    expect(await inviteBox()).toBe(0);
    expect(await h.api('GET', '/api/invite/bonus', { token: inviter })).toMatchObject({ status: 422 });
  });

  it('counts the net while the programme is off, and moves the box by it once it is on again', async () => {
    const inviteActive = (on: boolean) => h.api('POST', '/__admin/flags', { body: { inviteActive: on } });
    await play(-300);
    expect(await inviteBox()).toBe(90);
    await inviteActive(false);
    await play(300);
    expect(await inviteBox()).toBe(90);
    await inviteActive(true);
    await play(-0.01);
    // Net 0.01: the share of the whole net, a win while off included.
    expect(await inviteBox()).toBe(75);
  });

  it('survives a saved world: the net loss and the share in the box are kept', async () => {
    await play(-200);
    await play(250);
    const saved = await h.api('GET', '/__admin/world');
    expect(saved.status).toBe(200);
    expect((await h.api('POST', '/__admin/world', { body: saved.body })).status).toBe(200);
    malee = await h.login(MALEE, 'secret123');
    inviter = await h.login();
    expect((await refundCheck()).refundAmount).toBe(0);
    expect((await play(-100)).lossSinceRefund).toBe(50);
    expect(await inviteBox()).toBe(77.5);
    await play(-200);
    expect(await inviteBox()).toBe(87.5);
  });
});
