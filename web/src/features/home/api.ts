import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { storeLastSync } from '../../lib/storage';

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
