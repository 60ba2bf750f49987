import { tsr } from '../../api/client';

/**
 * Whether the service still runs: asked on every visit to /login (spec §2). A gone answer is sent to
 * /terminated by the API layer; the page itself does not wait for it.
 */
export const useServiceActive = () => tsr.lookup.active.useQuery({ queryKey: ['lookup', 'active'], staleTime: 0 });

export const useLogin = () => tsr.account.login.useMutation();
