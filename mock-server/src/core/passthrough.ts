import type { AppRoute } from '@ts-rest/core';
import { contract, type Access } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import {
  PASSTHROUGH_LIMITS,
  type PassthroughInput,
  type PassthroughRecord,
  type PassthroughState,
  type ShapeDifference,
} from '@portal/contract/admin';
import { judge } from '@portal/contract/verdict';
import { findMemberByPhone, issueToken } from '../domain/account.js';
import { ApiError } from '../domain/api-error.js';
import { flattenRoutes } from './compiled-routes.js';
import type { CoreRequest } from './dispatch.js';
import type { UploadedFile, World } from '../world/world.js';

/**
 * Passthrough (docs/decisions/030): a simulator session sends the routes QA names to a real backend and
 * simulates the rest. What passes through is still read by the contract (contract/src/verdict.ts) and journaled
 * as real; in compare mode the simulator answers the same call as well and the journal shows how the two
 * answers differ in form. A real log-in is mapped to a simulated member, so the simulated routes answer for
 * someone. Web-standard only (fetch, FormData), like the rest of the core.
 */

/** A route as passthrough reads it: its name and who may call it. */
interface RouteAccess {
  name: string;
  access: Access;
}

/** The routes a passthrough sends on, or the indexes of the patterns that name no route. */
export function routesNamed(
  patterns: readonly string[],
  routes: readonly RouteAccess[],
): { routes: string[]; broughtAlong: string[] } | { unmatched: number[] } {
  const unmatched = patterns.flatMap((pattern, index) =>
    routes.some((route) => globMatches(pattern, route.name)) ? [] : [index],
  );
  if (unmatched.length > 0) return { unmatched };
  const named = routes.filter((route) => patterns.some((pattern) => globMatches(pattern, route.name)));
  // A token the simulator issued means nothing to the real backend: a route that reads one passes through only
  // with the log-in that gives it.
  const needsLogin =
    named.some((route) => route.access !== 'public') && !named.some((route) => route.name === LOGIN_ROUTE);
  const broughtAlong = needsLogin ? [LOGIN_ROUTE] : [];
  const names = new Set([...named.map((route) => route.name), ...broughtAlong]);
  return { routes: routes.filter((route) => names.has(route.name)).map((route) => route.name), broughtAlong };
}

/**
 * Whether a name matches a pattern whose `*` stands for any run of characters: the parts between the stars
 * found in order, without backtracking (a pattern of many stars costs no more than its length).
 */
function globMatches(pattern: string, name: string): boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === name;
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!name.startsWith(first) || !name.endsWith(last) || first.length + last.length > name.length) return false;
  let at = first.length;
  const end = name.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const found = name.indexOf(part, at);
    if (found === -1 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

const LOGIN_ROUTE = 'account.login';

const PRODUCT_ROUTES: RouteAccess[] = flattenRoutes(contract).map(({ name, meta }) => ({ name, access: meta.access }));

/** What makes a passthrough: the Node server's createPassthrough (the demo in a page has none). */
export type PassthroughFactory = (
  input: Required<PassthroughInput> & { routes: string[] },
  previous?: Passthrough | null,
) => Passthrough;

/**
 * A passthrough of the product's routes as QA asked for it (POST /__admin/passthrough, the command line);
 * KEY_INVALID naming each pattern that matches no route.
 */
export function createPassthrough(
  input: Required<PassthroughInput> & { routes: string[] },
  previous?: Passthrough | null,
  send?: typeof fetch,
): Passthrough {
  const named = routesNamed(input.routes, PRODUCT_ROUTES);
  if ('unmatched' in named)
    throw new ApiError(
      'KEY_INVALID',
      named.unmatched.map((index) => ({ path: `body.routes.${index}`, issue: 'invalid' as const })),
    );
  return new Passthrough(input, named, send, previous?.loginsFor(input.baseUrl));
}

/** What the real backend answered (its content type, when it said one), or why nothing came. */
type Forwarded = { status: number; text: string; type: string | null } | { unreachable: string };

/** What a call to pass on carries: only what the player's request carried, and none of the simulator's own. */
interface Outgoing {
  method: string;
  path: string;
  search: string;
  authorization: string | undefined;
  language: string | undefined;
  /** The route's own headers the contract declares, as the player sent them. */
  headers: Record<string, string>;
  /** The JSON body as read (undefined: none), or the one uploaded file. */
  json: unknown;
  file: UploadedFile | null;
}

/** Per world: the real log-in token → the simulated member's token (oldest first, at most PASSTHROUGH_LIMITS.logins). */
type Logins = WeakMap<World, Map<string, string>>;

export class Passthrough {
  readonly routes: ReadonlySet<string>;

  constructor(
    readonly input: Required<PassthroughInput> & { routes: string[] },
    named: { routes: string[]; broughtAlong: string[] },
    private readonly send: typeof fetch = (...args) => fetch(...args),
    /** Kept from the passthrough this one replaces, to the same backend: a changed setting logs no one out. */
    private readonly logins: Logins = new WeakMap(),
  ) {
    this.routes = new Set(named.routes);
    this.broughtAlong = named.broughtAlong;
    this.baseUrl = new URL(input.baseUrl).href.replace(/\/+$/, '');
  }

  /** The mappings this passthrough holds, for one that replaces it to the same backend. */
  loginsFor(baseUrl: string): Logins | undefined {
    return new URL(baseUrl).href.replace(/\/+$/, '') === this.baseUrl ? this.logins : undefined;
  }

  readonly broughtAlong: string[];
  private readonly baseUrl: string;

  covers(route: string): boolean {
    return this.routes.has(route);
  }

  state(world: World): PassthroughState {
    return {
      baseUrl: this.input.baseUrl,
      patterns: this.input.routes,
      routes: [...this.routes],
      broughtAlong: this.broughtAlong,
      compare: this.input.compare,
      member: this.input.member,
      logins: this.logins.get(world)?.size ?? 0,
    };
  }

  /** Keeps a real log-in's simulated twin in the world (the oldest forgotten past the limit). */
  remember(world: World, real: string, simulated: string): void {
    let map = this.logins.get(world);
    if (!map) this.logins.set(world, (map = new Map()));
    map.delete(real);
    map.set(real, simulated);
    if (map.size > PASSTHROUGH_LIMITS.logins) map.delete(map.keys().next().value as string);
  }

  /** The simulated member's token for a real log-in's token, if the session mapped one in this world. */
  simulatedToken(world: World, real: string): string | undefined {
    return this.logins.get(world)?.get(real);
  }

  /**
   * A call passed on: the real answer as it came with how the contract reads it (the journal's record); a
   * real log-in mapped to a simulated twin; in compare mode, the simulator's own answer to the call (`simulated`,
   * made by the dispatch) beside it. Null when the session's world ended meanwhile (the connection is dropped).
   */
  async pass(
    name: string,
    route: AppRoute,
    call: {
      request: Pick<CoreRequest, 'method' | 'search' | 'header' | 'client'>;
      params: Record<string, string>;
      sent: unknown;
      file: UploadedFile | null;
    },
    here: {
      world: () => World;
      simulated: () => Promise<{ status: number; text: string } | null>;
      /** What the session's faults do to an answer (a drift), before it is read and passed on. */
      drifted: (text: string) => string;
    },
  ): Promise<{
    status: number;
    text: string;
    type: string | null;
    code: string | null;
    record: PassthroughRecord;
  } | null> {
    const { request, sent, file } = call;
    // The route's own headers the contract declares (a chat upload's guest id) go with it; nothing else.
    const declared = Object.keys((route.headers as { shape?: object } | undefined)?.shape ?? {});
    const forwarded = await this.forward({
      method: request.method,
      path: pathOf(route.path, call.params),
      search: request.search,
      authorization: request.header('authorization'),
      language: request.header('accept-language'),
      headers: Object.fromEntries(
        declared.flatMap((key) => (request.header(key) === undefined ? [] : [[key, request.header(key)!]])),
      ),
      json: sent,
      file,
    });
    const world = here.world();
    if (world.disposed) return null;
    if ('unreachable' in forwarded)
      return {
        status: 500,
        text: JSON.stringify({ message: 'INTERNAL_SERVER_ERROR' }),
        type: null,
        code: 'INTERNAL_SERVER_ERROR',
        record: { verdict: 'unreachable', issues: [forwarded.unreachable], member: null, compared: null },
      };
    if (forwarded.status === 200) forwarded.text = here.drifted(forwarded.text);
    const body = parsedAnswer(forwarded.text);
    const record: PassthroughRecord = { ...judgeReal(route, forwarded.status, body), member: null, compared: null };
    if (this.input.compare) {
      const own = await here.simulated();
      if (own) {
        const mine = parsedAnswer(own.text);
        record.compared = {
          status: own.status,
          code: answerCode(own.status, mine),
          differences: shapeDifferences(body, mine),
        };
      }
    }
    if (name === LOGIN_ROUTE && forwarded.status === 200)
      record.member = mapLogin(this, here.world(), sent, body, request.client);
    return {
      status: forwarded.status,
      text: forwarded.text,
      type: forwarded.type,
      code: answerCode(forwarded.status, body),
      record,
    };
  }

  /** The call sent to the real backend, its answer read whole up to PASSTHROUGH_LIMITS.answerBytes. */
  async forward(call: Outgoing): Promise<Forwarded> {
    const headers: Record<string, string> = {
      ...call.headers,
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      accept: 'application/json',
    };
    if (call.authorization !== undefined) headers.authorization = call.authorization;
    if (call.language !== undefined) headers['accept-language'] = call.language;
    let body: string | FormData | undefined;
    if (call.file) {
      body = new FormData();
      const bytes = call.file.buffer as Uint8Array<ArrayBuffer>;
      body.append('file', new Blob([bytes], { type: call.file.mimeType }), call.file.originalName);
    } else if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers['content-type'] = 'application/json';
    }
    try {
      const response = await this.send(`${this.baseUrl}${call.path}${call.search ? `?${call.search}` : ''}`, {
        method: call.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(PASSTHROUGH_LIMITS.timeoutMs),
      });
      const text = await readCapped(response, PASSTHROUGH_LIMITS.answerBytes);
      return text === null
        ? { unreachable: `the answer was larger than ${PASSTHROUGH_LIMITS.answerBytes} bytes` }
        : { status: response.status, text, type: response.headers.get('content-type') };
    } catch (error) {
      const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      return { unreachable: `no answer from ${new URL(this.baseUrl).origin}: ${why || String(error)}` };
    }
  }
}

/**
 * A route's path with its parameters put back, each encoded as one segment: the real backend is sent the
 * contract's path and nothing else (a parameter `..` or `.` is refused before, by the dispatch).
 */
function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The body's text, or null when it is longer than `limit` bytes (the rest is not read). */
export async function readCapped(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(all);
}

/** JSON when it is, else the text itself (an HTML error page is judged as what it is). */
function parsedAnswer(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** The real answer read by the contract: its verdict, the differences named, and its error code if any. */
function judgeReal(route: AppRoute, status: number, body: unknown): Omit<PassthroughRecord, 'member' | 'compared'> {
  const judged = judge(route, status, body);
  return {
    verdict: judged.verdict,
    issues: [...judged.issues, ...judged.unknownCodes.map((code) => `${code}: a code the catalogue does not have`)],
  };
}

/** The error code of an answer (`{ message }` of a 4xx or 5xx), or null. */
function answerCode(status: number, body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return status >= 400 && typeof message === 'string' ? message.slice(0, 100) : null;
}

const SHAPE_DEPTH = 20;
const SHAPE_PATHS = 2_000;

/** Each path of a JSON value with the types seen there (a list's items merged under `[]`), and the lists seen empty. */
function shapeOf(value: unknown): { types: Map<string, Set<string>>; empty: Set<string> } {
  const types = new Map<string, Set<string>>();
  const empty = new Set<string>();
  const walk = (item: unknown, path: string, depth: number) => {
    if (types.size >= SHAPE_PATHS) return;
    const type = item === null ? 'null' : Array.isArray(item) ? 'array' : typeof item;
    const seen = types.get(path);
    if (seen) seen.add(type);
    else types.set(path, new Set([type]));
    if (depth >= SHAPE_DEPTH) return;
    if (Array.isArray(item)) {
      if (item.length === 0) empty.add(`${path}[]`);
      for (const element of item) walk(element, `${path}[]`, depth + 1);
    } else if (type === 'object')
      for (const [key, field] of Object.entries(item as object)) walk(field, path ? `${path}.${key}` : key, depth + 1);
  };
  walk(value, '', 0);
  return { types, empty };
}

/**
 * How two answers differ in form, field by field: a field one has and the other has not, or holds as another
 * type. Values are not compared (the real member's money is not the simulated one's). Under a list empty on
 * either side nothing is compared (an empty list says nothing of its items), nor under a field already
 * named as absent on one side.
 */
export function shapeDifferences(real: unknown, simulated: unknown): ShapeDifference[] {
  const a = shapeOf(real);
  const b = shapeOf(simulated);
  const paths = [...new Set([...a.types.keys(), ...b.types.keys()])].sort();
  const differences: ShapeDifference[] = [];
  const absent: string[] = [];
  const under = (path: string, prefix: string) =>
    path.startsWith(prefix) &&
    (path.length === prefix.length || path[prefix.length] === '.' || path[prefix.length] === '[');
  const unknowable = [...a.empty, ...b.empty].filter((list) => !(a.types.has(list) && b.types.has(list)));
  for (const path of paths) {
    if (absent.some((prefix) => under(path, prefix)) || unknowable.some((list) => under(path, list))) continue;
    const mine = a.types.get(path);
    const theirs = b.types.get(path);
    const name = (types: Set<string> | undefined) => (types ? [...types].sort().join(' | ') : 'absent');
    if (!mine || !theirs) absent.push(path);
    if (name(mine) !== name(theirs))
      differences.push({ path: path || '(answer)', real: name(mine), simulated: name(theirs) });
  }
  return differences;
}

/**
 * A real log-in's simulated twin: the member of the world with the log-in's phone, else the one with the
 * passthrough's `member` phone, else the scenario's log-in member, else the first member. It is logged in
 * (from the player's address) and the real token mapped to its token; the real token joins the world's
 * secrets, so no journal entry shows it. Returns the member's id, or null when the answer gave no token or
 * the world has no member.
 */
function mapLogin(
  passthrough: Passthrough,
  world: World,
  sent: unknown,
  answer: unknown,
  client: string,
): string | null {
  const token = (answer as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') return null;
  world.secrets.add(token);
  const username = (sent as { username?: unknown } | null)?.username;
  const phones = [
    typeof username === 'string' ? username : null,
    passthrough.input.member,
    world.scenario.login?.phone,
  ];
  const member =
    phones.map((phone) => (phone ? findMemberByPhone(world, phone) : null)).find((found) => found) ??
    world.db.member.getAll()[0];
  if (!member) return null;
  passthrough.remember(world, token, issueToken(world, member, client));
  return member.id;
}
