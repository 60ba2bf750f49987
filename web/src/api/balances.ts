import type { GameAccount, WalletResponse } from '@portal/contract/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { toMinor } from '../lib/money';
import { tsr } from './client';
import { queryKeys } from './queries';

/**
 * What a money call answers about balances (contract: `Balances` of transfer and transferAll, the wallet of
 * withdraw and withdrawAll, the game accounts of refresh/slot): the wallet's new amount and the game
 * accounts it touched, each at least its code and amount.
 */
export interface BalancesAnswer {
  wallet?: { amount: number };
  slots?: readonly (Pick<GameAccount, 'code' | 'amount'> & Partial<GameAccount>)[];
}

/** The wallet answer with the balances of `answer` written in; game accounts it does not name are kept. */
export function withBalances(wallet: WalletResponse, answer: BalancesAnswer): WalletResponse {
  const touched = new Map(answer.slots?.map((slot) => [slot.code, slot]));
  return {
    ...wallet,
    wallet: answer.wallet ? { ...wallet.wallet, amount: answer.wallet.amount } : wallet.wallet,
    slots: wallet.slots.map((slot) => ({ ...slot, ...touched.get(slot.code) })),
  };
}

/**
 * Writes a money call's answer into the cached wallet, so every screen shows the new balances at once and
 * no second call reads the wallet again. The entry counts as just read (its update time moves to now). With
 * no wallet cached yet there is nothing to correct: the wallet is read when a screen asks for it.
 */
export function writeBalances(queryClient: QueryClient, answer: BalancesAnswer): void {
  tsr
    .initQueryClient(queryClient)
    .wallet.get.setQueryData(queryKeys.wallet(), (cached) =>
      cached ? { ...cached, body: withBalances(cached.body, answer) } : cached,
    );
}

/**
 * What the member's open game accounts hold together (what withdrawAll brings back to the wallet first), in
 * minor units: added as integers, so the total is exact (lib/money.ts).
 */
export function openGamesMinor(wallet: Pick<WalletResponse, 'slots'>): number {
  return wallet.slots.filter((slot) => slot.isActive).reduce((sum, slot) => sum + toMinor(slot.amount), 0);
}
