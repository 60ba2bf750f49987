import { AMOUNT_MAX } from '@portal/contract/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

/**
 * Every route that takes an amount refuses one with more than two decimals or beyond AMOUNT_MAX, in the
 * contract, before any rule runs: 400 KEY_INVALID on body.amount. (1.000000001 passed the domain's
 * tolerance for float noise; 90,071,992,547,409.91 is past where minor units stay exact.)
 */

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

const routes: [string, (amount: number) => unknown][] = [
  ['/api/qrcode/KBANK', (amount) => ({ amount })],
  ['/api/wallet/add', (amount) => ({ amount })],
  ['/api/wallet/transfer', (amount) => ({ from: 'WALLET', to: 'PG', amount })],
  ['/api/wallet/withdraw', (amount) => ({ amount })],
  ['/api/wallet/withdrawAll', (amount) => ({ amount })],
];
const refused = { status: 400, body: { message: 'KEY_INVALID', details: [{ path: 'body.amount', issue: 'invalid' }] } };

describe('request amounts', () => {
  for (const [path, body] of routes) {
    for (const amount of [1.000000001, 100.005, 90_071_992_547_409.91, AMOUNT_MAX + 1, -AMOUNT_MAX - 1, 1e300]) {
      it(`${path} refuses ${amount}`, async () => {
        const world = h.server.world();
        const before = world.revision;
        expect(await h.api('POST', path, { token, body: body(amount) })).toEqual(refused);
        expect(world.revision).toBe(before);
      });
    }

    it(`${path} lets an amount with two decimals reach the route's own rules`, async () => {
      const answer = await h.api('POST', path, { token, body: body(AMOUNT_MAX) });
      expect(answer.body.message).not.toBe('KEY_INVALID');
    });
  }

  it('keeps a two-decimal amount exact to the satang', async () => {
    const added = await h.api('POST', '/api/wallet/add', { token, body: { amount: 100.29 } });
    expect(added).toMatchObject({ status: 200, body: { deposit: { amount: 100.29 } } });
  });
});
