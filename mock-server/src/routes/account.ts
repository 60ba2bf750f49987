import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import {
  changePassword,
  createAccount,
  login,
  profileOf,
  renameBankAccount,
  updateProfile,
  validateRegistration,
} from '../domain/account.js';
import { sendOtp, verifyOtp } from '../domain/otp.js';

export const accountRoutes: RouterImpl<Contract['account']> = {
  login: ({ body }, { world, client }) => ({ token: login(world, body.username, body.password, client) }),
  validate: ({ body }, { world }) => {
    validateRegistration(world, body, false);
    return { message: 'SUCCESS' };
  },
  create: ({ body }, { world }) => {
    createAccount(world, body);
    return { message: 'SUCCESS' };
  },
  profile: (_input, ctx) => profileOf(ctx.world, member(ctx)),
  updateProfile: ({ body }, ctx) => profileOf(ctx.world, updateProfile(ctx.world, member(ctx), body)),
  bankAccountName: ({ body }, ctx) =>
    profileOf(ctx.world, renameBankAccount(ctx.world, member(ctx), body.bankCode, body.bankAccountName)),
  changePassword: ({ body }, ctx) => ({
    message: 'SUCCESS',
    token: changePassword(ctx.world, member(ctx), body.oldPassword, body.newPassword, ctx.client),
  }),
};

export const otpRoutes: RouterImpl<Contract['otp']> = {
  send: ({ body }, { world }) => sendOtp(world, body.phoneNumber),
  verify: ({ body }, { world }) => {
    verifyOtp(world, body.otpToken, body.otpCode);
    return { message: 'OTP_CODE_VALID' };
  },
};
