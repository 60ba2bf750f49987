import { TIMEOUTS } from '@portal/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';
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
