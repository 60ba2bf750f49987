import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okBody, tsr } from '../../api/client';
import { queryKeys } from '../../api/queries';

/** GET /api/bonus: every bonus with the member's receipts (the cards' states follow from them). */
export const useBonusList = () => tsr.bonus.list.useQuery({ queryKey: queryKeys.bonusList(), staleTime: 0 });

/**
 * GET /api/promotion/find/{code}: the promotion a code names (NO_PROMOTION when none). The code travels
 * URL-encoded (spec §7); a refusal is an answer, not a failure to retry.
 */
export const usePromotion = (code: string) =>
  useQuery({
    queryKey: queryKeys.promotion(code),
    queryFn: async ({ signal }) =>
      okBody(await tsr.promotion.find.query({ params: { code: encodeURIComponent(code) }, fetchOptions: { signal } })),
    staleTime: 0,
    retry: false,
    enabled: code !== '',
  });

/**
 * After a bonus or promotion is received or ended: the active check and the list are read again, and the
 * wallet, which the credit (or the forfeit) changed. Not waited for: the dialog closes on the answer.
 */
function useReadBonusesAgain() {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.bonus() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.allPages('statement') }),
    ]);
}

/** GET /api/bonus/activate/{code}: receive a bonus. */
export function useActivateBonus() {
  const readAgain = useReadBonusesAgain();
  return useMutation({
    mutationFn: async (code: string) =>
      okBody(await tsr.bonus.activate.query({ params: { code: encodeURIComponent(code) } })),
    onSettled: readAgain,
  });
}

/** GET /api/promotion/activate/{code}: receive a promotion. */
export function useActivatePromotion() {
  const readAgain = useReadBonusesAgain();
  return useMutation({
    mutationFn: async (code: string) =>
      okBody(await tsr.promotion.activate.query({ params: { code: encodeURIComponent(code) } })),
    onSettled: readAgain,
  });
}

/** GET /api/bonus/clear: end the bonus or promotion held (BONUS_CONDITION while the balance is too high). */
export function useClearBonus() {
  const readAgain = useReadBonusesAgain();
  return useMutation({
    mutationFn: async () => okBody(await tsr.bonus.clear.query()),
    onSettled: readAgain,
  });
}
