import { tsr } from '../../api/client';

export const useLogin = () => tsr.account.login.useMutation();
