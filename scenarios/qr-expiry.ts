/**
 * qr-expiry — QR deposits that run out fast: a QR is payable for 1 minute, so the countdown reaches
 * 00:00 during a demo. Move the clock with POST /__admin/clock to expire one at once.
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, baseSite, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'qr-expiry',
  title: 'QR codes that expire in a minute',
  description: 'Bank QR deposits for KBANK, WW and ZAPMAN with a 1-minute deadline.',
  login: { phone: '0812345678', password: 'secret123' },
  site: { ...baseSite, qrMinutes: 1 },
  members: [freshMember({ id: 'M10001', phone: '0812345678', name: 'Somchai Jaidee', wallet: 200 })],
});
