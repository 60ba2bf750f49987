import { thaiSiteWords } from './support-words.js';
import type {
  GameDefinition,
  MemberSeed,
  ScenarioDefinition,
  SiteDefinition,
} from '../mock-server/src/scenario/scenario.js';

/**
 * What every scenario starts from: a Thai site with its banks, deposit accounts, twelve games in three
 * categories, bonuses, promotions and a spin wheel. Scenarios override only what makes them different.
 */

const asset = (path: string) => `/mock-assets/${path}`;

export const thaiBanks: SiteDefinition['banks'] = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank' },
  { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank' },
  { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya' },
  { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' },
];

export const games: GameDefinition[] = [
  { code: 'PG', name: 'PG Soft', category: 'slot', ftWalletSlot: 1, autoLoginGame: 'pg' },
  { code: 'JOKER', name: 'Joker Gaming', category: 'slot', ftWalletSlot: 1, autoLoginGame: 'joker2' },
  { code: 'BETFLIX', name: 'Betflix', category: 'slot', ftWalletSlot: 1, autoLoginGame: 'betflix' },
  { code: 'SLOTRACHA', name: 'Slotracha', category: 'slot', ftWalletSlot: 10, autoLoginGame: 'slotracha' },
  { code: 'AREASLOT', name: 'Area Slot', category: 'slot', ftWalletSlot: 1, autoLoginGame: 'areaslot' },
  { code: 'PGSLOT', name: 'PG Slot Classic', category: 'slot', ftWalletSlot: 1, autoLoginGame: 'pgslot' },
  { code: 'ASKMEBET', name: 'AskMeBet', category: 'sport', ftWalletSlot: 1, autoLoginGame: 'askmebet' },
  { code: 'USUN', name: 'USUN Sport', category: 'sport', ftWalletSlot: 1, autoLoginGame: 'usun' },
  { code: 'CIRCUS', name: 'Circus Casino', category: 'sport', ftWalletSlot: 1, autoLoginGame: 'circus' },
  {
    code: 'SBO',
    name: 'SBOBET',
    category: 'sport',
    ftWalletSlot: 1,
    autoLoginGame: null,
    event: { step: 'login', remember: true },
  },
  { code: 'HUAYHD', name: 'Huay HD', category: 'lotto', ftWalletSlot: 1, autoLoginGame: 'huayhd' },
  { code: 'IMI', name: 'IMI Lotto', category: 'lotto', ftWalletSlot: 100, autoLoginGame: 'imi' },
].map((game) => ({
  ...game,
  background: asset(`games/${game.code}-bg.svg`),
  logo: asset(`games/${game.code}-logo.svg`),
  url: `https://play.example.test/${game.code.toLowerCase()}`,
  android: game.category === 'lotto' ? null : `https://apps.example.test/android/${game.code.toLowerCase()}.apk`,
  ios: game.category === 'slot' ? `https://apps.example.test/ios/${game.code.toLowerCase()}` : null,
})) as GameDefinition[];

export const banner = (name: string, html: string) => ({ image: asset(`banners/${name}.svg`), html });

export const baseSite: SiteDefinition = {
  info: { name: 'Gold Wallet', website: 'https://goldwallet.example.test' },
  notice: 'ฝากถอนอัตโนมัติ 24 ชั่วโมง เงินเข้าภายใน 1 นาที',
  contact: {
    contactText: 'ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่าน LINE หรือแชทสด',
    lineLink: 'https://line.example.test/@goldwallet',
    lineName: '@goldwallet',
    lineQR: asset('contact/line-qr.svg'),
  },
  conditions: [
    '<h3>เงื่อนไขการใช้งาน</h3><p>สมาชิกต้องมีอายุ 18 ปีขึ้นไป และใช้บัญชีธนาคารชื่อเดียวกับผู้สมัคร</p>',
    '<p>ยอดโบนัสต้องทำเทิร์นโอเวอร์ตามเงื่อนไขก่อนถอน</p>',
  ],
  agreements: [
    '<h3>ข้อตกลงสมาชิก</h3><p>ฝากเงินแล้วเครดิตเข้าภายใน 1 นาที อัปโหลดสลิปภายใน 1 ชั่วโมงหลังโอน</p>',
    '<p>รับโบนัสแล้วต้องถอนยอดทั้งหมด ส่วนที่เหลือจะถูกตัด</p>',
  ],
  sources: [
    { code: 'FACEBOOK', description: 'Facebook' },
    { code: 'LINE', description: 'LINE' },
    { code: 'FRIEND', description: 'เพื่อนแนะนำ' },
    { code: 'GOOGLE', description: 'Google' },
  ],
  banks: thaiBanks,
  deposit: {
    isManual: false,
    banks: [
      {
        bankCode: 'KBANK',
        bankType: 'bank',
        mode: 'AUTO',
        bankAccountName: 'บจก. โกลด์ วอลเล็ท',
        bankAccountNo: '0481234567',
        currency: 'BAHT',
      },
      {
        bankCode: 'SCB',
        bankType: 'bank',
        mode: 'AUTO',
        bankAccountName: 'บจก. โกลด์ วอลเล็ท',
        bankAccountNo: '4071239876',
        currency: 'BAHT',
      },
      {
        bankCode: 'KBANK',
        bankType: 'qrcode',
        mode: 'AUTO',
        bankAccountName: 'GOLD WALLET CO',
        bankAccountNo: '0481234567',
        currency: 'BAHT',
      },
      {
        bankCode: 'WW',
        bankType: 'qrcode',
        mode: 'AUTO',
        bankAccountName: 'GOLD WALLET CO',
        bankAccountNo: 'WW-001',
        currency: 'BAHT',
      },
      {
        bankCode: 'ZAPMAN',
        bankType: 'qrcode',
        mode: 'AUTO',
        bankAccountName: 'GOLD WALLET CO',
        bankAccountNo: 'ZP-001',
        currency: 'BAHT',
      },
    ],
    wallets: [{ walletAccountName: 'โกลด์ วอลเล็ท ทรูมันนี่', mode: 'AUTO' }],
  },
  withdraw: { min: 100, max: 50_000 },
  slipWindow: { closedFrom: '23:50', closedTo: '00:10', uploadWithinMinutes: 60 },
  inviteBanners: [banner('invite-1', '<p>ชวนเพื่อนรับ <b>5%</b> ของยอดเสีย</p>')],
  refundBanners: [banner('refund-1', '<p>คืนยอดเสีย <b>10%</b> ทุกวัน</p>')],
  refund: {
    percent: 10,
    info: '<p>คืนยอดเสีย 10% ของยอดเสียสุทธิ ไม่มีโบนัสค้าง</p>',
    success: 80,
    fail: 20,
  },
  bonusClearBelow: 5,
  // The bonus notices say "ทำเทิร์น 5 เท่า" (turnover 5 times); the invite banner says 5% of losses.
  bonusTurnoverMultiple: 5,
  invitePercent: 5,
  chatPrefix: 'goldwallet',
  qrProviders: ['KBANK', 'WW', 'ZAPMAN'],
  qrMinutes: 10,
  defaultCurrency: 'BAHT',
};

export const baseBonuses: ScenarioDefinition['bonuses'] = [
  {
    code: 'WELCOME100',
    name: 'สมาชิกใหม่ 100%',
    type: 'limit',
    maxReceived: 1,
    percentFail: 30,
    amount: 100,
    notice: 'รับได้ครั้งเดียว ทำเทิร์น 5 เท่า หากเสียเกิน %percentFail% ยกเลิกได้',
    banners: [banner('bonus-welcome', '<p>โบนัสสมาชิกใหม่ <b>100%</b></p>')],
  },
  {
    code: 'DAILY10',
    name: 'ฝากรายวัน 10%',
    type: 'day',
    maxReceived: 2,
    percentFail: 20,
    amount: 20,
    notice: 'รับได้วันละ 2 ครั้ง เงื่อนไขเสีย %percentFail%',
    banners: [banner('bonus-daily', '<p>ฝากรายวันรับเพิ่ม <b>10%</b></p>')],
  },
  {
    code: 'WEEKLY50',
    name: 'โบนัสรายสัปดาห์',
    type: 'week',
    maxReceived: 1,
    percentFail: 25,
    amount: 50,
    notice: 'รับได้สัปดาห์ละครั้ง เงื่อนไขเสีย %percentFail%',
    banners: [banner('bonus-weekly', '<p>รับทุกสัปดาห์ <b>50 บาท</b></p>')],
  },
];

export const basePromotions: ScenarioDefinition['promotions'] = [
  { code: 'GOLD50', percentFail: 15, description: 'รับเครดิตฟรี 50 บาท ทำเทิร์น 3 เท่า', amount: 50, turnoverMultiple: 3 },
  { code: 'LUCKY20', percentFail: 10, description: 'รับเครดิต 20 บาท', amount: 20 },
];

export const baseSpinwheel: ScenarioDefinition['spinwheel'] = {
  name: 'วงล้อนำโชค',
  active: true,
  couponMinutes: 60 * 24,
  slices: [
    {
      code: 'S10',
      label: '10 ฿',
      bgColor: '#f5b941',
      textColor: '#1a1300',
      htmlDescription: '<p>เครดิต 10 บาท</p>',
      prize: { name: 'เครดิต 10', amount: 10 },
      weight: 30,
    },
    {
      code: 'S20',
      label: '20 ฿',
      bgColor: '#1f2a44',
      textColor: '#f5f7fb',
      htmlDescription: '<p>เครดิต 20 บาท</p>',
      prize: { name: 'เครดิต 20', amount: 20 },
      weight: 20,
    },
    {
      code: 'S50',
      label: '50 ฿',
      bgColor: '#f5b941',
      textColor: '#1a1300',
      htmlDescription: '<p>เครดิต 50 บาท</p>',
      prize: { name: 'เครดิต 50', amount: 50 },
      weight: 10,
    },
    {
      code: 'S0',
      label: 'เสียใจด้วย',
      bgColor: '#1f2a44',
      textColor: '#f5f7fb',
      htmlDescription: null,
      prize: { name: 'ไม่ได้รางวัล', amount: 0 },
      weight: 30,
    },
    {
      code: 'S100',
      label: '100 ฿',
      bgColor: '#f5b941',
      textColor: '#1a1300',
      htmlDescription: '<p>เครดิต 100 บาท</p>',
      prize: { name: 'เครดิต 100', amount: 100 },
      weight: 8,
    },
    {
      code: 'S500',
      label: '500 ฿',
      bgColor: '#1f2a44',
      textColor: '#f5f7fb',
      htmlDescription: '<p>แจ็คพอต 500 บาท</p>',
      prize: { name: 'แจ็คพอต 500', amount: 500 },
      weight: 2,
    },
  ],
};

/**
 * A member with nothing yet: a fresh account right after registration. Its bank account number is made from
 * the phone, so two members never hold one account (registration answers EXISTING_BANK to the second).
 */
export function freshMember(overrides: Partial<MemberSeed> & Pick<MemberSeed, 'id' | 'phone' | 'name'>): MemberSeed {
  return {
    password: 'secret123',
    createdMinutesAgo: 5,
    coin: 0,
    bank: { code: 'SCB', accountName: overrides.name.toUpperCase(), accountNo: `11${overrides.phone.slice(-8)}` },
    wallet: 0,
    ...overrides,
  };
}

export const baseScenario: Omit<ScenarioDefinition, 'name' | 'title' | 'description' | 'login' | 'members'> = {
  seed: 7,
  flags: {
    terminated: false,
    registerOTP: false,
    enableChatWidget: true,
    laos: false,
    inviteActive: true,
    refundActive: true,
    slipClosed: false,
    slipWindowOff: false,
    oneDevice: false,
    ipBound: false,
    otpCode: '123456',
  },
  site: baseSite,
  games,
  bonuses: baseBonuses,
  promotions: basePromotions,
  spinwheel: baseSpinwheel,
  giftVouchers: [
    { voucher: 'GIFT0000000000000100', amount: 100 },
    { voucher: 'GIFT0000000000000050', amount: 50 },
    { voucher: 'GIFT0000000000000001', amount: 1 },
  ],
  slipOutcomes: [
    { status: 'SUCCESS', amount: 500 },
    { status: 'SUCCESS', amount: 1000 },
    { status: 'FAILED', note: 'UNSTABLE_REFNO_ON_SLIP' },
  ],
  timing: { slipSeconds: 10, depositSeconds: 60, withdrawSeconds: 60, sessionMinutes: 24 * 60, otpMinutes: 5 },
  chat: { replyDelayMs: 1200, language: 'th', words: thaiSiteWords },
};
