/**
 * otp-registration — registration asks for an SMS code (registerOTP on). The code is always 123456;
 * GET /__admin/otp?phone=… shows the last one sent. Phone 0811111111 is verified already (OTP_VERIFIED).
 * Log in: phone 0812345678, password secret123 (an existing member, for EXISTING_USER).
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

export const preVerifiedPhone = '0811111111';

export default defineScenario({
  ...baseScenario,
  name: 'otp-registration',
  title: 'Registration with OTP',
  description: 'registerOTP is on; code 123456; 0811111111 is verified already; sends are rate-limited.',
  login: { phone: '0812345678', password: 'secret123' },
  flags: { ...baseScenario.flags, registerOTP: true },
  members: [
    freshMember({
      id: 'M10001',
      phone: '0812345678',
      name: 'Somchai Jaidee',
      bank: { code: 'KBANK', accountName: 'SOMCHAI JAIDEE', accountNo: '0123456789' },
    }),
  ],
  verifiedPhones: [preVerifiedPhone],
});
