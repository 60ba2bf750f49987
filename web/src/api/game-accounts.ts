import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeBalances } from './balances';
import { okBody, tsr } from './client';
import { queryKeys } from './queries';

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
