import { tsr } from '../../api/client';

/**
 * GET /api/wallet: the member's profile, wallet total, invite box and game accounts. Read again when the
 * player comes back to the tab (the usual path after paying in a bank app) and when the network returns.
 */
export const useWallet = () =>
  tsr.wallet.get.useQuery({ queryKey: ['wallet'], refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' });
