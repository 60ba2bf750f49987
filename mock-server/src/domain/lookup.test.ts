import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default', { resetEachTest: true });

describe('lookups', () => {
  it('answer the scenario site without a token', async () => {
    expect((await h.api('GET', '/api/lookup/info')).body).toEqual({
      name: 'Gold Wallet',
      website: 'https://goldwallet.example.test',
    });
    expect((await h.api('GET', '/api/lookup/active')).body).toEqual({ active: true });
    expect((await h.api('GET', '/api/lookup/withdraw')).body).toEqual({ withdrawMin: 100, withdrawMax: 50000 });
    const banks = (await h.api('GET', '/api/lookup/banks')).body;
    expect(banks.map((b: { code: string }) => b.code)).toEqual(expect.arrayContaining(['KBANK', 'KTB', 'TMB', 'BBL']));
  });

  it('give the deposit accounts with bank names, QR providers and the True Wallet', async () => {
    const deposit = (await h.api('GET', '/api/lookup/deposit')).body;
    expect(deposit.isManual).toBe(false);
    expect(
      deposit.banks
        .filter((b: { bankType: string }) => b.bankType === 'qrcode')
        .map((b: { bankCode: string }) => b.bankCode),
    ).toEqual(['KBANK', 'WW', 'ZAPMAN']);
    expect(deposit.banks[0]).toMatchObject({
      bankCode: 'KBANK',
      bankNameTH: 'ธนาคารกสิกรไทย',
      bankNameEN: 'Kasikornbank',
      bankAccountNo: '0481234567',
    });
    expect(deposit.wallets).toHaveLength(1);
  });

  it('follow the scenario flags', async () => {
    expect((await h.api('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: false });
    h.reset('otp-registration');
    expect((await h.api('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: true });
  });

  it('close slip upload during the daily window, by the world clock (Bangkok time)', async () => {
    expect((await h.api('GET', '/api/lookup/slip')).body).toMatchObject({
      isOpen: true,
      closedFrom: '23:50',
      closedTo: '00:10',
    });
    h.advance(11 * 3600 + 55 * 60);
    expect((await h.api('GET', '/api/lookup/slip')).body.isOpen).toBe(false);
    h.advance(20 * 60);
    expect((await h.api('GET', '/api/lookup/slip')).body.isOpen).toBe(true);
  });

  it('take slips at any hour with the window switched off; closed still closes', async () => {
    h.server.world().flags.slipWindowOff = true;
    h.advance(11 * 3600 + 55 * 60);
    expect((await h.api('GET', '/api/lookup/slip')).body).toMatchObject({ isOpen: true, closedFrom: '23:50' });
    h.server.world().flags.slipClosed = true;
    expect((await h.api('GET', '/api/lookup/slip')).body.isOpen).toBe(false);
  });

  it('answer an unknown API path with 404 NO_DATA', async () => {
    expect(await h.api('GET', '/api/nothing/here')).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });
});
