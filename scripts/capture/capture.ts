import type { CapturedSite, WorldSnapshot } from '@portal/contract/admin';
import type { GameCategory } from '@portal/contract/constants';
import type {
  Bonus,
  ChatConversation,
  Coupon,
  GameAccount,
  ProfileResponse,
  Slip,
  StatementEntry,
  WalletResponse,
} from '@portal/contract/schemas';
import { statedTurnovers, type ScenarioDefinition } from '../../mock-server/src/scenario/scenario.js';
import { ROW_LIMITS } from '../../mock-server/src/world/row-limits.js';
import { initialFlags } from '../../mock-server/src/world/world.js';
import { keepRunnable, loadable } from './checks.js';
import { Reader, type CAPTURE_LIMITS, type ReportLine } from './read.js';
import { scrubbed } from './scrub.js';

/**
 * `npm run capture`: a real member read through the contract's read routes (scripts/capture/read.ts) and
 * written as a world file the simulator loads (POST /__admin/world, the console's World panel, `npm run mock
 * -- --world FILE`): the member's money, games, statement, slips, bonuses, coupons, invites, refunds and chat
 * as tables, the site the reads showed as the file's `captured` part, laid over a scenario for the rules no
 * read shows (mock-server/src/scenario/captured.ts). What the contract could not read is left out and named in
 * the report; personal data is replaced (scrub.ts) unless kept; secrets are never written.
 */

export interface CaptureOptions {
  baseUrl: string;
  phone: string;
  password: string;
  /** The scenario whose rules the captured world runs by (default: laos for a member in kip, else default). */
  scenario?: string;
  keepPersonal?: boolean;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** When the capture is made (ms): the world's clock. */
  now?: number;
  /** The scenarios known (their rules: refund percentage, turnover, timing). */
  scenarios: Record<string, ScenarioDefinition>;
  /** How long a read may take and how large its answer may be (default CAPTURE_LIMITS). */
  limits?: typeof CAPTURE_LIMITS;
}

export interface Capture {
  world: WorldSnapshot;
  report: ReportLine[];
  /** How QA logs in to the captured world. */
  login: { phone: string; password: string };
}

/** The password of a captured member: the simulator's, never the real one. */
export const CAPTURED_PASSWORD = 'secret123';
/** The password of a captured member's game accounts, likewise. */
const CAPTURED_GAME_PASSWORD = 'Captured1';
/** Ids the captured world gives new rows start past any six-character id a backend may have used. */
const FIRST_NEW_ID = 36 ** 6;

const minor = (amount: number) => Math.round(amount * 100);
const time = (iso: string) => Date.parse(iso);
const newestLast = <T>(items: T[]) => [...items].reverse();

export async function captureMember(
  options: CaptureOptions,
): Promise<Capture | { failed: string; report: ReportLine[] }> {
  const reader = new Reader(
    options.baseUrl.replace(/\/+$/, ''),
    options.fetch ?? fetch,
    options.headers ?? {},
    options.limits,
  );
  const loggedIn = await reader.logIn(options.phone, options.password);
  if (!loggedIn.ok) return { failed: loggedIn.why, report: reader.lines };

  const profile = await reader.read<ProfileResponse>('account.profile');
  const wallet = await reader.read<WalletResponse>('wallet.get', {}, ['slots[]']);
  if (!profile || !wallet)
    return { failed: 'the profile and the wallet are needed to make a member', report: reader.lines };

  const base = options.scenarios[options.scenario ?? (wallet.wallet.currency === 'LAK' ? 'laos' : 'default')];
  if (!base) return { failed: `no scenario ${options.scenario}`, report: reader.lines };
  const memberId = profile.profile._id;
  const reads = await readSite(reader);
  const member = await readMember(reader, memberId, wallet.slots);

  const { site, flags } = reads;
  // The refund check names the site's refund texts; refused as inactive, refunds are off for the site.
  if (member.refund)
    site.refund = { info: member.refund.info, success: member.refund.refundSuccess, fail: member.refund.refundFail };
  flags.refundActive = member.refund !== null;
  const captured: CapturedSite = {
    from: new URL(options.baseUrl).origin,
    at: new Date(options.now ?? Date.now()).toISOString(),
    title: `Captured: ${site.info?.name ?? options.baseUrl}`,
    login: { phone: profile.profile.username, password: CAPTURED_PASSWORD },
    flags,
    site,
    games: wallet.slots.map(gameOf),
    ...(reads.bonuses && { bonuses: reads.bonuses.map((bonus) => bonusOf(bonus, base)) }),
    promotions: member.promotion ? [member.promotion] : [],
    ...(reads.spinwheel !== undefined && { spinwheel: wheelOf(reads.spinwheel, member.coupons, base) }),
  };
  keepRunnable(captured, reader);
  const sliceOfLabel = new Map((captured.spinwheel?.slices ?? []).map((slice) => [slice.label, slice.code]));
  const { percent } = base.site.refund;
  const refundMinor = minor(member.refund?.refundAmount ?? 0);

  const tables: WorldSnapshot['tables'] = {
    member: [
      {
        id: memberId,
        phone: profile.profile.username,
        password: CAPTURED_PASSWORD,
        name: profile.profile.name,
        createdAt: time(profile.profile.createdAt),
        coin: reads.coin ?? profile.profile.coin,
        bankCode: profile.bankAccount.bankCode,
        bankAccountName: profile.bankAccount.bankAccountName,
        bankAccountNo: profile.bankAccount.bankAccountNo,
        currency: wallet.wallet.currency,
        sourceCode: (site.sources ?? base.site.sources)[0]?.code ?? '',
        inviterId: null,
        active: true,
        walletMinor: minor(wallet.wallet.amount),
        inviteBonusMinor: minor(wallet.invite?.amount ?? 0),
        inviteSuccess: wallet.invite?.success ?? 0,
        inviteFail: wallet.invite?.fail ?? 0,
        // The refund check shows what the loss gives at the scenario's percentage: the least loss giving it.
        lossSinceRefundMinor: percent > 0 ? Math.ceil((refundMinor * 100) / percent) : 0,
        inviteNetLossMinor: 0,
        inviteSharedMinor: 0,
      },
    ],
    gameAccount: wallet.slots
      .filter((slot) => slot.isActive || slot.amount > 0)
      .map((slot) => ({
        id: `${memberId}:${slot.code}`,
        memberId,
        code: slot.code,
        isActive: slot.isActive,
        amountMinor: minor(slot.amount),
        username: member.usernames.get(slot.code) ?? `${slot.code.toLowerCase()}${profile.profile.username.slice(-6)}`,
        // The real one is never read: the simulator's own, the same for every captured account.
        password: CAPTURED_GAME_PASSWORD,
      })),
    statement: newestLast(member.statements).map((entry) => statementRow(entry, memberId)),
    slip: newestLast(member.slips).map((slip) => ({
      id: slip._id,
      memberId,
      createdAt: time(slip.createdAt),
      amountMinor: minor(slip.amount),
      status: slip.status,
      note: slip.note,
      reference: slip.reference,
      // The image is not fetched (it shows a bank account): the simulator draws the slip.
      fileName: '',
    })),
    userBonus: (reads.bonuses ?? [])
      .filter((bonus) => bonus.userBonus)
      .map((bonus) => ({
        id: bonus.userBonus!._id,
        memberId,
        bonusCode: bonus.code,
        isActive: bonus.userBonus!.isActive,
        received: bonus.userBonus!.received.map((entry) => time(entry.updatedAt)),
      })),
    promotionUse: member.promotion
      ? [
          {
            id: `captured-promotion`,
            memberId,
            code: member.promotion.code,
            isActive: true,
            createdAt: options.now ?? Date.now(),
          },
        ]
      : [],
    invite: newestLast(member.invites).map((invite, index) => ({
      id: `captured-invite-${index + 1}`,
      memberId,
      fromName: invite.from.name,
      amountMinor: minor(invite.amount),
      createdAt: time(invite.createdAt),
    })),
    refund: newestLast(member.refunds).map((refund, index) => ({
      id: `captured-refund-${index + 1}`,
      memberId,
      refundAmountMinor: minor(refund.refundAmount),
      createdAt: time(refund.createdAt),
      addedToWallet: refund.addedToWallet,
    })),
    coupon: newestLast(member.coupons).flatMap((coupon) => {
      const sliceCode = sliceOfLabel.get(coupon.prize.slice.label);
      if (!sliceCode) {
        reader.leaveOut(
          'spinwheel.coupons',
          `coupon ${coupon._id}: no slice of the wheel is labelled ${coupon.prize.slice.label}`,
        );
        return [];
      }
      return [
        {
          id: coupon._id,
          memberId,
          sliceCode,
          amountMinor: minor(coupon.amount),
          status: coupon.status,
          createdAt: time(coupon.createdAt),
          expiredAt: time(coupon.expiredAt),
        },
      ];
    }),
    chatMessage: member.chat.map((message) => ({
      id: message._id,
      owner: memberId,
      sender: message.sender,
      messageJson: JSON.stringify(message.message),
      userId: message.userId,
      guestId: message.guestId,
      username: message.username,
      name: message.name,
      // A device's push token is a credential: never written.
      deviceToken: null,
      createdAt: time(message.createdAt),
      sessionId: message.session_id,
      read: message.read,
      clientId: message.clientId,
    })),
  };

  const now = options.now ?? Date.now();
  const world: WorldSnapshot = {
    format: 'wallet-portal-world',
    version: 1,
    scenario: base.name,
    exportedAt: new Date(now).toISOString(),
    clock: { now, frozen: false },
    flags: { ...initialFlags(base), ...flags, spinActive: reads.spinActive ?? initialFlags(base).spinActive },
    ids: FIRST_NEW_ID,
    random: { world: base.seed ?? 1, faults: base.seed ?? 1 },
    tables,
    pending: [],
    faults: { counter: 0, list: [] },
    outcomes: { next: 1, list: [] },
    files: [],
    otps: [],
    captured,
  };
  const final = loadable(options.keepPersonal ? world : scrubbed(world), base, reader);
  if (typeof final === 'string') return { failed: final, report: reader.lines };
  return { world: final, report: reader.lines, login: final.captured!.login };
}

/** The lookups and the site's lists: each read on its own, each left out alone when it cannot be read. */
async function readSite(reader: Reader) {
  const site: CapturedSite['site'] = {};
  const flags: CapturedSite['flags'] = {};
  const banks = await reader.read<NonNullable<CapturedSite['site']['banks']>>('lookup.banks', {}, ['[]']);
  if (banks) site.banks = banks;
  const deposit = await reader.read<{
    isManual: boolean;
    banks: (NonNullable<CapturedSite['site']['deposit']>['banks'][number] & {
      bankNameTH?: string;
      bankNameEN?: string;
    })[];
    wallets: NonNullable<CapturedSite['site']['deposit']>['wallets'];
  }>('lookup.deposit', {}, ['banks[]', 'wallets[]']);
  if (deposit)
    site.deposit = {
      isManual: deposit.isManual,
      banks: deposit.banks.map(({ bankNameTH: _th, bankNameEN: _en, ...bank }) => bank),
      wallets: deposit.wallets,
    };
  const conditions = await reader.read<string[]>('lookup.conditions');
  if (conditions) site.conditions = conditions;
  const agreements = await reader.read<string[]>('lookup.agreements');
  if (agreements) site.agreements = agreements;
  const info = await reader.read<{ name: string; website: string }>('lookup.info');
  if (info) site.info = info;
  const notice = await reader.read<{ notice: string }>('lookup.notice');
  if (notice) site.notice = notice.notice;
  const contact = await reader.read<NonNullable<CapturedSite['site']['contact']>>('lookup.contact');
  if (contact) site.contact = contact;
  const withdraw = await reader.read<{ withdrawMin: number; withdrawMax: number }>('lookup.withdraw');
  if (withdraw) site.withdraw = { min: withdraw.withdrawMin, max: withdraw.withdrawMax };
  const slip = await reader.read<{ closedFrom: string; closedTo: string; uploadWithinMinutes: number }>('lookup.slip');
  if (slip)
    site.slipWindow = {
      closedFrom: slip.closedFrom,
      closedTo: slip.closedTo,
      uploadWithinMinutes: slip.uploadWithinMinutes,
    };
  const sources = await reader.read<NonNullable<CapturedSite['site']['sources']>>('lookup.sources', {}, ['[]']);
  if (sources) site.sources = sources;
  const otp = await reader.read<{ registerOTP: boolean }>('lookup.registerOTP');
  if (otp) flags.registerOTP = otp.registerOTP;
  const widget = await reader.read<{ enableChatWidget: boolean }>('lookup.enableChatWidget');
  if (widget) flags.enableChatWidget = widget.enableChatWidget;
  const chat = await reader.read<{ PREFIX: string }>('chat.config');
  if (chat) site.chatPrefix = chat.PREFIX;
  const minimum = await reader.read<{ minimum: number }>('bonus.checkMinimum');
  if (minimum) site.bonusClearBelow = minimum.minimum;
  const inviteBanners = await reader.read<NonNullable<CapturedSite['site']['inviteBanners']>>('invite.banners');
  if (inviteBanners) site.inviteBanners = inviteBanners;
  const refundBanners = await reader.read<NonNullable<CapturedSite['site']['refundBanners']>>('refund.banners');
  if (refundBanners) site.refundBanners = refundBanners;
  const bonuses = await reader.read<Bonus[]>('bonus.list', {}, ['[]']);
  const active = await reader.read<{ isActive: boolean }>('spinwheel.active');
  const setup = await reader.read<{
    result: {
      activeSpinwheel: {
        name: string;
        slice: { code: string; label: string; bgColor: string; textColor: string; htmlDescription: string | null }[];
      } | null;
      userCoin: number;
    };
  }>('spinwheel.setup');
  return {
    site,
    flags,
    bonuses,
    spinActive: active?.isActive,
    spinwheel: setup ? setup.result.activeSpinwheel : undefined,
    coin: setup?.result.userCoin,
  };
}

/** The member's own lists, each read whole (every page) up to what a world keeps. */
async function readMember(reader: Reader, memberId: string, slots: GameAccount[]) {
  const paged = (page: number, limit: number) => ({ page, limit });
  const statements = await reader.readPages<StatementEntry>(
    'statement.list',
    'statements',
    ROW_LIMITS.statement.owner,
    paged,
  );
  const slips = await reader.readPages<Slip>('statement.slips', 'slips', ROW_LIMITS.slip.owner, paged);
  const invites = await reader.readPages<{ from: { name: string }; amount: number; createdAt: string }>(
    'invite.list',
    'invites',
    ROW_LIMITS.invite.owner,
    paged,
  );
  const refunds = await reader.readPages<{ refundAmount: number; createdAt: string; addedToWallet: boolean }>(
    'refund.list',
    'refunds',
    ROW_LIMITS.refund.owner,
    paged,
  );
  const refund = await reader.read<{ refundAmount: number; info: string; refundSuccess: number; refundFail: number }>(
    'refund.check',
  );
  const coupons = await reader.read<{ coupons: Coupon[] }>('spinwheel.coupons', {}, ['coupons[]']);
  const promotion = await reader.read<{
    promotion: { code: string; percentFail: number; description: string; amount: number } | null;
  }>('promotion.current');
  const chat = await readChat(reader, memberId);
  const usernames = new Map<string, string>();
  for (const slot of slots.filter((item) => item.isActive)) {
    const credentials = await reader.read<{ username: string }>('wallet.account', { params: { slotCode: slot.code } });
    if (credentials) usernames.set(slot.code, credentials.username);
  }
  return {
    statements: statements?.items ?? [],
    slips: slips?.items ?? [],
    invites: invites?.items ?? [],
    refunds: refunds?.items ?? [],
    refund,
    coupons: coupons?.coupons ?? [],
    promotion: promotion?.promotion ?? null,
    chat,
    usernames,
  };
}

/** The conversation, oldest first: pages of the newest messages, read back from the end. */
async function readChat(reader: Reader, memberId: string): Promise<ChatConversation[]> {
  const limit = 100;
  const pages: ChatConversation[][] = [];
  let read = 0;
  for (let skip = 0; read < ROW_LIMITS.chatMessage.owner; skip += limit) {
    const page = await reader.read<{ conversations: ChatConversation[]; total: number }>(
      'chat.history',
      { body: { userId: memberId, guestId: null, limit, skip } },
      ['conversations[]'],
    );
    if (!page) break;
    pages.unshift(page.conversations);
    read += page.conversations.length;
    if (page.conversations.length === 0 || skip + limit >= page.total) break;
  }
  return pages.flat();
}

function gameOf({
  isActive: _active,
  amount: _amount,
  ...game
}: GameAccount): NonNullable<CapturedSite['games']>[number] {
  return { ...game, category: game.category as GameCategory };
}

/** A bonus as the site offers it; its turnover is what its texts state, else the scenario's rule. */
function bonusOf(bonus: Bonus, base: ScenarioDefinition): NonNullable<CapturedSite['bonuses']>[number] {
  const stated = [...new Set([bonus.notice, ...bonus.banners.map((banner) => banner.html)].flatMap(statedTurnovers))];
  const { userBonus: _held, ...offered } = bonus;
  return {
    ...offered,
    type: bonus.type as 'limit' | 'day' | 'week',
    ...(stated.length === 1 && stated[0] !== base.site.bonusTurnoverMultiple && { turnoverMultiple: stated[0] }),
  };
}

/**
 * The spin wheel as the setup shows it. Its odds and prizes are in no read: each slice as likely as any, a
 * slice's prize the one the member's coupons of it name (else nothing), coupons valid as long as theirs were.
 */
function wheelOf(
  wheel: NonNullable<Awaited<ReturnType<typeof readSite>>['spinwheel']> | null,
  coupons: Coupon[],
  base: ScenarioDefinition,
): CapturedSite['spinwheel'] {
  if (!wheel) return null;
  const lasting = coupons.map((coupon) => Math.round((time(coupon.expiredAt) - time(coupon.createdAt)) / 60_000));
  return {
    name: wheel.name,
    active: true,
    slices: wheel.slice.map((slice) => {
      const won = coupons.find((coupon) => coupon.prize.slice.label === slice.label);
      return { ...slice, prize: { name: won?.prize.name ?? slice.label, amount: won?.amount ?? 0 }, weight: 1 };
    }),
    couponMinutes: lasting.find((minutes) => minutes >= 1) ?? base.spinwheel?.couponMinutes ?? 60 * 24,
  };
}

function statementRow(entry: StatementEntry, memberId: string) {
  const kinds = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const;
  const source = kinds.find((kind) => entry[kind] !== undefined) ?? null;
  return {
    id: entry._id,
    memberId,
    statementType: entry.statementType,
    status: entry.status,
    from: entry.from,
    to: entry.to,
    amountMinor: minor(entry.amount),
    createdAt: time(entry.createdAt),
    source,
    description: source ? (entry[source]?.description ?? null) : null,
  };
}
