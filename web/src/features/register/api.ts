import { tsr } from '../../api/client';

/** The calls of the registration wizard (spec §7: otp, account); its lookups are shared (api/queries.ts). */

export const useSendOtp = () => tsr.otp.send.useMutation();

export const useVerifyOtp = () => tsr.otp.verify.useMutation();

export const useValidateRegistration = () => tsr.account.validate.useMutation();

export const useCreateAccount = () => tsr.account.create.useMutation();
