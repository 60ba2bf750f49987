import { PAGE_SIZES } from '@portal/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';
import { pagedList, usePagedQuery } from '../../api/paged';
import { queryKeys } from '../../api/queries';

/*
 * The invite and refund dialogs' calls, apart from the home's own (api.ts) so that the home's code does not
 * carry them: they arrive with the dialogs' lazy chunks.
 */

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
