import type { QrProvider } from '@portal/contract/constants';
import type { GameAccount } from '@portal/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';

/**
 * The wallet's money moves (spec §4, §5): every call that moves money or changes a game account, each a
 * mutation with what it does to the data on screen after it. The screens hold the forms, their checks and
 * what is said after; no screen of the wallet calls the API itself.
 */

/** The keys of the two ways money moves into a game, so each knows when the other is under way. */
export const playKey = (code: string) => ['game', code, 'play'] as const;
export const transferKey = (code: string) => ['game', code, 'transfer'] as const;

/**
 * Money between the wallet and a game account (POST /api/wallet/transfer): the balances of the answer show
 * at once. `mutationKey` names a game's transfer (transferKey), so its play knows one is under way.
 */
export function useTransfer(mutationKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async (request: { from: string; to: string; amount: number }) =>
      okBody(await tsr.wallet.transfer.mutate({ body: request })),
    onSuccess: (answer) => writeBalances(queryClient, answer),
  });
}

/**
 * Where a withdrawal takes the money from: the wallet and the open game accounts (POST /api/wallet/withdrawAll
 * empties every game account into the wallet first), or the wallet alone (POST /api/wallet/withdraw).
 */
export type WithdrawSource = 'wallet' | 'all';

/** A withdrawal (POST /api/wallet/withdraw, or withdrawAll from the games too): the balances of the answer show at once. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ amount, source }: { amount: number; source: WithdrawSource }) => {
      const route = source === 'all' ? tsr.wallet.withdrawAll : tsr.wallet.withdraw;
      return okBody(await route.mutate({ body: { amount } }));
    },
    onSuccess: (answer) => writeBalances(queryClient, answer),
  });
}

/** A game account's credentials (GET /api/wallet/account/{code}), read afresh each time they are shown. */
export const gameCredentialsQuery = (code: string) => ({
  queryKey: ['game-credentials', code],
  queryFn: async () => okBody(await tsr.wallet.account.query({ params: { slotCode: code } })),
  staleTime: 0,
  gcTime: 0,
});

/** A new password for a game account (GET /api/wallet/reset/{code}); its credentials are read again. */
export function useResetGamePassword(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await tsr.wallet.resetPassword.query({ params: { slotCode: code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameCredentialsQuery(code).queryKey }),
  });
}

/** Where a game opens: its one-time auto-login link, or the provider's sign-in form (spec §2). */
async function gameLink(account: GameAccount, username: string): Promise<string | null> {
  if (!account.autoLoginGame) return account.url;
  const answer = okBody(await tsr.autoLogin.withUsername.query({ params: { game: account.autoLoginGame, username } }));
  return answer.link;
}

/**
 * Play (spec §2, §4): the whole wallet moved into the game first when it can be (`movesWallet`), then the game
 * opened in `tab` (a new tab when the portal is framed), else in this window. Keyed by playKey.
 */
export function usePlay(account: GameAccount, movesWallet: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: playKey(account.code),
    mutationFn: async (tab: Window | null) => {
      if (movesWallet)
        writeBalances(queryClient, okBody(await tsr.wallet.transferAll.mutate({ body: { to: account.code } })));
      // Play may be tapped before the credentials have come: the auto-login link waits for the username.
      const username = account.autoLoginGame
        ? (await queryClient.ensureQueryData(gameCredentialsQuery(account.code))).username
        : '';
      const link = await gameLink(account, username);
      if (!link) throw new Error('no link');
      if (tab) tab.location.href = link;
      else window.location.assign(link);
    },
  });
}

/** A manual deposit announced (POST /api/wallet/add): the operator looks for the money sent. */
export function useAnnounceDeposit() {
  return useMutation({
    mutationFn: async (amount: number) => okBody(await tsr.wallet.add.mutate({ body: { amount } })),
  });
}

/** The bank account holder's name in English (PUT /api/account/bankAccountName, spec §4). */
export function useRenameBankAccount(bankCode: string) {
  return useMutation({
    mutationFn: async (bankAccountName: string) =>
      okBody(await tsr.account.bankAccountName.mutate({ body: { bankCode, bankAccountName } })),
  });
}

/** A True Wallet gift link sent (POST /api/wallet/truelink), encrypted as the spec asks. */
export function useTrueWalletDeposit() {
  return useMutation({
    mutationFn: async (link: string) => {
      const { encryptGiftLink } = await import('@portal/contract/gift-link');
      return okBody(await tsr.wallet.truelink.mutate({ body: { link: encryptGiftLink(link) } }));
    },
  });
}

/** A one-time QR for the amount (POST /api/qrcode/{provider}). */
export function useCreateQr(provider: QrProvider) {
  return useMutation({
    mutationFn: async (amount: number) =>
      okBody(await tsr.qrcode.create.mutate({ params: { bankCode: provider }, body: { amount } })),
  });
}

/** The open QR cancelled (DELETE /api/qrcode/{provider}?qrcodeId=…). */
export function useCancelQr(provider: QrProvider) {
  return useMutation({
    mutationFn: async (qrcodeId: string) =>
      okBody(await tsr.qrcode.remove.mutate({ params: { bankCode: provider }, query: { qrcodeId } })),
  });
}
