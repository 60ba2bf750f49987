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
  it('grows once for a loss won back and lost again five times: 75 → 85 (was 125)', async () => {
    for (let cycle = 0; cycle < 5; cycle += 1) {
      await play(-200);
      await play(200);
    }
    expect(await inviteBox()).toBe(85);
    expect((await h.api('POST', '/api/invite', { token: inviter, body: { page: 1, limit: 10 } })).body.total).toBe(3);
  });

  it('is 5% of the net: lose 300, win 100 earns 15 at the loss and nothing more', async () => {
    await play(-300);
    await play(100);
    expect(await inviteBox()).toBe(90);
  });

  it('holds back after a win until the net passes its previous high, and earns nothing while ahead', async () => {
    await play(100);
    await play(-100);
    expect(await inviteBox()).toBe(75);
    await play(-200);
    expect(await inviteBox()).toBe(85);
    await play(100);
    await play(-50);
    expect(await inviteBox()).toBe(85);
    await play(-100);
    expect(await inviteBox()).toBe(87.5);
  });

  it('survives a saved world: the net loss and the share already earned are kept', async () => {
    await play(-200);
    await play(250);
    const saved = await h.api('GET', '/__admin/world');
    expect(saved.status).toBe(200);
    expect((await h.api('POST', '/__admin/world', { body: saved.body })).status).toBe(200);
    malee = await h.login(MALEE, 'secret123');
    inviter = await h.login();
    expect((await refundCheck()).refundAmount).toBe(0);
    expect((await play(-100)).lossSinceRefund).toBe(50);
    expect(await inviteBox()).toBe(85);
    await play(-200);
    expect(await inviteBox()).toBe(87.5);
  });
});
