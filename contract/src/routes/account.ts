import { c, member, route, visitor } from '../route-kit.js';
import {
  BankAccountNameRequest,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CreateAccountPayload,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  OtpSendRequest,
  OtpSendResponse,
  OtpVerifyRequest,
  ProfileResponse,
  RegistrationPayload,
  UpdateProfileRequest,
} from '../schemas.js';

const registrationCodes = [
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'PHONE_NUMBER_INVALID',
  /** The inviter code names no member (a mistyped or stale register link). */
  'NO_USER',
] as const;

export const accountContract = c.router({
  login: route({
    method: 'POST',
    path: '/api/login',
    summary:
      'Log in with phone number and password; returns the bearer token. After 5 wrong passwords for a phone ' +
      'from one client address, or 20 from one client address, within 5 minutes, that client’s attempts answer ' +
      'REQUEST_LIMIT (429) until the oldest of them is 5 minutes old. Wrong passwords for a phone from every ' +
      'client together only slow its log-ins (from 20 in 15 minutes: 250 ms, doubling, at most 8 s); the right ' +
      'password from a client that has not failed is never refused',
    body: LoginRequest,
    ok: LoginResponse,
    meta: visitor('WRONG_CREDENTIAL', 'INACTIVE_USER', 'LOGIN_FAIL', 'REQUEST_LIMIT'),
  }),
  validate: route({
    method: 'POST',
    path: '/api/account/validate',
    summary: 'Check a registration before the bank step',
    body: RegistrationPayload,
    ok: MessageResponse,
    meta: visitor(...registrationCodes, 'UNVERIFIED_OTP'),
  }),
  create: route({
    method: 'POST',
    path: '/api/account',
    summary: 'Create the member account',
    body: CreateAccountPayload,
    ok: MessageResponse,
    meta: visitor(...registrationCodes, 'UNVERIFIED_OTP', 'REGISTER_FAIL', 'GAME_ACTIVATION_FAIL', 'REQUEST_LIMIT'),
  }),
  profile: route({
    method: 'GET',
    path: '/api/account/profile',
    summary: 'The member profile and bank account',
    ok: ProfileResponse,
    meta: member(),
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/api/account/profile',
    summary: 'Change name and bank account',
    body: UpdateProfileRequest,
    ok: ProfileResponse,
    meta: member('INVALID_USER_INFO', 'INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG', 'EXISTING_BANK'),
  }),
  bankAccountName: route({
    method: 'PUT',
    path: '/api/account/bankAccountName',
    summary:
      "Rename the bank account holder, in English (letters A-Z and spaces, first and last name): only the member's " +
      'own account at KTB, TMB or BBL (INVALID_BANK at any other bank)',
    body: BankAccountNameRequest,
    ok: ProfileResponse,
    meta: member('INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG', 'INVALID_USER_INFO'),
  }),
  changePassword: route({
    method: 'PUT',
    path: '/api/account/changepwd',
    summary:
      "Change the password. Revokes every token of the member, the caller's included, and answers a new one " +
      'for the caller to keep. After 5 wrong old passwords within 5 minutes: REQUEST_LIMIT (429)',
    body: ChangePasswordRequest,
    ok: ChangePasswordResponse,
    meta: member('WRONG_PASSWORD', 'INVALID_USER_INFO', 'REQUEST_LIMIT'),
  }),
});

export const otpContract = c.router({
  send: route({
    method: 'POST',
    path: '/api/otp/send',
    summary: 'Send a registration OTP by SMS',
    body: OtpSendRequest,
    ok: OtpSendResponse,
    meta: visitor(
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
      'PHONE_NUMBER_INVALID',
      'EXISTING_USER',
      'REQUEST_LIMIT',
      'REQUEST_LIMIT_1MIN',
      'OTP_BLOCK',
      'OTP_SEND_FAIL',
    ),
  }),
  verify: route({
    method: 'POST',
    path: '/api/otp/verify',
    summary: 'Verify the OTP code against its token',
    body: OtpVerifyRequest,
    ok: MessageResponse,
    meta: visitor(
      'OTP_TOKEN_INVALID',
      'OTP_NOT_EXIST',
      'OTP_EXPIRED',
      'OTP_CODE_INVALID',
      'OTP_BLOCK',
      'OTP_VERIFY_FAIL',
    ),
  }),
});
