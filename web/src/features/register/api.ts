import { tsr } from '../../api/client';

/** The calls of the registration wizard (spec §7: lookups, account, otp). */

export const useRegisterOtpFlag = () =>
  tsr.lookup.registerOTP.useQuery({ queryKey: ['lookup', 'registerOTP'], staleTime: 0 });

export const useBanks = () => tsr.lookup.banks.useQuery({ queryKey: ['lookup', 'banks'], staleTime: Infinity });

export const useSources = () => tsr.lookup.sources.useQuery({ queryKey: ['lookup', 'sources'], staleTime: Infinity });

export const useSendOtp = () => tsr.otp.send.useMutation();

export const useVerifyOtp = () => tsr.otp.verify.useMutation();

export const useValidateRegistration = () => tsr.account.validate.useMutation();

export const useCreateAccount = () => tsr.account.create.useMutation();
