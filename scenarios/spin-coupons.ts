/**
 * spin-coupons — a member with 5 coins and coupons in every state (claimable, claimed, expired, and one
 * that expires 2 minutes from the start).
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'spin-coupons',
  title: 'Spin wheel with coins and coupons',
  description: 'Five coins to spin, seven coupons across three pages: claimable, claimed, expired, expiring soon.',
  login: { phone: '0812345678', password: 'secret123' },
  members: [
    freshMember({
      id: 'M10001',
      phone: '0812345678',
      name: 'Somchai Jaidee',
      wallet: 100,
      coin: 5,
      coupons: [
        { sliceCode: 'S10', amount: 10, status: 'CLAIMABLE', minutesAgo: 10, expiresInMinutes: 60 * 24 },
        { sliceCode: 'S20', amount: 20, status: 'CLAIMABLE', minutesAgo: 20, expiresInMinutes: 60 * 24 },
        { sliceCode: 'S50', amount: 50, status: 'CLAIMABLE', minutesAgo: 30, expiresInMinutes: 32 },
        { sliceCode: 'S100', amount: 100, status: 'CLAIMED', minutesAgo: 60, expiresInMinutes: 60 * 24 },
        { sliceCode: 'S10', amount: 10, status: 'EXPIRED', minutesAgo: 60 * 48, expiresInMinutes: 60 * 24 },
        { sliceCode: 'S500', amount: 500, status: 'CLAIMABLE', minutesAgo: 5, expiresInMinutes: 60 * 24 },
        { sliceCode: 'S20', amount: 20, status: 'CLAIMED', minutesAgo: 90, expiresInMinutes: 60 * 24 },
      ],
    }),
  ],
});
