/**
 * laos — the Laos build's world: Lao banks, amounts in kip (LAK), no 10-digit phone rule.
 * Log in: phone 02055512345, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario.js';
import { baseScenario, baseSite, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'laos',
  title: 'Laos site in kip',
  description: 'Lao banks, LAK wallet, phone numbers of any length, Lao content.',
  login: { phone: '02055512345', password: 'secret123' },
  flags: { ...baseScenario.flags, laos: true },
  site: {
    ...baseSite,
    info: { name: 'Gold Wallet Laos', website: 'https://la.goldwallet.example.test' },
    notice: 'ຝາກ-ຖອນອັດຕະໂນມັດ 24 ຊົ່ວໂມງ',
    contact: { ...baseSite.contact, contactText: 'ຕິດຕໍ່ທີມງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ' },
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
          bankCode: 'KBANK',
          bankType: 'bank',
          mode: 'MANUAL',
          bankAccountName: 'GOLD WALLET CO',
          bankAccountNo: '0481234567',
          currency: 'BAHT',
        },
      ],
      wallets: [],
    },
    withdraw: { min: 50_000, max: 20_000_000 },
    qrProviders: [],
    defaultCurrency: 'LAK',
  },
  members: [
    freshMember({
      id: 'M30001',
      phone: '02055512345',
      name: 'Khamla Vongsa',
      currency: 'LAK',
      wallet: 2_500_000,
      bank: { code: 'BCEL', accountName: 'KHAMLA VONGSA', accountNo: '0100098765432' },
      games: { PG: { active: true, amount: 150_000 } },
    }),
  ],
});
