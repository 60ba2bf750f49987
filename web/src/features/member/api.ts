import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';

/**
 * The home screen's check-balance control (spec §2): GET /api/wallet/refresh/slot asks every game provider
 * for its balance and answers the game accounts; they are written into the cached wallet from that answer,
 * without reading the wallet again.
 */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await tsr.wallet.refreshSlots.query()),
    onSuccess: (answer) => writeBalances(queryClient, answer),
  });
}
