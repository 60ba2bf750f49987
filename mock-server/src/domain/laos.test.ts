import { beforeEach, describe, expect, it } from 'vitest';
import laos from '../../../scenarios/laos.js';
import { useHarness } from '../testing/harness.js';

/** The laos world: the wallet says which currency the member holds, and its content is all in kip. */

const h = useHarness('laos', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

describe('the laos world', () => {
  it('answers the wallet with the currency the member holds (LAK here, BAHT for a BAHT account)', async () => {
    expect((await h.api('GET', '/api/wallet', { token })).body.wallet).toEqual({ amount: 2_500_000, currency: 'LAK' });
    const registration = {
      name: 'Noy Phommachanh',
      username: '02077788899',
      password: 'secret123',
      sourceCode: '',
      inviteCode: '',
      bankCode: 'BCEL',
      bankAccountName: 'NOY PHOMMACHANH',
      bankAccountNo: '0100055566677',
      currency: 'BAHT',
    };
    expect((await h.api('POST', '/api/account', { body: registration })).status).toBe(200);
    const baht = await h.login('02077788899', 'secret123');
    expect((await h.api('GET', '/api/wallet', { token: baht })).body.wallet).toEqual({ amount: 0, currency: 'BAHT' });
  });

  it('has every deposit account, bonus, promotion and prize in kip, with Lao texts', async () => {
    expect(laos.site.deposit.banks.every((bank) => bank.currency === 'LAK')).toBe(true);
    const bonuses = (await h.api('GET', '/api/bonus', { token })).body;
    expect(bonuses.map((b: { amount: number }) => b.amount)).toEqual([100_000, 20_000, 50_000]);
    expect(bonuses[0].name).toBe('ສະມາຊິກໃໝ່ 100%');
    expect((await h.api('GET', '/api/promotion/find/GOLD50', { token })).body).toMatchObject({ amount: 50_000 });
    const wheel = (await h.api('GET', '/api/spinwheel/setup', { token })).body.result.activeSpinwheel;
    expect(wheel.name).toBe('ວົງລໍ້ນຳໂຊກ');
    expect(wheel.slice.map((s: { label: string }) => s.label)).not.toContain('10 ฿');
    expect(laos.spinwheel?.slices.every((s) => s.prize.amount === 0 || s.prize.amount >= 10_000)).toBe(true);
    const texts = JSON.stringify([laos.site.conditions, laos.site.agreements, laos.bonuses, laos.promotions]);
    expect(texts).not.toMatch(/[\u0E00-\u0E7F]/); // no Thai script left
  });

  it('settles the withdrawal the scenario seeded in progress after the payout time', async () => {
    const pending = async () =>
      (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 1 } })).body.statements[0];
    expect(await pending()).toMatchObject({ statementType: 'withdraw', status: 'IN_PROGRESS', amount: 350_000 });
    h.advance(60);
    expect(await pending()).toMatchObject({ statementType: 'withdraw', status: 'SUCCESS' });
    expect((await h.api('GET', '/api/wallet', { token })).body.wallet.amount).toBe(2_500_000);
  });
});
