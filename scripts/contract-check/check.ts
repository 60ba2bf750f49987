import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { errorBodySchema, isErrorCode } from '@portal/contract/errors';
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { flattenRoutes } from '../../mock-server/src/core/dispatch.js';

/**
 * The drift check: every route of the contract called against a live backend, each answer parsed by the
 * contract. Read routes by default; routes that change the account only with `write` (not yet planned:
 * reported as skipped). A route's verdict: pass, drift (the answer or its status breaks the contract, or an
 * error code the catalogue does not know), missing (the backend has no such route), or skipped.
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

export type Verdict = 'pass' | 'drift' | 'missing' | 'skipped';

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
}

interface Context {
  token: string | null;
  slotCode: string | null;
  reference: string | null;
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
  'invite.bonus': () => ({ token: true }),
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

/** Every route of the contract, in its order. */
export const CONTRACT_ROUTES = flattenRoutes(contract);
export const READ_ROUTES = new Set(Object.keys(READS));

function zodIssues(schema: ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
}

/** Checks one answer against the route's declared responses. */
export function judge(
  route: AppRoute,
  status: number,
  body: unknown,
): Pick<RouteResult, 'verdict' | 'issues' | 'unknownCodes'> {
  const declared = route.responses[status as keyof typeof route.responses] as ZodTypeAny | undefined;
  const message = (body as { message?: unknown } | null)?.message;
  if (status === 404 && (typeof message !== 'string' || !isErrorCode(message)))
    return {
      verdict: 'missing',
      issues: [`404 without a catalogue code: the backend has no ${route.path}`],
      unknownCodes: [],
    };
  if (status >= 400) {
    const unknownCodes = typeof message === 'string' && !isErrorCode(message) ? [message] : [];
    const issues = declared
      ? zodIssues(declared, body)
      : [`status ${status} is not declared for this route`, ...zodIssues(errorBodySchema, body)];
    return { verdict: issues.length || unknownCodes.length ? 'drift' : 'pass', issues, unknownCodes };
  }
  if (!declared)
    return { verdict: 'drift', issues: [`status ${status} is not declared for this route`], unknownCodes: [] };
  const issues = zodIssues(declared, body);
  return { verdict: issues.length ? 'drift' : 'pass', issues, unknownCodes: [] };
}

export async function checkContract(options: CheckOptions): Promise<RouteResult[]> {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const ctx: Context = { token: null, slotCode: null, reference: null };

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
    if (answer.status !== 200 || typeof token !== 'string')
      throw new Error(`log-in as ${options.phone} failed: HTTP ${answer.status}`);
    ctx.token = token;
  }

  const ordered = [
    ...CONTRACT_ROUTES.filter((entry) => READ_ROUTES.has(entry.name)),
    ...CONTRACT_ROUTES.filter((entry) => !READ_ROUTES.has(entry.name)),
  ];
  for (const { name, route } of ordered) {
    if (route === login && ctx.token) continue;
    const base = { route: name, method: route.method, path: route.path, status: null, unknownCodes: [], ms: 0 };
    const plan = READS[name];
    if (!plan) {
      results.push({
        ...base,
        verdict: 'skipped',
        issues: [options.write ? 'a write route: no plan for it yet' : 'a write route: run with --write'],
      });
      continue;
    }
    const probe = plan(ctx);
    if (!probe || (probe.token && !ctx.token)) {
      results.push({
        ...base,
        verdict: 'skipped',
        issues: [probe ? 'needs a member: pass --phone and --password' : 'nothing known to call it with'],
      });
      continue;
    }
    const answer = await call(route, probe);
    const verdict = judge(route, answer.status, answer.body);
    results.push({ ...base, status: answer.status, ms: answer.ms, ...verdict });
    if (answer.status === 200) learn(name, answer.body, ctx);
  }
  return results;
}

/** What a read teaches the next ones: a game account's code, a slip's reference. */
function learn(route: string, body: unknown, ctx: Context): void {
  if (route === 'wallet.get') {
    const slots = (body as { slots?: { code?: unknown; isActive?: unknown }[] }).slots ?? [];
    const active = slots.find((slot) => slot.isActive === true) ?? slots[0];
    if (typeof active?.code === 'string') ctx.slotCode = active.code;
  }
  if (route === 'statement.slips') {
    const first = (body as { slips?: { reference?: unknown }[] }).slips?.[0];
    if (typeof first?.reference === 'string') ctx.reference = first.reference;
  }
}
