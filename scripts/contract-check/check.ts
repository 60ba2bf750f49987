import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { readTolerant } from '@portal/contract/tolerance';
import { judge, type Verdict as ContractVerdict } from '@portal/contract/verdict';
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { flattenRoutes } from '../../mock-server/src/core/compiled-routes.js';

/**
 * The drift check: every route of the contract called against a live backend, each answer parsed by the
 * contract. Read routes by default; routes that change the account only with `write`, in an order that leaves
 * the account as it was (WRITES): a change and its undoing, the data as it was read, or a call the backend
 * must refuse (its error answer is what is checked). A route's verdict (Verdict): pass, tolerated, drift,
 * missing (contract/src/verdict.ts) or skipped.
 */

export interface CheckOptions {
  baseUrl: string;
  phone?: string;
  password?: string;
  write?: boolean;
  /** Extra headers on every call (a simulator session, say). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export type Verdict = ContractVerdict | 'skipped';

export interface RouteResult {
  route: string;
  method: string;
  path: string;
  status: number | null;
  verdict: Verdict;
  /** The zod issues, or why it was skipped. */
  issues: string[];
  /** Error codes the answer carried that the catalogue does not know. */
  unknownCodes: string[];
  ms: number;
  /** How a write route was called so that the account is left as it was. */
  how?: string;
}

interface Context {
  token: string | null;
  slotCode: string | null;
  reference: string | null;
  profile: { name: string; bankCode: string; bankAccountName: string; bankAccountNo: string } | null;
  gameUsername: string | null;
  /** The auto-login name of the game account `slotCode` (null: it has none). */
  autoLoginGame: string | null;
  qrcodeId: string | null;
  guestId: string | null;
}

interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: boolean;
}

const PAGE = { page: 1, limit: 10 };

/**
 * How each read route is called (the rest change the account: writes). A function of what earlier reads
 * learnt (a game code, a slip reference); null when the route cannot be called with what is known.
 */
const READS: Record<string, (ctx: Context) => Probe | null> = {
  'lookup.banks': () => ({}),
  'lookup.deposit': () => ({}),
  'lookup.conditions': () => ({}),
  'lookup.agreements': () => ({}),
  'lookup.info': () => ({}),
  'lookup.notice': () => ({}),
  'lookup.contact': () => ({}),
  'lookup.withdraw': () => ({}),
  'lookup.slip': () => ({}),
  'lookup.sources': () => ({}),
  'lookup.active': () => ({}),
  'lookup.registerOTP': () => ({}),
  'lookup.enableChatWidget': () => ({}),
  'account.profile': () => ({ token: true }),
  'wallet.get': () => ({ token: true }),
  'wallet.refreshSlots': () => ({ token: true }),
  'wallet.account': (ctx) => (ctx.slotCode ? { token: true, params: { slotCode: ctx.slotCode } } : null),
  'qrcode.get': () => ({ token: true, params: { bankCode: 'KBANK' } }),
  'invite.list': () => ({ token: true, body: PAGE }),
  'invite.banners': () => ({ token: true }),
  'refund.list': () => ({ token: true, body: PAGE }),
  'refund.check': () => ({ token: true }),
  'refund.banners': () => ({ token: true }),
  'spinwheel.setup': () => ({ token: true }),
  'spinwheel.coupons': () => ({ token: true }),
  'spinwheel.active': () => ({ token: true }),
  'bonus.list': () => ({ token: true }),
  'bonus.checkActive': () => ({ token: true }),
  'bonus.checkMinimum': () => ({ token: true }),
  'promotion.current': () => ({ token: true }),
  'promotion.find': () => ({ token: true, params: { code: 'CONTRACTCHECK' } }),
  'statement.list': () => ({ token: true, body: PAGE }),
  'statement.slips': () => ({ token: true, body: PAGE }),
  'statement.slipReference': (ctx) => (ctx.reference ? { token: true, params: { reference: ctx.reference } } : null),
  'chat.config': () => ({}),
  'chat.history': () => ({ token: true, body: { userId: null, guestId: null, limit: 10, skip: 0 } }),
};

/** One call of a write route: how it leaves the account as it was, and what to call it with. */
interface WriteStep {
  route: string;
  how: string;
  probe: (ctx: Context) => Probe | null;
}

const refused = (route: string, probe: Probe = { token: true, body: {} }): WriteStep => ({
  route,
  how: 'refused: an empty form',
  probe: () => probe,
});
const NOT_A_CODE = 'CONTRACT-CHECK-NONE';

/** The write routes' calls, in order. Pairs undo each other; the rest change nothing or must be refused. */
const WRITES: WriteStep[] = [
  {
    route: 'account.updateProfile',
    how: 'the profile as it was read',
    probe: (ctx) => (ctx.profile ? { token: true, body: ctx.profile } : null),
  },
  {
    route: 'account.bankAccountName',
    how: 'the bank account name as it was read',
    probe: (ctx) =>
      ctx.profile
        ? { token: true, body: { bankCode: ctx.profile.bankCode, bankAccountName: ctx.profile.bankAccountName } }
        : null,
  },
  {
    route: 'wallet.activate',
    how: 'a game account already open',
    probe: (ctx) => (ctx.slotCode ? { token: true, params: { slotCode: ctx.slotCode } } : null),
  },
  {
    route: 'wallet.transfer',
    how: '1.00 to a game account and back',
    probe: (ctx) => (ctx.slotCode ? { token: true, body: { from: 'WALLET', to: ctx.slotCode, amount: 1 } } : null),
  },
  {
    route: 'wallet.transfer',
    how: '1.00 to a game account and back',
    probe: (ctx) => (ctx.slotCode ? { token: true, body: { from: ctx.slotCode, to: 'WALLET', amount: 1 } } : null),
  },
  {
    route: 'qrcode.create',
    how: 'a QR code of 100.00, cancelled next',
    probe: () => ({ token: true, params: { bankCode: 'KBANK' }, body: { amount: 100 } }),
  },
  {
    route: 'qrcode.remove',
    how: 'the QR code just made',
    probe: (ctx) =>
      ctx.qrcodeId ? { token: true, params: { bankCode: 'KBANK' }, query: { qrcodeId: ctx.qrcodeId } } : null,
  },
  {
    route: 'autoLogin.withUsername',
    how: "a game's launch address (nothing changes)",
    probe: (ctx) =>
      ctx.autoLoginGame && ctx.gameUsername
        ? { token: true, params: { game: ctx.autoLoginGame, username: ctx.gameUsername } }
        : null,
  },
  { route: 'chat.guest', how: 'a guest id (no account data)', probe: () => ({ body: {} }) },
  {
    route: 'chat.adoptGuest',
    how: 'the empty conversation of the guest id just issued',
    probe: (ctx) => (ctx.guestId ? { token: true, body: { guestId: ctx.guestId } } : null),
  },
  {
    route: 'chat.readCustomer',
    how: "support's messages marked read",
    probe: () => ({ token: true, body: { userId: null, guestId: null } }),
  },
  refused('account.validate', { body: {} }),
  refused('account.create', { body: {} }),
  refused('account.changePassword'),
  refused('otp.send', { body: {} }),
  refused('otp.verify', { body: {} }),
  refused('wallet.add'),
  refused('wallet.transferAll'),
  refused('wallet.withdraw'),
  refused('wallet.withdrawAll'),
  refused('wallet.truelink'),
  { route: 'wallet.slip', how: 'refused: no file', probe: () => ({ token: true }) },
  refused('spinwheel.claim'),
  {
    route: 'bonus.activate',
    how: 'refused: a code no bonus has',
    probe: () => ({ token: true, params: { code: NOT_A_CODE } }),
  },
  {
    route: 'promotion.activate',
    how: 'refused: a code no promotion has',
    probe: () => ({ token: true, params: { code: NOT_A_CODE } }),
  },
  refused('chat.send', { token: true, body: {} }),
  { route: 'chat.uploadImage', how: 'refused: no file', probe: () => ({ token: true }) },
  { route: 'chat.uploadVideo', how: 'refused: no file', probe: () => ({ token: true }) },
];

/** Write routes left out even with --write: what they do cannot be undone through the API. */
const UNDOABLE: Record<string, string> = {
  'wallet.resetPassword': 'not called: a new game password cannot be put back',
  'autoLogin.withPassword': 'not called: it puts the game password in the address',
  'invite.bonus': 'not called: an invite bonus received cannot be given back',
  'refund.receive': 'not called: a refund received cannot be given back',
  'refund.addWallet': 'not called: a refund moved to the wallet cannot be given back',
  'spinwheel.spin': 'not called: a spin spends a coin',
  'bonus.clear': 'not called: an ended bonus cannot be started again',
};

/** Every route of the contract, in its order. */
export const CONTRACT_ROUTES = flattenRoutes(contract);
export const READ_ROUTES = new Set(Object.keys(READS));

export async function checkContract(options: CheckOptions): Promise<RouteResult[]> {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const ctx: Context = {
    token: null,
    slotCode: null,
    reference: null,
    profile: null,
    gameUsername: null,
    autoLoginGame: null,
    qrcodeId: null,
    guestId: null,
  };

  const call = async (route: AppRoute, probe: Probe) => {
    let path = route.path;
    for (const [key, value] of Object.entries(probe.params ?? {}))
      path = path.replace(`:${key}`, encodeURIComponent(value));
    const query = probe.query ? `?${new URLSearchParams(probe.query)}` : '';
    const headers: Record<string, string> = {
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      ...options.headers,
      ...(probe.token && ctx.token ? { authorization: `Bearer ${ctx.token}` } : {}),
      ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const started = performance.now();
    const response = await send(`${base}${path}${query}`, {
      method: route.method,
      headers,
      body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an HTML 404 page): judged as it is.
    }
    return { status: response.status, body, ms: performance.now() - started };
  };

  const results: RouteResult[] = [];
  let noMember = 'needs a member: pass --phone and --password';
  const login = CONTRACT_ROUTES.find((entry) => entry.name === 'account.login')?.route as AppRoute;
  if (options.phone && options.password) {
    // The log-in is checked like any route (it changes nothing but the member's devices).
    const answer = await call(login, { body: { username: options.phone, password: options.password } });
    results.push({
      route: 'account.login',
      method: login.method,
      path: login.path,
      status: answer.status,
      ms: answer.ms,
      ...judge(login, answer.status, answer.body),
    });
    const token = (answer.body as { token?: unknown } | null)?.token;
    // A log-in that fails is reported as its row says; the member's routes are then skipped, saying why.
    if (answer.status === 200 && typeof token === 'string') ctx.token = token;
    else noMember = `the log-in did not give a token (HTTP ${answer.status}): see account.login`;
  } else {
    results.push({
      ...rowOf({ name: 'account.login', route: login }),
      verdict: 'skipped',
      issues: ['no member: pass --phone and --password'],
    });
  }

  for (const { name, route } of CONTRACT_ROUTES.filter((entry) => READ_ROUTES.has(entry.name))) {
    const base = { route: name, method: route.method, path: route.path, status: null, unknownCodes: [], ms: 0 };
    const probe = READS[name]!(ctx);
    if (!probe || (probe.token && !ctx.token)) {
      results.push({
        ...base,
        verdict: 'skipped',
        issues: [probe ? noMember : 'nothing known to call it with'],
      });
      continue;
    }
    const answer = await call(route, probe);
    results.push({ ...base, status: answer.status, ms: answer.ms, ...judge(route, answer.status, answer.body) });
    if (answer.status === 200) learn(name, route, answer.body, ctx);
  }

  const writes = CONTRACT_ROUTES.filter((entry) => !READ_ROUTES.has(entry.name) && entry.route !== login);
  const byName = new Map(writes.map((entry) => [entry.name, entry]));
  const written = new Map<string, RouteResult>();
  if (options.write) {
    for (const step of WRITES) {
      const entry = byName.get(step.route);
      if (!entry) continue;
      const probe = step.probe(ctx);
      const earlier = written.get(step.route);
      if (!probe || (probe.token && !ctx.token)) {
        if (!earlier)
          written.set(step.route, {
            ...rowOf(entry),
            verdict: 'skipped',
            issues: [probe ? noMember : 'nothing known to call it with'],
            how: step.how,
          });
        continue;
      }
      const answer = await call(entry.route, probe);
      const judged = judge(entry.route, answer.status, answer.body);
      if (answer.status === 200) learn(step.route, entry.route, answer.body, ctx);
      // A route called twice (a change and its undoing) is as good as its worse call.
      written.set(
        step.route,
        earlier && earlier.verdict !== 'pass' && earlier.verdict !== 'skipped'
          ? earlier
          : { ...rowOf(entry), status: answer.status, ms: answer.ms, ...judged, how: step.how },
      );
    }
  }
  for (const entry of writes) {
    const reason = options.write ? (UNDOABLE[entry.name] ?? 'no plan for it yet') : 'a write route: run with --write';
    results.push(written.get(entry.name) ?? { ...rowOf(entry), verdict: 'skipped', issues: [reason] });
  }
  return results;
}

const rowOf = ({ name, route }: { name: string; route: AppRoute }) => ({
  route: name,
  method: route.method,
  path: route.path,
  status: null,
  unknownCodes: [],
  ms: 0,
});

/**
 * What an answer teaches the next calls: a game account's code and user, a slip's reference, the profile, ids.
 * Learnt from the answer as the portal reads it (a drifted one may have any shape), or nothing.
 */
function learn(route: string, contractRoute: AppRoute, answer: unknown, ctx: Context): void {
  const read = readTolerant(contractRoute.responses[200] as ZodTypeAny, answer);
  if (!read.ok) return;
  const body = read.value;
  if (route === 'wallet.get') {
    const slots = (body as { slots?: { code?: unknown; isActive?: unknown; autoLoginGame?: unknown }[] }).slots ?? [];
    const active = slots.find((slot) => slot.isActive === true) ?? slots[0];
    if (typeof active?.code === 'string') ctx.slotCode = active.code;
    if (typeof active?.autoLoginGame === 'string') ctx.autoLoginGame = active.autoLoginGame;
  }
  if (route === 'wallet.account') {
    const username = (body as { username?: unknown }).username;
    if (typeof username === 'string') ctx.gameUsername = username;
  }
  if (route === 'account.profile') {
    const { profile, bankAccount } = body as {
      profile?: { name?: unknown };
      bankAccount?: { bankCode?: unknown; bankAccountName?: unknown; bankAccountNo?: unknown };
    };
    const fields = [profile?.name, bankAccount?.bankCode, bankAccount?.bankAccountName, bankAccount?.bankAccountNo];
    if (fields.every((field) => typeof field === 'string')) {
      const [name, bankCode, bankAccountName, bankAccountNo] = fields as string[];
      ctx.profile = { name, bankCode, bankAccountName, bankAccountNo };
    }
  }
  if (route === 'qrcode.create') {
    const id = (body as { qrcodeId?: unknown }).qrcodeId;
    if (typeof id === 'string') ctx.qrcodeId = id;
  }
  if (route === 'chat.guest') {
    const id = (body as { guestId?: unknown }).guestId;
    if (typeof id === 'string') ctx.guestId = id;
  }
  if (route === 'statement.slips') {
    const first = (body as { slips?: { reference?: unknown }[] }).slips?.[0];
    if (typeof first?.reference === 'string') ctx.reference = first.reference;
  }
}
