import type { WalletResponse } from '@portal/contract/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/render';
import { gameAccount, walletAnswer } from '../test/wallet';
import { openGamesMinor, withBalances, writeBalances } from './balances';
import { createQueryClient, tsr } from './client';
import { queryKeys, walletQuery } from './queries';

const game = gameAccount;
const wallet: WalletResponse = walletAnswer({ slots: [game('PG', 100), game('JOKER', 0, false)] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('withBalances', () => {
  it('takes the wallet amount and the touched game balances of a transfer answer, keeping the rest', () => {
    const next = withBalances(wallet, { wallet: { amount: 900 }, slots: [{ code: 'PG', amount: 200 }] });
    expect(next.wallet).toEqual({ amount: 900, currency: 'BAHT' });
    expect(next.slots.map(({ code, amount, isActive }) => ({ code, amount, isActive }))).toEqual([
      { code: 'PG', amount: 200, isActive: true },
      { code: 'JOKER', amount: 0, isActive: false },
    ]);
    expect(next.profile).toBe(wallet.profile);
  });

  it('keeps the wallet amount when the answer names only game accounts (refresh/slot)', () => {
    const next = withBalances(wallet, { slots: [game('JOKER', 55)] });
    expect(next.wallet.amount).toBe(1000);
    expect(next.slots[1]).toMatchObject({ code: 'JOKER', amount: 55 });
  });
});

describe('writeBalances', () => {
  it('updates the cached wallet from the answer, marks it just read, and makes no call', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, wallet));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const client = tsr.initQueryClient(queryClient);
    await client.wallet.get.fetchQuery(walletQuery);
    const readAt = queryClient.getQueryState(queryKeys.wallet())!.dataUpdatedAt;
    vi.setSystemTime(readAt + 60_000);

    writeBalances(queryClient, { wallet: { amount: 700 }, slots: [{ code: 'PG', amount: 400 }] });

    const cached = client.wallet.get.getQueryData(queryKeys.wallet());
    expect(cached?.body.wallet.amount).toBe(700);
    expect(cached?.body.slots[0]?.amount).toBe(400);
    expect(queryClient.getQueryState(queryKeys.wallet())!.dataUpdatedAt).toBe(readAt + 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the cache empty when no wallet was read yet', () => {
    const queryClient = createQueryClient();
    writeBalances(queryClient, { wallet: { amount: 700 } });
    expect(queryClient.getQueryData(queryKeys.wallet())).toBeUndefined();
  });
});

describe('openGamesMinor', () => {
  it('adds what the open game accounts hold, in minor units, and leaves closed ones out', () => {
    expect(openGamesMinor({ slots: [game('PG', 100.25), game('JOKER', 50), game('SBO', 999, false)] })).toBe(15025);
    expect(openGamesMinor({ slots: [] })).toBe(0);
  });

  it('adds exactly where floating point drifts (0.1 + 0.2, 1.12 + 100.01)', () => {
    expect(openGamesMinor({ slots: [game('PG', 0.1), game('JOKER', 0.2)] })).toBe(30);
    expect(openGamesMinor({ slots: [game('PG', 1.12), game('JOKER', 100.01), game('SBO', 1574.61)] })).toBe(167574);
  });
});
