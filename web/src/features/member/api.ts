import { tsr } from '../../api/client';

/** GET /api/wallet: the member's profile, wallet total, invite box and game accounts. */
export const useWallet = () => tsr.wallet.get.useQuery({ queryKey: ['wallet'] });
