/**
 * default — a member with money everywhere.
 * Log in: phone 0812345678, password secret123.
 * Wallet 1,250.50 baht; active and inactive game accounts in all three categories; statements of every type
 * and status; slips in every status; a bonus history; two claimable coupons and one expired; a chat history.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

export const defaultMember = {
  id: 'M10001',
  phone: '0812345678',
  password: 'secret123',
  name: 'Somchai Jaidee',
  createdMinutesAgo: 60 * 24 * 40,
  coin: 3,
  bank: { code: 'KBANK', accountName: 'SOMCHAI JAIDEE', accountNo: '0123456789' },
  wallet: 1250.5,
  invite: { amount: 75, success: 80, fail: 20 },
  lossSinceRefund: 420,
  games: {
    PG: { active: true, amount: 320.25 },
    JOKER: { active: true, amount: 0 },
    SLOTRACHA: { active: true, amount: 15 },
    ASKMEBET: { active: true, amount: 150 },
    HUAYHD: { active: true, amount: 40 },
  },
  statements: [
    { type: 'deposit', status: 'SUCCESS', from: 'KBANK', to: 'WALLET', amount: 1000, minutesAgo: 60 * 30 },
    {
      type: 'bonus',
      status: 'SUCCESS',
      from: 'SYSTEM',
      to: 'WALLET',
      amount: 100,
      minutesAgo: 60 * 29,
      source: { kind: 'bonus', description: 'สมาชิกใหม่ 100%' },
    },
    { type: 'transfer', status: 'SUCCESS', from: 'WALLET', to: 'PG', amount: 500, minutesAgo: 60 * 28 },
    {
      type: 'finish_bonus',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'SYSTEM',
      amount: 3.5,
      minutesAgo: 60 * 20,
      source: { kind: 'bonus', description: 'สมาชิกใหม่ 100%' },
    },
    { type: 'withdraw', status: 'SUCCESS', from: 'WALLET', to: 'KBANK', amount: 300, minutesAgo: 60 * 10 },
    { type: 'deposit', status: 'FAILED', from: 'SCB', to: 'WALLET', amount: 200, minutesAgo: 60 * 8 },
    {
      type: 'bonus',
      status: 'SUCCESS',
      from: 'SYSTEM',
      to: 'WALLET',
      amount: 25,
      minutesAgo: 60 * 6,
      source: { kind: 'invite', description: 'โบนัสชวนเพื่อน' },
    },
    {
      type: 'bonus',
      status: 'SUCCESS',
      from: 'SYSTEM',
      to: 'WALLET',
      amount: 12,
      minutesAgo: 60 * 5,
      source: { kind: 'refund', description: 'คืนยอดเสีย' },
    },
    {
      type: 'bonus',
      status: 'SUCCESS',
      from: 'SYSTEM',
      to: 'WALLET',
      amount: 20,
      minutesAgo: 60 * 4,
      source: { kind: 'luckydraw', description: 'วงล้อนำโชค 20 ฿' },
    },
    {
      type: 'bonus',
      status: 'SUCCESS',
      from: 'SYSTEM',
      to: 'WALLET',
      amount: 50,
      minutesAgo: 60 * 3,
      source: { kind: 'promotion', description: 'GOLD50' },
    },
    { type: 'transfer', status: 'SUCCESS', from: 'ASKMEBET', to: 'WALLET', amount: 80, minutesAgo: 60 * 2 },
    { type: 'withdraw', status: 'IN_PROGRESS', from: 'WALLET', to: 'KBANK', amount: 150, minutesAgo: 30 },
    { type: 'deposit', status: 'IN_PROGRESS', from: 'KBANK', to: 'WALLET', amount: 100, minutesAgo: 2 },
  ],
  slips: [
    { status: 'SUCCESS', amount: 1000, minutesAgo: 60 * 30, reference: 'REF20261001' },
    { status: 'FAILED', amount: 0, note: 'SLIP_REFNO_DUPLICATED', minutesAgo: 60 * 12, reference: 'REF20261002' },
    { status: 'FAILED', amount: 0, note: 'EXPIRED_SLIP', minutesAgo: 60 * 9, reference: 'REF20261003' },
    {
      status: 'IN_PROGRESS',
      amount: 0,
      minutesAgo: 3,
      reference: 'REF20261004',
      verdict: { status: 'FAILED', note: 'INVALID_SLIP' },
    },
  ],
  bonuses: [{ code: 'WELCOME100', active: false, receivedMinutesAgo: [60 * 29] }],
  promotionsUsed: ['GOLD50'],
  invites: [
    { fromName: 'Anan K.', amount: 25, minutesAgo: 60 * 6 },
    { fromName: 'Nok P.', amount: 50, minutesAgo: 60 * 30 },
  ],
  refunds: [{ amount: 12, minutesAgo: 60 * 5, addedToWallet: true }],
  coupons: [
    { sliceCode: 'S20', amount: 20, status: 'CLAIMABLE', minutesAgo: 60, expiresInMinutes: 60 * 24 },
    { sliceCode: 'S50', amount: 50, status: 'CLAIMABLE', minutesAgo: 30, expiresInMinutes: 60 * 24 },
    { sliceCode: 'S10', amount: 10, status: 'EXPIRED', minutesAgo: 60 * 50, expiresInMinutes: 60 * 24 },
    { sliceCode: 'S20', amount: 20, status: 'CLAIMED', minutesAgo: 60 * 4, expiresInMinutes: 60 * 24 },
  ],
  chat: [
    {
      sender: 'customer',
      minutesAgo: 60 * 26,
      sessionId: 'sess-1',
      message: { message_type: 'text', payload: 'โอนเงินแล้วยอดยังไม่เข้าค่ะ' },
    },
    {
      sender: 'other',
      minutesAgo: 60 * 26 - 1,
      sessionId: 'sess-1',
      message: { message_type: 'text', payload: 'ตรวจสอบแล้ว ยอดเข้าเรียบร้อยค่ะ' },
    },
    {
      sender: 'customer',
      minutesAgo: 20,
      sessionId: 'sess-2',
      message: { message_type: 'text', payload: 'สอบถามโปรโมชั่นค่ะ' },
    },
    {
      sender: 'other',
      minutesAgo: 19,
      sessionId: 'sess-2',
      read: false,
      message: { message_type: 'text', payload: 'กรอกโค้ด GOLD50 ที่หน้าโบนัสได้เลยค่ะ' },
    },
  ],
} satisfies Parameters<typeof freshMember>[0];

export default defineScenario({
  ...baseScenario,
  name: 'default',
  title: 'Member with money everywhere',
  description:
    'Wallet, game accounts of all three categories, statements and slips in every status, bonuses, coupons and chat.',
  login: { phone: defaultMember.phone, password: defaultMember.password },
  members: [
    freshMember(defaultMember),
    freshMember({ id: 'M10002', phone: '0899999999', name: 'Inactive Member', active: false, wallet: 10 }),
    freshMember({ id: 'M10003', phone: '0823456789', name: 'Malee Rakdee', wallet: 40, inviterId: 'M10001' }),
    // Registered before KTB's English-name rule: the deposit modal asks for the name in English first.
    freshMember({
      id: 'M10004',
      phone: '0834567890',
      name: 'Wichai Thongdee',
      wallet: 0,
      bank: { code: 'KTB', accountName: 'วิชัย ทองดี', accountNo: '6781234567' },
    }),
  ],
});
