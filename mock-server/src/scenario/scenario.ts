import type { AutoLoginGame, Currency, GameCategory, QrProvider } from '@portal/contract/constants';
import type { SlipReasonCode } from '@portal/contract/errors';
import type { CapturedSite, FaultInput, OutcomeInput } from '@portal/contract/admin';
import type { ChatMessage } from '@portal/contract/schemas';
import { parseOutcome } from '../domain/outcomes.js';
import { chatMessageProblem, memberProblems } from './world-rules.js';

/**
 * A scenario: the whole starting state of a world, as typed data. Amounts here are in the currency's major
 * unit (baht or kip, as a member sees them); times are minutes before the world's start ("ago").
 * Files under scenarios/ build these with `defineScenario`, usually from `baseScenario`.
 */
export interface ScenarioDefinition {
  name: string;
  title: string;
  description: string;
  /** The log-in QA uses for this scenario (null when there is no member, e.g. a fresh site). */
  login: { phone: string; password: string } | null;
  /** Seed of the scenario's random numbers (spins, OTP codes). */
  seed?: number;
  flags: ScenarioFlags;
  site: SiteDefinition;
  games: GameDefinition[];
  bonuses: BonusDefinition[];
  promotions: PromotionDefinition[];
  spinwheel: SpinwheelDefinition | null;
  giftVouchers: { voucher: string; amount: number }[];
  /**
   * How a fresh slip image turns out: a hash of its bytes picks one of these (the same image always gives
   * the same pick). The same image uploaded twice, an image older than site.slipWindow.uploadWithinMinutes
   * and an armed slip verdict come first (domain/wallet.ts, uploadSlip).
   */
  slipOutcomes: SlipOutcome[];
  /**
   * Outcomes armed when the world is created, exactly as POST /__admin/outcomes takes them: a transfer
   * refused by the game provider, a withdrawal or a manual deposit that ends FAILED, the next slip's
   * verdict, a QR that fails at creation or at payment (domain/outcomes.ts).
   */
  outcomes?: OutcomeInput[];
  /**
   * Transport faults set when the world is made, as with POST /__admin/faults (core/faults.ts): a slow
   * network, a route that fails. Checked against the contract's routes by scenarios.test.ts.
   */
  faults?: FaultInput[];
  members: MemberSeed[];
  /** Phones whose OTP was verified before the world began (the wizard skips the OTP step). */
  verifiedPhones?: string[];
  timing: Timing;
  chat: ChatDefinition;
  /** The site a world file captured from a real backend laid over this scenario (captured.ts); saved with it. */
  captured?: CapturedSite;
}

/**
 * The switches of a world. They start as the scenario's and QA can flip them on a running world
 * (GET/POST /__admin/flags); a reset brings back the scenario's.
 */
export interface ScenarioFlags {
  /** The service is shut down: every /api route answers 410 gone. */
  terminated: boolean;
  registerOTP: boolean;
  enableChatWidget: boolean;
  /** Laos build: no 10-digit phone rule, LAK or BAHT accounts. */
  laos: boolean;
  inviteActive: boolean;
  refundActive: boolean;
  /** Slip upload is closed for the daily window (the slip lookup's isOpen and the upload refusal). */
  slipClosed: boolean;
  /** Slips taken at any hour: the daily closing (site.slipWindow) is not applied (QA at night, the journeys). */
  slipWindowOff: boolean;
  /** One device per member: a log-in ends the member's other log-ins (INVALID_USER_4). */
  oneDevice: boolean;
  /** A token works only from the client address it was issued to (INVALID_IP elsewhere). */
  ipBound: boolean;
  /** A fixed OTP code (demos and tests); null draws six random digits. */
  otpCode: string | null;
}

/** A world's switches: the scenario's flags and whether the spin wheel is on (spinwheel.active). */
export interface WorldFlags extends ScenarioFlags {
  spinActive: boolean;
}

export interface SiteDefinition {
  info: { name: string; website: string };
  notice: string;
  contact: { contactText: string; lineLink: string; lineName: string; lineQR: string };
  conditions: string[];
  agreements: string[];
  sources: { code: string; description: string }[];
  banks: { code: string; nameTH: string; nameEN: string }[];
  deposit: {
    isManual: boolean;
    banks: {
      bankCode: string;
      bankType: 'bank' | 'qrcode';
      mode: 'AUTO' | 'MANUAL';
      bankAccountName: string;
      bankAccountNo: string;
      currency: Currency;
    }[];
    wallets: { walletAccountName: string; mode: 'AUTO' | 'MANUAL' }[];
  };
  withdraw: { min: number; max: number };
  /**
   * The daily closing, how soon after the transfer a slip must come, and how long before upload the transfer of
   * a slip was made when neither its image nor an armed `slipTime` outcome says (default 0: at upload).
   */
  slipWindow: { closedFrom: string; closedTo: string; uploadWithinMinutes: number; transferAgeMinutes?: number };
  inviteBanners: Banner[];
  refundBanners: Banner[];
  /** Refund rules: percentage of net loss returned, and the refund info html. */
  refund: { percent: number; info: string; success: number; fail: number };
  /** Bonus end threshold: a bonus can be ended when wallet plus games is below this. */
  bonusClearBelow: number;
  /**
   * The turnover multiple before a withdrawal while a bonus or promotion is held (spec §9 gives no value):
   * the member must have played, in games, this many times the credit the bonus or promotion gave. Every
   * win or loss played (POST /__admin/play) counts by its size. 0: no turnover is required.
   */
  bonusTurnoverMultiple: number;
  /**
   * The inviter earns this percentage of every game loss of a member they invited (rounded down to the
   * satang or hundredth of a kip): into the invite box, and a line of the invite list.
   */
  invitePercent: number;
  chatPrefix: string;
  qrProviders: QrProvider[];
  /** QR payment deadline, minutes. */
  qrMinutes: number;
  defaultCurrency: Currency;
}

export interface Banner {
  image: string;
  html: string;
}

export interface GameDefinition {
  code: string;
  name: string;
  category: GameCategory;
  ftWalletSlot: number;
  background: string;
  logo: string;
  url: string | null;
  android: string | null;
  ios: string | null;
  autoLoginGame: AutoLoginGame | null;
  /** The one game whose credentials carry an event object (form state). */
  event?: Record<string, unknown>;
}

export interface BonusDefinition {
  code: string;
  name: string;
  type: 'limit' | 'day' | 'week';
  maxReceived: number;
  percentFail: number;
  amount: number;
  notice: string;
  banners: Banner[];
  /** The turnover to play, times the credit, before a withdrawal; default site.bonusTurnoverMultiple. */
  turnoverMultiple?: number;
  /**
   * How often the whole site gives it: `taken` by players outside this world before it began, each receipt in
   * the world counting on; once `total` is reached every activation answers BONUS_FULL.
   */
  quota?: { total: number; taken: number };
}

export interface PromotionDefinition {
  code: string;
  percentFail: number;
  description: string;
  amount: number;
  /** The turnover to play, times the credit, before a withdrawal; default site.bonusTurnoverMultiple. */
  turnoverMultiple?: number;
}

export interface SpinSliceDefinition {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string | null;
  /** What the slice wins: a coupon of this amount (0 wins nothing). */
  prize: { name: string; amount: number };
  /** Relative chance of landing here. */
  weight: number;
}

export interface SpinwheelDefinition {
  name: string;
  active: boolean;
  slices: SpinSliceDefinition[];
  /** How long a won coupon stays claimable, minutes. */
  couponMinutes: number;
}

export type SlipOutcome = { status: 'SUCCESS'; amount: number } | { status: 'FAILED'; note: SlipReasonCode };

export interface Timing {
  /** Seconds from slip upload to its verdict. */
  slipSeconds: number;
  /** Seconds from a manual deposit announcement (wallet/add) to the credit. */
  depositSeconds: number;
  /** Seconds from a withdrawal to its payout. */
  withdrawSeconds: number;
  /** Session lifetime, minutes. */
  sessionMinutes: number;
  /** OTP lifetime, minutes. */
  otpMinutes: number;
}

/** The languages a player may write to support in (the portal's). */
export type ChatLanguage = 'th' | 'lo' | 'en';

export interface ChatDefinition {
  /** Real-time delay of support's answer to a customer message, ms (0: support does not answer). */
  replyDelayMs: number;
  /**
   * The language support answers in until the customer writes words of one it speaks (a postback, an emoji
   * or a picture alone tells none); from then on, the last one they wrote in.
   */
  language: ChatLanguage;
  /** What support says in each language it speaks, `language` among them. */
  words: Partial<Record<ChatLanguage, ChatWords>>;
}

export interface ChatWords {
  /** Support's answers to a message no rule of the script matches, used in turn. */
  replies: ChatSeedMessage['message'][];
  /**
   * Support's script: the first rule with a keyword found in the customer's text or postback (ignoring case)
   * answers with its messages, one after another, each `replyDelayMs` after the last.
   */
  script?: ChatScriptRule[];
}

export interface ChatScriptRule {
  keywords: string[];
  answers: ChatSeedMessage['message'][];
}

export interface ChatSeedMessage {
  sender: 'customer' | 'other';
  minutesAgo: number;
  sessionId: string;
  read?: boolean;
  message:
    | { message_type: 'text'; payload: string }
    | {
        message_type: 'buttons';
        payload: { text: string; buttons: { title: string; type: string; payload: string }[] };
      }
    | {
        message_type: 'quick_replies';
        payload: { text: string; replies: { title: string; type: string; payload: string }[] };
      }
    | {
        message_type: 'generic';
        payloads: {
          image_url: string;
          title: string;
          subtitle: string;
          buttons: { title: string; type: string; payload: string }[];
        }[];
      }
    | {
        message_type: 'media';
        payload: { message: string; url: string; fileType: 'image' | 'video' | 'file'; filePath: string };
      }
    | { message_type: 'postback'; payload: string }
    | { message_type: 'unknown'; payload: unknown };
}

export interface MemberSeed {
  id: string;
  phone: string;
  password: string;
  name: string;
  createdMinutesAgo: number;
  coin: number;
  bank: { code: string; accountName: string; accountNo: string };
  currency?: Currency;
  active?: boolean;
  inviterId?: string;
  wallet: number;
  invite?: { amount: number; success: number; fail: number };
  /** Game accounts by code: absent ones exist, inactive, with 0. */
  games?: Record<string, { active: boolean; amount: number }>;
  statements?: {
    type: 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
    status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';
    from: string;
    to: string;
    amount: number;
    minutesAgo: number;
    source?: { kind: 'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw'; description: string };
    /**
     * How an IN_PROGRESS entry settles (default SUCCESS), timing.depositSeconds or withdrawSeconds after the
     * world starts. A deposit is credited when it succeeds; a withdrawal (already debited) is returned to
     * the wallet when it fails. Other types do not settle.
     */
    settlesAs?: 'SUCCESS' | 'FAILED';
  }[];
  slips?: {
    status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';
    amount: number;
    note?: SlipReasonCode;
    minutesAgo: number;
    reference: string;
    /**
     * The verdict of an IN_PROGRESS slip, timing.slipSeconds after the world starts; default: one of
     * slipOutcomes picked by a hash of the reference.
     */
    verdict?: SlipOutcome;
  }[];
  /** Bonuses received before: code, whether active now, and when each was received (minutes ago). */
  bonuses?: { code: string; active: boolean; receivedMinutesAgo: number[] }[];
  promotionsUsed?: string[];
  invites?: { fromName: string; amount: number; minutesAgo: number }[];
  refunds?: { amount: number; minutesAgo: number; addedToWallet: boolean }[];
  /** Net loss since the last refund, from which the refund check computes refundAmount. */
  lossSinceRefund?: number;
  coupons?: {
    sliceCode: string;
    amount: number;
    status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
    minutesAgo: number;
    expiresInMinutes: number;
  }[];
  chat?: ChatSeedMessage[];
}

/**
 * Checks what types cannot: every reference points at something the scenario defines, its members are ones
 * registration would have taken (a phone of the build, names, password, bank account; no phone or bank
 * account twice) and its chat messages ones the chat route or support could have sent, by the rules a world
 * file is read under (world-rules.ts).
 */
export function validateScenario(s: ScenarioDefinition): void {
  const problems: string[] = [];
  const gameCodes = new Set(s.games.map((g) => g.code));
  const bonusCodes = new Set(s.bonuses.map((b) => b.code));
  const sliceCodes = new Set(s.spinwheel?.slices.map((slice) => slice.code) ?? []);
  const memberIds = new Set<string>();
  const phones = new Map<string, number>();
  const accounts = new Map<string, number>();
  s.members.forEach((m, index) => {
    const at = `members[${index}]`;
    if (memberIds.has(m.id)) problems.push(`${at}.id: ${m.id} twice`);
    const samePhone = phones.get(m.phone);
    if (samePhone !== undefined) problems.push(`${at}.phone: duplicate of members[${samePhone}]`);
    const account = `${m.bank.code} ${m.bank.accountNo}`;
    const sameAccount = accounts.get(account);
    if (sameAccount !== undefined) problems.push(`${at}.bank: the account of members[${sameAccount}]`);
    memberIds.add(m.id);
    phones.set(m.phone, index);
    accounts.set(account, index);
    const fields = {
      phone: m.phone,
      name: m.name,
      password: m.password,
      bankCode: m.bank.code,
      bankAccountName: m.bank.accountName,
      bankAccountNo: m.bank.accountNo,
    };
    for (const problem of memberProblems(s.site, fields, [s.flags.laos]))
      problems.push(`${at}.${problem.field}: ${problem.note}`);
    Object.keys(m.games ?? {}).forEach((code) => gameCodes.has(code) || problems.push(`${m.id}: game ${code} unknown`));
    m.bonuses?.forEach((b) => bonusCodes.has(b.code) || problems.push(`${m.id}: bonus ${b.code} unknown`));
    m.coupons?.forEach((c) => sliceCodes.has(c.sliceCode) || problems.push(`${m.id}: slice ${c.sliceCode} unknown`));
    if (m.wallet < 0) problems.push(`${m.id}: negative wallet`);
    m.chat?.forEach((seed, i) => {
      const problem = chatMessageProblem(seed.sender, seed.message as ChatMessage, () => true);
      if (problem) problems.push(`${at}.chat[${i}].message: ${problem}`);
    });
  });
  if (!s.chat.words[s.chat.language]) problems.push(`chat: no words in its language ${s.chat.language}`);
  const answers = Object.values(s.chat.words).flatMap((words) => [
    ...words.replies,
    ...(words.script ?? []).flatMap((rule) => rule.answers),
  ]);
  answers.forEach((answer) => {
    const problem = chatMessageProblem('other', answer as ChatMessage, () => true);
    if (problem) problems.push(`chat: support's answer ${problem}`);
  });
  for (const m of s.members) {
    if (m.inviterId && !memberIds.has(m.inviterId)) problems.push(`${m.id}: inviter ${m.inviterId} unknown`);
  }
  if (s.slipOutcomes.length === 0) problems.push('slipOutcomes is empty');
  problems.push(...siteProblems(s));
  s.outcomes?.forEach((input, i) => {
    const parsed = parseOutcome(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'outcome'} ${issue.message}`);
      problems.push(`outcomes[${i}]: ${issues.join(', ')}`);
    } else if (parsed.data.kind === 'transfer' && parsed.data.slotCode && !gameCodes.has(parsed.data.slotCode)) {
      problems.push(`outcomes[${i}]: game ${parsed.data.slotCode} unknown`);
    }
  });
  if (!(s.site.bonusTurnoverMultiple >= 0)) problems.push('site.bonusTurnoverMultiple must be 0 or more');
  if (!((s.site.slipWindow.transferAgeMinutes ?? 0) >= 0))
    problems.push('site.slipWindow.transferAgeMinutes must be 0 or more');
  problems.push(...rewardProblems(s));
  if (!(s.site.invitePercent >= 0 && s.site.invitePercent <= 100)) problems.push('site.invitePercent must be 0 to 100');
  if (problems.length > 0) throw new Error(`scenario ${s.name} is inconsistent: ${problems.join('; ')}`);
}

/** Codes said twice in a list, each once. */
function twice(codes: string[]): string[] {
  return [...new Set(codes.filter((code, index) => codes.indexOf(code) !== index))];
}

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * What the site's own rules need: each code once (a game, a bonus, a promotion, a slice named twice would
 * be shown or paid twice), an active wheel that can land somewhere, a withdrawal range that has room, and
 * clock times that are times.
 */
function siteProblems(s: ScenarioDefinition): string[] {
  const problems: string[] = [];
  const lists: [string, string[]][] = [
    ['games', s.games.map((game) => game.code)],
    ['bonuses', s.bonuses.map((bonus) => bonus.code)],
    ['promotions', s.promotions.map((promotion) => promotion.code.toUpperCase())],
    ['spinwheel.slices', s.spinwheel?.slices.map((slice) => slice.code) ?? []],
  ];
  for (const [name, codes] of lists) for (const code of twice(codes)) problems.push(`${name}: ${code} twice`);
  const wheel = s.spinwheel;
  if (wheel?.active && !wheel.slices.some((slice) => slice.weight > 0))
    problems.push('spinwheel: an active wheel needs a slice it can land on (a weight over 0)');
  if (!(s.site.withdraw.min <= s.site.withdraw.max)) problems.push('site.withdraw: min over max');
  const { closedFrom, closedTo } = s.site.slipWindow;
  if (!CLOCK.test(closedFrom) || !CLOCK.test(closedTo))
    problems.push('site.slipWindow: times are HH:mm, 00:00 to 23:59');
  return problems;
}

/** A turnover a text states: "ทำเทิร์น 3 เท่า", "ເຮັດເທີນ 3 ເທົ່າ", "turnover 3 times" / "3x turnover". */
const STATED_TURNOVER = /(?:ทำเทิร์น|ເຮັດເທີນ|turnover)\s*(\d+(?:\.\d+)?)\s*(?:เท่า|ເທົ່າ|times|x)/giu;

/** What a text says the turnover is, each time it says so. */
export function statedTurnovers(text: string): number[] {
  return [...text.matchAll(STATED_TURNOVER)].map((match) => Number(match[1]));
}

/**
 * The bonuses' and promotions' own rules: a turnover and a quota that make sense, and texts that state the
 * turnover the rule asks (a notice saying 3 times over a rule of 5 would mislead the player and QA alike).
 */
function rewardProblems(s: ScenarioDefinition): string[] {
  const problems: string[] = [];
  const items = [
    ...s.bonuses.map((b) => ({
      code: b.code,
      own: b.turnoverMultiple,
      texts: [b.notice, ...b.banners.map((x) => x.html)],
    })),
    ...s.promotions.map((p) => ({ code: p.code, own: p.turnoverMultiple, texts: [p.description] })),
  ];
  for (const { code, own, texts } of items) {
    if (own !== undefined && !(own >= 0)) problems.push(`${code}: turnoverMultiple must be 0 or more`);
    const multiple = own ?? s.site.bonusTurnoverMultiple;
    for (const stated of texts.flatMap(statedTurnovers))
      if (stated !== multiple) problems.push(`${code}: its text states turnover ${stated}, its rule asks ${multiple}`);
  }
  for (const b of s.bonuses)
    if (b.quota && !(Number.isInteger(b.quota.total) && b.quota.total >= 1 && b.quota.taken >= 0))
      problems.push(`${b.code}: quota.total must be a whole 1 or more, quota.taken 0 or more`);
  return problems;
}

export function defineScenario(definition: ScenarioDefinition): ScenarioDefinition {
  validateScenario(definition);
  return definition;
}
