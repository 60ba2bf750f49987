import { z } from 'zod';
import { AUTO_LOGIN_GAMES, CURRENCIES, GAME_CATEGORIES } from './constants.js';
import { AMOUNT_MAX } from './schemas-base.js';

/**
 * What a world file captured from a real backend (`npm run capture`) holds beyond the tables: the site as its
 * read routes showed it (the lookups, the games, the bonuses, the spin wheel), laid over the file's scenario
 * when the world is loaded (mock-server/src/scenario/captured.ts). Every text is bounded: a world file is
 * input like any other.
 */

const Text = (max = 2_000) => z.string().max(max);
const Html = Text(50_000);
const Banner = z.object({ image: Text(), html: Html }).strict();
/** An amount the site names (a bonus, a prize, a withdrawal limit): at most what one request may move. */
const Amount = z.number().finite().min(0).max(AMOUNT_MAX);

const CapturedGame = z
  .object({
    code: Text(40).min(1),
    name: Text(200),
    category: z.enum(GAME_CATEGORIES),
    ftWalletSlot: z.number().positive().max(1e6),
    background: Text(),
    logo: Text(),
    url: Text().nullable(),
    android: Text().nullable(),
    ios: Text().nullable(),
    autoLoginGame: z.enum(AUTO_LOGIN_GAMES).nullable(),
  })
  .strict();

const CapturedBonus = z
  .object({
    code: Text(100).min(1),
    name: Text(200),
    type: z.enum(['limit', 'day', 'week']),
    maxReceived: z.number().int().min(1).max(1e6),
    percentFail: z.number().finite().min(0).max(100),
    amount: Amount,
    notice: Html,
    banners: z.array(Banner).max(20),
    turnoverMultiple: z.number().finite().min(0).max(1_000).optional(),
  })
  .strict();

const CapturedPromotion = z
  .object({
    code: Text(100).min(1),
    percentFail: z.number().finite().min(0).max(100),
    description: Html,
    amount: Amount,
    turnoverMultiple: z.number().finite().min(0).max(1_000).optional(),
  })
  .strict();

const CapturedSlice = z
  .object({
    code: Text(100).min(1),
    label: Text(200),
    bgColor: Text(40),
    textColor: Text(40),
    htmlDescription: Html.nullable(),
    prize: z.object({ name: Text(200), amount: Amount }).strict(),
    weight: z.number().finite().min(0).max(1e6),
  })
  .strict();

const CapturedSpinwheel = z
  .object({
    name: Text(200),
    active: z.boolean(),
    slices: z.array(CapturedSlice).max(64),
    couponMinutes: z.number().int().min(1).max(525_600),
  })
  .strict();

const Clock = z.string().regex(/^\d{2}:\d{2}$/);

const CapturedSiteFields = z
  .object({
    info: z.object({ name: Text(200), website: Text() }).strict(),
    notice: Html,
    contact: z.object({ contactText: Html, lineLink: Text(), lineName: Text(200), lineQR: Text() }).strict(),
    conditions: z.array(Html).max(100),
    agreements: z.array(Html).max(100),
    sources: z.array(z.object({ code: Text(100), description: Text(500) }).strict()).max(100),
    banks: z.array(z.object({ code: Text(40), nameTH: Text(200), nameEN: Text(200) }).strict()).max(200),
    deposit: z
      .object({
        isManual: z.boolean(),
        banks: z
          .array(
            z
              .object({
                bankCode: Text(40),
                bankType: z.enum(['bank', 'qrcode']),
                mode: z.enum(['AUTO', 'MANUAL']),
                bankAccountName: Text(200),
                bankAccountNo: Text(40),
                currency: z.enum(CURRENCIES),
              })
              .strict(),
          )
          .max(50),
        wallets: z.array(z.object({ walletAccountName: Text(200), mode: z.enum(['AUTO', 'MANUAL']) }).strict()).max(50),
      })
      .strict(),
    withdraw: z.object({ min: Amount, max: Amount }).strict(),
    slipWindow: z
      .object({ closedFrom: Clock, closedTo: Clock, uploadWithinMinutes: z.number().int().min(0).max(100_000) })
      .strict(),
    inviteBanners: z.array(Banner).max(20),
    refundBanners: z.array(Banner).max(20),
    refund: z
      .object({ info: Html, success: z.number().finite().min(0).max(100), fail: z.number().finite().min(0).max(100) })
      .strict(),
    bonusClearBelow: Amount,
    chatPrefix: Text(100),
  })
  .partial()
  .strict();

export const CapturedSite = z
  .object({
    from: Text(500).describe('the origin the member was read from'),
    at: z.string().max(40).describe('when, as an ISO time'),
    title: Text(200),
    /** The member's log-in in the file: the phone as written in it, a password of the simulator's (never the real one). */
    login: z.object({ phone: Text(20), password: Text(100) }).strict(),
    flags: z
      .object({
        registerOTP: z.boolean(),
        enableChatWidget: z.boolean(),
        inviteActive: z.boolean(),
        refundActive: z.boolean(),
        laos: z.boolean(),
      })
      .partial()
      .strict(),
    site: CapturedSiteFields,
    /** Each absent: the scenario's (its read failed, or said nothing of it). */
    games: z.array(CapturedGame).max(100).optional(),
    bonuses: z.array(CapturedBonus).max(200).optional(),
    promotions: z.array(CapturedPromotion).max(200).optional(),
    spinwheel: CapturedSpinwheel.nullable().optional(),
  })
  .strict()
  .describe('a captured site laid over the scenario: what the real backend’s read routes showed (npm run capture)');
export type CapturedSite = z.infer<typeof CapturedSite>;
