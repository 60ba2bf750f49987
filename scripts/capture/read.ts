import { contract } from '@portal/contract';
import { CLIENT_HEADER, PAGE_SIZES } from '@portal/contract/constants';
import { readTolerant, type Drift } from '@portal/contract/tolerance';
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { flattenRoutes } from '../../mock-server/src/core/compiled-routes.js';
import { readCapped } from '../../mock-server/src/core/passthrough.js';

/**
 * How the capture reads a real backend: each read route called as the portal calls it and its answer read by
 * the contract. A whole answer is kept when it keeps the contract, or when the portal's tolerant reading of it
 * loses nothing but decorations (read as their fallbacks, said in the report); a list's items are each held
 * to the contract on their own, and an item that breaks it is left out and named. Nothing is ever guessed.
 */

export interface Probe {
  params?: Record<string, string>;
  body?: unknown;
}

/** One line of the capture's report: a route read (or not), or a thing left out, and why. */
export interface ReportLine {
  route: string;
  status: number | null;
  /** read: kept whole; partial: read with items left out or decorations read as the portal reads them; left out. */
  outcome: 'read' | 'partial' | 'left out';
  notes: string[];
}

/** How long one read may take, and how large its answer may be: a backend that hangs or floods is said, not waited for. */
export const CAPTURE_LIMITS = { timeoutMs: 30_000, answerBytes: 16 * 1024 * 1024 };

const ROUTES = new Map(flattenRoutes(contract).map(({ name, route }) => [name, route]));

export class Reader {
  readonly lines: ReportLine[] = [];
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly send: typeof fetch,
    private readonly headers: Record<string, string>,
    private readonly limits: typeof CAPTURE_LIMITS = CAPTURE_LIMITS,
  ) {}

  /** Logs in: the token, or why not (the capture stops there). */
  async logIn(phone: string, password: string): Promise<{ ok: true } | { ok: false; why: string }> {
    const answer = await this.call('account.login', { body: { username: phone, password } });
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (answer.status === 200 && typeof token === 'string') {
      this.token = token;
      return { ok: true };
    }
    const code = (answer.body as { message?: unknown } | null)?.message;
    return { ok: false, why: `the log-in answered ${answer.status}${typeof code === 'string' ? ` ${code}` : ''}` };
  }

  private async call(name: string, probe: Probe): Promise<{ status: number; body: unknown }> {
    const route = routeOf(name);
    let path = route.path;
    for (const [key, value] of Object.entries(probe.params ?? {}))
      path = path.replace(`:${key}`, encodeURIComponent(value));
    const headers: Record<string, string> = {
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      accept: 'application/json',
      ...this.headers,
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    try {
      const response = await this.send(`${this.baseUrl}${path}`, {
        method: route.method,
        headers,
        body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
        signal: AbortSignal.timeout(this.limits.timeoutMs),
      });
      const text = await readCapped(response, this.limits.answerBytes);
      if (text === null) return { status: 0, body: `an answer over ${this.limits.answerBytes} bytes` };
      try {
        return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
      } catch {
        return { status: response.status, body: text };
      }
    } catch (error) {
      const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      return { status: 0, body: why || String(error) };
    }
  }

  /**
   * A route's answer as the contract reads it, or null (left out, the report saying why). `items`: the
   * answer's lists whose items are held to the contract one by one (their path in the answer, `[]` for the
   * answer itself), each broken one left out and named.
   */
  async read<T>(name: string, probe: Probe = {}, items: string[] = []): Promise<T | null> {
    const answer = await this.call(name, probe);
    const of = Object.values(probe.params ?? {});
    const line: ReportLine = {
      route: of.length > 0 ? `${name} ${of.join(' ')}` : name,
      status: answer.status,
      outcome: 'read',
      notes: [],
    };
    this.lines.push(line);
    if (answer.status !== 200) {
      line.outcome = 'left out';
      const code = (answer.body as { message?: unknown } | null)?.message;
      line.notes.push(
        answer.status === 0
          ? `no answer: ${String(answer.body)}`
          : `answered ${answer.status}${typeof code === 'string' ? ` ${code}` : ''}`,
      );
      return null;
    }
    const schema = routeOf(name).responses[200] as ZodTypeAny;
    const strict = schema.safeParse(answer.body);
    if (strict.success) return strict.data as T;
    const drifts: Drift[] = [];
    const tolerant = readTolerant(schema, answer.body, (drift) => drifts.push(drift));
    const lost = drifts.filter(
      (drift) => drift.outcome !== 'fallback' && !items.some((list) => drift.path.startsWith(list)),
    );
    if (!tolerant.ok || lost.length > 0) {
      line.outcome = 'left out';
      line.notes.push(...describe(lost.length > 0 ? lost : drifts));
      return null;
    }
    line.outcome = 'partial';
    const kept = keepItems(answer.body, tolerant.value, items, schema, line);
    line.notes.push(
      ...describe(drifts.filter((drift) => drift.outcome === 'fallback')).map(
        (note) => `${note}: read as the portal reads it`,
      ),
    );
    return kept as T;
  }

  /** Every page of a paged list: its items in the order read (newest first), at most `most`. */
  async readPages<T>(
    name: string,
    list: string,
    most: number,
    body: (page: number, limit: number) => unknown,
  ): Promise<{ items: T[]; total: number } | null> {
    const items: T[] = [];
    let total = 0;
    const limit = PAGE_SIZES.maxLimit;
    for (let page = 1; items.length < most; page += 1) {
      const answer = await this.read<Record<string, unknown>>(name, { body: body(page, limit) }, [`${list}[]`]);
      if (!answer) return page === 1 ? null : { items, total };
      const got = (answer[list] as T[] | undefined) ?? [];
      total = typeof answer.total === 'number' ? answer.total : total;
      items.push(...got);
      if (got.length === 0 || page * limit >= total) break;
    }
    // One line per list, not per page.
    this.mergePages(name);
    return { items: items.slice(0, most), total };
  }

  private mergePages(name: string): void {
    const pages = this.lines.filter((line) => line.route === name);
    if (pages.length < 2) return;
    const [first, ...rest] = pages;
    for (const page of rest) {
      first.notes.push(...page.notes);
      if (page.outcome !== 'read') first.outcome = page.outcome === 'left out' ? 'partial' : page.outcome;
      this.lines.splice(this.lines.indexOf(page), 1);
    }
    first.notes.unshift(`${pages.length} pages`);
  }

  /** Notes a thing left out of the world while building it (not a route's answer). */
  leaveOut(route: string, note: string): void {
    this.lines.push({ route, status: null, outcome: 'left out', notes: [note] });
  }
}

function routeOf(name: string): AppRoute {
  const route = ROUTES.get(name);
  if (!route) throw new Error(`no route ${name} in the contract`);
  return route;
}

function describe(drifts: Drift[]): string[] {
  return [...new Set(drifts.map((drift) => `${drift.path || '(answer)'}: ${drift.problem}`))];
}

/**
 * The answer with each listed list's items held to the contract one by one: an item that keeps it, as the
 * contract reads it; one that does not, left out and named. The rest of the answer as the tolerant reading gave it.
 */
function keepItems(raw: unknown, read: unknown, items: string[], schema: ZodTypeAny, line: ReportLine): unknown {
  let result = read;
  for (const list of items) {
    const key = list.replace(/\[\]$/, '');
    const rawList = key === '' ? raw : (raw as Record<string, unknown> | null)?.[key];
    const itemSchema = itemSchemaOf(schema, key);
    if (!Array.isArray(rawList) || !itemSchema) continue;
    const kept: unknown[] = [];
    rawList.forEach((item, index) => {
      const parsed = itemSchema.safeParse(item);
      if (parsed.success) kept.push(parsed.data);
      else {
        const [issue] = parsed.error.issues;
        const { code, _id: id, amount } = (item ?? {}) as { code?: unknown; _id?: unknown; amount?: unknown };
        const which = typeof code === 'string' ? ` (${code})` : typeof id === 'string' ? ` (${id})` : '';
        const money = typeof amount === 'number' && amount > 0 ? `; its ${amount} is not in the world` : '';
        line.notes.push(
          `${list} item ${index}${which} left out: ${issue.path.join('.') || '(item)'}: ${issue.message}${money}`,
        );
      }
    });
    result = key === '' ? kept : { ...(result as object), [key]: kept };
  }
  return result;
}

/** The item schema of a list in an answer's schema (`''`: the answer is the list). */
function itemSchemaOf(schema: ZodTypeAny, key: string): ZodTypeAny | null {
  const unwrap = (s: ZodTypeAny): ZodTypeAny =>
    'innerType' in s._def
      ? unwrap(s._def.innerType as ZodTypeAny)
      : 'schema' in s._def
        ? unwrap(s._def.schema as ZodTypeAny)
        : s;
  const base = unwrap(schema);
  const list =
    key === '' ? base : unwrap((base as unknown as { shape?: Record<string, ZodTypeAny> }).shape?.[key] as ZodTypeAny);
  return list && 'type' in list._def ? (list._def.type as ZodTypeAny) : null;
}
