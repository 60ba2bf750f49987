import type { QrProvider } from '@portal/contract/constants';
import { tsr } from './client';

/**
 * The shared server state: every query two screens may read (the wallet, the lookups) is defined here once,
 * with its key and how fresh it must be. Screens call these hooks, never `tsr.…useQuery` with a key of their
 * own, so two screens reading the same thing share one cache entry and one request, and a mutation that
 * changes it knows which key to write (api/balances.ts).
 */
export const queryKeys = {
  wallet: () => ['wallet'] as const,
  lookup: {
    active: () => ['lookup', 'active'] as const,
    agreements: () => ['lookup', 'agreements'] as const,
    banks: () => ['lookup', 'banks'] as const,
    conditions: () => ['lookup', 'conditions'] as const,
    contact: () => ['lookup', 'contact'] as const,
    deposit: () => ['lookup', 'deposit'] as const,
    chatWidget: () => ['lookup', 'enableChatWidget'] as const,
    info: () => ['lookup', 'info'] as const,
    notice: () => ['lookup', 'notice'] as const,
    registerOtp: () => ['lookup', 'registerOTP'] as const,
    slip: () => ['lookup', 'slip'] as const,
    sources: () => ['lookup', 'sources'] as const,
    withdraw: () => ['lookup', 'withdraw'] as const,
  },
  activeBonus: () => ['bonus', 'active'] as const,
  bonusList: () => ['bonus', 'list'] as const,
  /** Every bonus read (the active check and the list), to read again after a bonus is received or ended. */
  bonus: () => ['bonus'] as const,
  promotion: (code: string) => ['promotion', code] as const,
  profile: () => ['account', 'profile'] as const,
  /** The member's open QR of one provider; `qr()` is every provider's. */
  qr: (provider?: QrProvider) => (provider ? (['qrcode', provider] as const) : (['qrcode'] as const)),
  spinActive: () => ['spinwheel', 'active'] as const,
  spinSetup: () => ['spinwheel', 'setup'] as const,
  coupons: () => ['spinwheel', 'coupons'] as const,
  /** The banners the invite or the refund dialog shows first. */
  banners: (area: 'invite' | 'refund') => [area, 'banners'] as const,
  refundCheck: () => ['refund', 'check'] as const,
  /** A paged POST read (api/paged.ts): the list's name, then `{ page, limit }`. */
  paged: (list: PagedListName, page: number, limit: number) => [list, { page, limit }] as const,
  /** Every page of a paged list (to read them again after a change). */
  allPages: (list: PagedListName) => [list] as const,
};

/** The lists read page by page with POST (api/paged.ts). */
export type PagedListName = 'statement' | 'slips' | 'invites' | 'refunds';

/** How long an answer is taken as fresh: money is read again often, what the operator sets rarely changes. */
const fresh = {
  always: 0,
  minutes: 5 * 60_000,
  session: Infinity,
} as const;

/**
 * GET /api/wallet: profile, wallet total, invite box and game accounts. Money: read again when the player
 * comes back to the tab (the usual path after paying in a bank app) and when the network returns.
 */
export const walletQuery = {
  queryKey: queryKeys.wallet(),
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
} as const;
export const useWallet = () => tsr.wallet.get.useQuery(walletQuery);

/** GET /api/account/profile: the member's profile and bank account (the profile page). */
export const useProfile = () =>
  tsr.account.profile.useQuery({ queryKey: queryKeys.profile(), staleTime: fresh.minutes });

/** The operator's notice for the home screen ('' when there is none). */
export const useNotice = () =>
  tsr.lookup.notice.useQuery({ queryKey: queryKeys.lookup.notice(), staleTime: fresh.minutes });

/** Whether a spin wheel is active (spec §2: the home's spin tile replaces refresh-all while it is). */
export const useSpinActive = () =>
  tsr.spinwheel.active.useQuery({ queryKey: queryKeys.spinActive(), staleTime: fresh.minutes });

/** The smallest and largest withdrawal the operator allows (spec §5: from the server). */
export const useWithdrawLimits = () =>
  tsr.lookup.withdraw.useQuery({ queryKey: queryKeys.lookup.withdraw(), staleTime: fresh.minutes });

/** Whether the member holds a bonus or promotion now, and which kind (its turnover and forfeit rules apply). */
export const useActiveBonus = () =>
  tsr.bonus.checkActive.useQuery({ queryKey: queryKeys.activeBonus(), staleTime: fresh.always });

/** Whether the service still runs: asked afresh on every visit to /login (spec §2). */
export const useServiceActive = () =>
  tsr.lookup.active.useQuery({ queryKey: queryKeys.lookup.active(), staleTime: fresh.always });

/** The site's name and website, for the top bar and the document title. */
export const useSiteInfo = () =>
  tsr.lookup.info.useQuery({ queryKey: queryKeys.lookup.info(), staleTime: fresh.session });

export const useBanks = () =>
  tsr.lookup.banks.useQuery({ queryKey: queryKeys.lookup.banks(), staleTime: fresh.session });

export const useSources = () =>
  tsr.lookup.sources.useQuery({ queryKey: queryKeys.lookup.sources(), staleTime: fresh.session });

/** Whether registration asks for an SMS code: the operator may switch it at any time, so never cached. */
export const useRegisterOtpFlag = () =>
  tsr.lookup.registerOTP.useQuery({ queryKey: queryKeys.lookup.registerOtp(), staleTime: fresh.always });

/** Whether the contact pages offer the support chat widget (spec §2). */
export const useChatWidgetFlag = () =>
  tsr.lookup.enableChatWidget.useQuery({ queryKey: queryKeys.lookup.chatWidget(), staleTime: fresh.minutes });

/** The support text, QR image, account link and name. */
export const useContact = () =>
  tsr.lookup.contact.useQuery({ queryKey: queryKeys.lookup.contact(), staleTime: fresh.minutes });

/** The agreement (server html), loaded when the modal that shows it opens. */
export const useAgreements = () =>
  tsr.lookup.agreements.useQuery({ queryKey: queryKeys.lookup.agreements(), staleTime: fresh.session });

/** The conditions (server html), loaded when the modal that shows them opens. */
export const useConditions = () =>
  tsr.lookup.conditions.useQuery({ queryKey: queryKeys.lookup.conditions(), staleTime: fresh.session });

/** Where and how a member deposits: the site's bank accounts, QR providers and True Wallet account. */
export const useDepositLookup = () =>
  tsr.lookup.deposit.useQuery({ queryKey: queryKeys.lookup.deposit(), staleTime: fresh.minutes });

/**
 * The slip rules: the daily closed window, the file limits, how soon after the transfer. Whether upload is
 * open changes with the time of day, so it is read afresh each time.
 */
export const useSlipLookup = () =>
  tsr.lookup.slip.useQuery({ queryKey: queryKeys.lookup.slip(), staleTime: fresh.always });
