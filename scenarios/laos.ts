/**
 * laos — the Laos build's world: Lao banks and texts, everything in kip (LAK), no 10-digit phone rule.
 * Log in: phone 02055512345, password secret123.
 * Amounts (wallet, deposits, bonuses, promotions, spin prizes, slips) are kip-scale values; a member who
 * registers in BAHT here meets the same (kip-scale) content: the scenario has one currency.
 */
import { laoSiteWords } from './support-words.js';
import { defineScenario, type ScenarioDefinition } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, baseSite, baseSpinwheel, freshMember } from './base.js';

const asset = (path: string) => `/mock-assets/${path}`;
const banner = (name: string, html: string) => ({ image: asset(`banners/${name}.svg`), html });

const bonuses: ScenarioDefinition['bonuses'] = [
  {
    code: 'WELCOME100',
    name: 'ສະມາຊິກໃໝ່ 100%',
    type: 'limit',
    maxReceived: 1,
    percentFail: 30,
    amount: 100_000,
    notice: 'ຮັບໄດ້ຄັ້ງດຽວ ເຮັດເທີນ 5 ເທົ່າ ຖ້າເສຍເກີນ %percentFail% ຍົກເລີກໄດ້',
    banners: [banner('bonus-welcome', '<p>ໂບນັດສະມາຊິກໃໝ່ <b>100%</b></p>')],
  },
  {
    code: 'DAILY10',
    name: 'ຝາກລາຍວັນ 10%',
    type: 'day',
    maxReceived: 2,
    percentFail: 20,
    amount: 20_000,
    notice: 'ຮັບໄດ້ມື້ລະ 2 ຄັ້ງ ເງື່ອນໄຂເສຍ %percentFail%',
    banners: [banner('bonus-daily', '<p>ຝາກລາຍວັນຮັບເພີ່ມ <b>10%</b></p>')],
  },
  {
    code: 'WEEKLY50',
    name: 'ໂບນັດລາຍອາທິດ',
    type: 'week',
    maxReceived: 1,
    percentFail: 25,
    amount: 50_000,
    notice: 'ຮັບໄດ້ອາທິດລະຄັ້ງ ເງື່ອນໄຂເສຍ %percentFail%',
    banners: [banner('bonus-weekly', '<p>ຮັບທຸກອາທິດ <b>50,000 ກີບ</b></p>')],
  },
];

/** The base wheel's colours and weights, with prizes in kip. */
const kipPrizes: Record<string, { label: string; name: string; amount: number; html: string | null }> = {
  S10: { label: '10,000 ₭', name: 'ເຄຣດິດ 10,000 ກີບ', amount: 10_000, html: '<p>ເຄຣດິດ 10,000 ກີບ</p>' },
  S20: { label: '20,000 ₭', name: 'ເຄຣດິດ 20,000 ກີບ', amount: 20_000, html: '<p>ເຄຣດິດ 20,000 ກີບ</p>' },
  S50: { label: '50,000 ₭', name: 'ເຄຣດິດ 50,000 ກີບ', amount: 50_000, html: '<p>ເຄຣດິດ 50,000 ກີບ</p>' },
  S0: { label: 'ເສຍໃຈນຳ', name: 'ບໍ່ໄດ້ລາງວັນ', amount: 0, html: null },
  S100: { label: '100,000 ₭', name: 'ເຄຣດິດ 100,000 ກີບ', amount: 100_000, html: '<p>ເຄຣດິດ 100,000 ກີບ</p>' },
  S500: { label: '500,000 ₭', name: 'ແຈັກພອດ 500,000 ກີບ', amount: 500_000, html: '<p>ແຈັກພອດ 500,000 ກີບ</p>' },
};

const spinwheel: ScenarioDefinition['spinwheel'] = baseSpinwheel && {
  ...baseSpinwheel,
  name: 'ວົງລໍ້ນຳໂຊກ',
  slices: baseSpinwheel.slices.map((slice) => {
    const prize = kipPrizes[slice.code];
    return {
      ...slice,
      label: prize.label,
      htmlDescription: prize.html,
      prize: { name: prize.name, amount: prize.amount },
    };
  }),
};

export default defineScenario({
  ...baseScenario,
  name: 'laos',
  title: 'Laos site in kip',
  description: 'Lao banks and texts, LAK wallet, bonuses and prizes in kip, phone numbers of 6 to 15 digits.',
  login: { phone: '02055512345', password: 'secret123' },
  flags: { ...baseScenario.flags, laos: true },
  site: {
    ...baseSite,
    info: { name: 'Gold Wallet Laos', website: 'https://la.goldwallet.example.test' },
    notice: 'ຝາກ-ຖອນອັດຕະໂນມັດ 24 ຊົ່ວໂມງ',
    contact: { ...baseSite.contact, contactText: 'ຕິດຕໍ່ທີມງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ' },
    conditions: [
      '<h3>ເງື່ອນໄຂການນຳໃຊ້</h3><p>ສະມາຊິກຕ້ອງມີອາຍຸ 18 ປີຂຶ້ນໄປ ແລະ ໃຊ້ບັນຊີທະນາຄານຊື່ດຽວກັບຜູ້ສະໝັກ</p>',
      '<p>ຍອດໂບນັດຕ້ອງເຮັດເທີນໂອເວີຕາມເງື່ອນໄຂກ່ອນຖອນ</p>',
    ],
    agreements: [
      '<h3>ຂໍ້ຕົກລົງສະມາຊິກ</h3><p>ຝາກເງິນແລ້ວເຄຣດິດເຂົ້າພາຍໃນ 1 ນາທີ ອັບໂຫຼດສະລິບພາຍໃນ 1 ຊົ່ວໂມງຫຼັງໂອນ</p>',
      '<p>ຮັບໂບນັດແລ້ວຕ້ອງຖອນຍອດທັງໝົດ ສ່ວນທີ່ເຫຼືອຈະຖືກຕັດ</p>',
    ],
    sources: [
      { code: 'FACEBOOK', description: 'Facebook' },
      { code: 'WHATSAPP', description: 'WhatsApp' },
      { code: 'FRIEND', description: 'ໝູ່ແນະນຳ' },
      { code: 'GOOGLE', description: 'Google' },
    ],
    banks: [
      { code: 'BCEL', nameTH: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ', nameEN: 'BCEL' },
      { code: 'LDB', nameTH: 'ທະນາຄານພັດທະນາລາວ', nameEN: 'Lao Development Bank' },
      { code: 'JDB', nameTH: 'ທະນາຄານຮ່ວມພັດທະນາ', nameEN: 'Joint Development Bank' },
      { code: 'KTB', nameTH: 'ທະນາຄານກຸງໄທ', nameEN: 'Krungthai Bank' },
    ],
    deposit: {
      isManual: true,
      banks: [
        {
          bankCode: 'BCEL',
          bankType: 'bank',
          mode: 'MANUAL',
          bankAccountName: 'GOLD WALLET LAO',
          bankAccountNo: '0100012345678',
          currency: 'LAK',
        },
        {
          bankCode: 'LDB',
          bankType: 'bank',
          mode: 'MANUAL',
          bankAccountName: 'GOLD WALLET LAO',
          bankAccountNo: '0200098765432',
          currency: 'LAK',
        },
      ],
      wallets: [],
    },
    withdraw: { min: 50_000, max: 20_000_000 },
    inviteBanners: [banner('invite-1', '<p>ຊວນໝູ່ຮັບ <b>5%</b> ຂອງຍອດເສຍ</p>')],
    refundBanners: [banner('refund-1', '<p>ຄືນຍອດເສຍ <b>10%</b> ທຸກມື້</p>')],
    refund: { ...baseSite.refund, info: '<p>ຄືນຍອດເສຍ 10% ຂອງຍອດເສຍສຸດທິ ບໍ່ມີໂບນັດຄ້າງ</p>' },
    bonusClearBelow: 3_000,
    qrProviders: [],
    defaultCurrency: 'LAK',
  },
  bonuses,
  promotions: [
    {
      code: 'GOLD50',
      percentFail: 15,
      description: 'ຮັບເຄຣດິດຟຣີ 50,000 ກີບ ເຮັດເທີນ 3 ເທົ່າ',
      amount: 50_000,
      turnoverMultiple: 3,
    },
    { code: 'LUCKY20', percentFail: 10, description: 'ຮັບເຄຣດິດ 20,000 ກີບ', amount: 20_000 },
  ],
  spinwheel,
  slipOutcomes: [
    { status: 'SUCCESS', amount: 500_000 },
    { status: 'SUCCESS', amount: 1_000_000 },
    { status: 'FAILED', note: 'UNSTABLE_REFNO_ON_SLIP' },
  ],
  chat: { ...baseScenario.chat, language: 'lo', words: laoSiteWords },
  members: [
    freshMember({
      id: 'M30001',
      phone: '02055512345',
      name: 'Khamla Vongsa',
      currency: 'LAK',
      createdMinutesAgo: 60 * 24 * 10,
      coin: 2,
      wallet: 2_500_000,
      bank: { code: 'BCEL', accountName: 'KHAMLA VONGSA', accountNo: '0100098765432' },
      games: { PG: { active: true, amount: 150_000 } },
      statements: [
        { type: 'deposit', status: 'SUCCESS', from: 'BCEL', to: 'WALLET', amount: 3_000_000, minutesAgo: 60 * 48 },
        { type: 'transfer', status: 'SUCCESS', from: 'WALLET', to: 'PG', amount: 150_000, minutesAgo: 60 * 47 },
        { type: 'withdraw', status: 'IN_PROGRESS', from: 'WALLET', to: 'BCEL', amount: 350_000, minutesAgo: 20 },
      ],
    }),
  ],
});
