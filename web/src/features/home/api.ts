import { PAGE_SIZES, TIMEOUTS } from '@portal/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';
import { pagedList, usePagedQuery } from '../../api/paged';
import { queryKeys } from '../../api/queries';
import { useHydrated } from '../../components/hydration';
import { useModalAddress, useOpenModal } from '../../components/url-modal';
import { getAgreementRemembered, getBalanceHidden, storeBalanceHidden, storeLastSync } from '../../lib/storage';

/**
 * The home screen's check-balance control (spec §4 home refresh): GET /api/wallet/refresh/slot asks every
 * game provider for its balance; the game accounts of its answer show at once, the time is stored
 * (`last_sync`), and the wallet is read again, since its own amount may have moved too (a deposit settled).
 */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await tsr.wallet.refreshSlots.query()),
    onSuccess: async (answer) => {
      writeBalances(queryClient, answer);
      storeLastSync(Date.now());
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    },
  });
}

/**
 * The invite box's receive button: GET /api/invite/bonus moves the invite bonus into the wallet. Its answer
 * names the amount, not the new balance, so the wallet is read again.
 */
export function useReceiveInviteBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await tsr.invite.bonus.query()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet() }),
  });
}

/** The hide-balance choice, remembered in this browser (lib/storage). */
export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(getBalanceHidden);
  return [
    hidden,
    (next) => {
      storeBalanceHidden(next);
      setHidden(next);
    },
  ];
}

/**
 * Opens a closed game account (GET /api/wallet/activate/{code}, spec §4: activate, then fetch): the account of
 * the answer shows at once, then the wallet is read again.
 */
export function useActivateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slotCode: string) => okBody(await tsr.wallet.activate.query({ params: { slotCode } })),
    onSuccess: async (account) => {
      writeBalances(queryClient, { slots: [account] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    },
  });
}

/** The banners the invite or refund dialog shows before its content (spec §2); none means straight to it. */
export const useBanners = (area: 'invite' | 'refund') =>
  useQuery({
    queryKey: queryKeys.banners(area),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const call = area === 'invite' ? tsr.invite.banners.query : tsr.refund.banners.query;
      return okBody(await call({ fetchOptions: { signal } }));
    },
  });

/** POST /api/invite: the invite bonuses earned, newest first, 10 a page (spec §3 invite list, §9). */
const inviteList = pagedList('invites', tsr.invite.list.mutate, (page) => page.total);
export const useInvitePage = (page: number) => usePagedQuery(inviteList, page, PAGE_SIZES.invite);

/** POST /api/refund: the refunds received, newest first, 10 a page. */
const refundList = pagedList('refunds', tsr.refund.list.mutate, (page) => page.total);
export const useRefundPage = (page: number) => usePagedQuery(refundList, page, PAGE_SIZES.refund);

/** GET /api/refund/check: the refund there is to receive now, its conditions and whether a bonus blocks it. */
export const useRefundCheck = () =>
  tsr.refund.check.useQuery({ queryKey: queryKeys.refundCheck(), staleTime: 0, retry: false });

/**
 * GET /api/refund/receive: the loss refund is received and kept apart (a line of the list, not yet in the
 * wallet). The check and the list are read again.
 */
export function useReceiveRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await tsr.refund.receive.query()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.refundCheck() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allPages('refunds') }),
      ]),
  });
}

/**
 * GET /api/refund/addWallet: every received refund moves into the wallet; the wallet's new amount is written
 * from the answer, and the list is read again (its lines now say they are in the wallet).
 */
export function useAddRefundsToWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await tsr.refund.addWallet.query()),
    onSuccess: (answer) => writeBalances(queryClient, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.allPages('refunds') }),
  });
}

/** Whether this page load has offered the agreement already (one that failed to load is offered next load). */
let agreementOffered = false;

/**
 * The agreement on a member's first visit (spec §4): 1.5 s after the home is drawn, unless this browser
 * remembers it was closed. A modal the member opened meanwhile goes first; the wait starts again when it closes.
 */
export function useAgreementOnFirstVisit() {
  const hydrated = useHydrated();
  const open = useOpenModal();
  const { name } = useModalAddress();
  useEffect(() => {
    if (!hydrated || name !== null || agreementOffered || getAgreementRemembered()) return;
    const timer = window.setTimeout(() => {
      agreementOffered = true;
      open('agreement');
    }, TIMEOUTS.agreementDelayMs);
    return () => window.clearTimeout(timer);
  }, [hydrated, name, open]);
}
