import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';
import { RefusedInAnswer } from '../../api/failure';
import { queryKeys } from '../../api/queries';

/** GET /api/spinwheel/setup: the wheel (null when none is active) and the member's coins. */
export const useSpinSetup = () => tsr.spinwheel.setup.useQuery({ queryKey: queryKeys.spinSetup(), staleTime: 0 });

/** GET /api/spinwheel/coupon: the coupons won, newest first (the table pages them, 3 at a time). */
export const useCoupons = () => tsr.spinwheel.coupons.useQuery({ queryKey: queryKeys.coupons(), staleTime: 0 });

/**
 * POST /api/spinwheel/spin: a coin spent, the slice the server picked. A refusal, whether the spin result says
 * it (success false, its code in `error`) or an error body does, fails the mutation with that code.
 */
export function useSpin() {
  return useMutation({
    mutationFn: async () => {
      const answer = okBody(await tsr.spinwheel.spin.mutate());
      if (!answer.success || !answer.result) throw new RefusedInAnswer(answer.error ?? '');
      return answer.result;
    },
  });
}

/** After a spin has been shown or a coupon claimed: the wheel, the coins and the coupons are read again. */
export function useReadWheelAgain() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.spinSetup() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.coupons() }),
    ]);
}

/** POST /api/spinwheel/coupon/claim: the coupon's amount into the wallet (its new amount written at once). */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (coupon: string) => okBody(await tsr.spinwheel.claim.mutate({ body: { coupon } })),
    onSuccess: (answer) => {
      writeBalances(queryClient, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allPages('statement') });
    },
  });
}
