import { useMutation } from '@tanstack/react-query';
import { okBody, tsr } from '../../api/client';
import { replaceToken } from '../../lib/storage';

/**
 * PUT /api/account/changepwd. The server revokes every token of the member and answers a new one for this
 * session, which replaces the stored one (in the same storage, so "remember me" holds).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: { oldPassword: string; newPassword: string }) =>
      okBody(await tsr.account.changePassword.mutate({ body })),
    onSuccess: (answer) => replaceToken(answer.token),
  });
}
