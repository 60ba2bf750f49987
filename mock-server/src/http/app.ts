import { createServer, type IncomingMessage, type Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { consoleRouter } from '../admin/console-host.js';
import { handoffRouter, Handoffs } from '../admin/handoff.js';
import { assetsRouter } from '../admin/assets.js';
import type { Core } from '../core/dispatch.js';
import { PassthroughInput, type WorldSnapshot, type WorldStart } from '@portal/contract/admin';
import { scenarioByName } from '../scenario/seed.js';
import { importWorld } from '../scenario/snapshot.js';
import { createPassthrough } from '../core/passthrough.js';
import { createSimulator } from '../core/simulator.js';
import { docsRouter } from '../docs/docs-router.js';
import { trustedProxiesFrom } from './client-address.js';
import { hostAllowed } from './host.js';
import { corePath, serveCore } from './node-adapter.js';
import { sendError } from './send.js';
import { attachRealtime } from '../realtime/chat.js';
import { SESSION_COOKIE, SESSION_HEADER, type Sessions, type Slot } from '../core/sessions.js';
import type { World } from '../world/world.js';

export interface MockServerOptions {
  scenario?: string;
  /** Validate every answer against the contract (default true). */
  validateResponses?: boolean;
  /** Called when the server breaks its own contract; the default writes to stderr. */
  onContractViolation?: (route: string, problem: string) => void;
  /** Where every new world's clock starts (ms since epoch); default: now. Tests pin it for repeatability. */
  startAt?: number;
  /** Every new world replayable from this seed and clock (`--seed`, `--clock`; decision 034). */
  start?: WorldStart;
  /** Log one line per request to stdout (method, path, status, ms; never headers or bodies). */
  log?: boolean;
  /**
   * Where the web app runs (its dev or preview server, which forwards /__admin here), for the console's "open
   * as". Without it the console opens the app on its own origin (the console reached through that proxy).
   */
  webUrl?: string;
  /** Host names the server answers besides localhost, 127.0.0.1 and ::1 (default: MOCK_ALLOWED_HOSTS). */
  allowedHosts?: string[];
  /**
   * Proxies whose `X-Forwarded-For` names the client (default: MOCK_TRUSTED_PROXIES, else loopback, where the
   * web app's dev and preview proxies run).
   */
  trustedProxies?: string[];
  /** Routes of the default world sent to a real backend from the start (`--passthrough`, docs/decisions/030). */
  passthrough?: PassthroughInput;
  /** The default world answers only the spec's routes (`--spec-only`, docs/decisions/036). */
  specOnly?: boolean;
  /** A saved or captured world the default world starts as (`--world FILE`); throws ApiError when it does not load. */
  world?: WorldSnapshot;
}

export interface MockServer {
  app: express.Express;
  /** The product API's core. */
  core: Core;
  /** The QA surface's core (the admin contract), through the same dispatch. */
  qa: Core;
  sessions: Sessions;
  /** The default world (requests without a session). */
  world(): World;
  /** Replaces the default world with a fresh one of the scenario (default: the current one). */
  reset(scenario?: string): World;
  /** An HTTP server for the app with the chat socket attached (not yet listening). */
  createHttpServer(): Server;
}

/** The slot an Express request reached (set by the session middleware before the pages and files). */
export function slotOf(res: Response): Slot {
  return res.locals.slot as Slot;
}

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const onContractViolation =
    options.onContractViolation ??
    ((route, problem) => process.stderr.write(`contract violation in ${route}: ${problem}\n`));
  const allowedHosts = options.allowedHosts ?? (process.env.MOCK_ALLOWED_HOSTS ?? '').split(',').filter(Boolean);
  const trustedProxies = trustedProxiesFrom(options.trustedProxies?.join(',') ?? process.env.MOCK_TRUSTED_PROXIES);

  const handoffs = new Handoffs(options.webUrl ?? null);
  const { core, qa, sessions, buildWorld } = createSimulator({
    scenario: options.scenario,
    startAt: options.startAt,
    start: options.start,
    openAs: handoffs,
    passthrough: createPassthrough,
    validateResponses: options.validateResponses ?? true,
    onContractViolation,
    onAnswered: options.log
      ? ({ method, path, status, code, ms, fault, source }) =>
          process.stdout.write(
            `${method} ${path} ${status}${code ? ` ${code}` : ''}${fault ? ` [${fault}]` : ''}${source === 'simulator' ? '' : source === 'real' ? ' (real)' : ' (real backend unreachable)'} ${ms.toFixed(1)}ms\n`,
          )
      : undefined,
  });

  if (options.world)
    sessions.defaultSlot.replace(importWorld(scenarioByName(options.world.scenario), options.world, core.routes));
  if (options.passthrough)
    sessions.defaultSlot.passthrough = createPassthrough(PassthroughInput.parse(options.passthrough));
  sessions.defaultSlot.specOnly = options.specOnly ?? false;

  const app = express();
  const server: MockServer = {
    app,
    core,
    qa,
    sessions,
    world: () => sessions.defaultSlot.world(),
    reset: (name) => {
      const slot = sessions.defaultSlot;
      const next = buildWorld(name ?? slot.world().scenario.name);
      slot.replace(next);
      return next;
    },
    createHttpServer() {
      // The answer for a Host header never changes once the server listens: kept for the few names seen.
      const hostAnswers = new Map<string, boolean>();
      const knownHost = (host: string | undefined): boolean => {
        const known = host === undefined ? undefined : hostAnswers.get(host);
        if (known !== undefined) return known;
        const allowed = hostAllowed(host, http.address(), allowedHosts);
        if (host !== undefined && http.listening && hostAnswers.size < 64) hostAnswers.set(host, allowed);
        return allowed;
      };
      const http = createServer((req, res) => {
        if (!knownHost(req.headers.host)) {
          sendError(res, 'KEY_INVALID', [{ path: 'headers.host', issue: 'invalid' }]);
          req.resume();
          return;
        }
        const target = corePath(req.url ?? '/');
        if (!target) return app(req, res);
        const found = lookUp(req);
        let slot: Slot;
        if ('slot' in found) slot = found.slot;
        // Making, listing and ending sessions needs no world of the caller's: a stale cookie must not stop
        // a browser getting a new one.
        else if (target.surface === 'qa' && target.path.startsWith('/__admin/sessions')) slot = sessions.defaultSlot;
        else return unknownSession(req, res, found.via);
        const answering = target.surface === 'qa' ? qa : core;
        void serveCore(answering, slot, req, res, target.path, target.search, trustedProxies);
      });
      // A client reuses an idle connection at the moment the server closes it: the request dies with a reset
      // (a journey's admin call did, after 5 s of waiting, Node's default). Idle connections are kept past the
      // minute clients and proxies keep theirs; headers still have to arrive in time.
      http.keepAliveTimeout = 65_000;
      http.headersTimeout = 66_000;
      attachRealtime(http, {
        slotFor: (headers) => {
          const found = sessions.resolve((name) => [headers[name]].flat()[0]);
          if ('slot' in found) return found.slot;
          throw new Error(`unknown session ${found.unknown}`);
        },
        hostAllowed: knownHost,
        trustedProxies,
      });
      return http;
    },
  };

  const lookUp = (req: IncomingMessage) =>
    sessions.resolve((name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    });
  /**
   * A request naming a session that does not exist (never made, dropped when idle, or from before a restart)
   * reaches no world: its calls must not land in someone else's.
   */
  const unknownSession = (req: IncomingMessage, res: Parameters<typeof sendError>[0], via: 'cookie' | 'header') => {
    req.resume();
    // A cookie of a session that ended is cleared with the refusal: the browser's next call reaches the
    // default world instead of being refused until someone clears the cookie by hand.
    if (via === 'cookie') res.setHeader('set-cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    sendError(res, 'KEY_INVALID', [
      { path: via === 'cookie' ? `cookies.${SESSION_COOKIE}` : `headers.${SESSION_HEADER}`, issue: 'invalid' },
    ]);
  };

  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(docsRouter());
  // The console picks its world per call (a header): it is served whatever session cookie the browser holds.
  app.use('/__console', consoleRouter());
  app.use((req, res, next) => {
    const found = lookUp(req);
    if ('slot' in found) res.locals.slot = found.slot;
    // Opening the app in a session needs no world of the caller's: a stale cookie must not stop it.
    else if (req.path.startsWith('/__admin/open/')) res.locals.slot = sessions.defaultSlot;
    else return unknownSession(req, res, found.via);
    next();
  });

  app.use('/__admin', handoffRouter(sessions, handoffs));
  app.use(
    '/mock-assets',
    assetsRouter((res) => slotOf(res).world()),
  );

  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'NO_DATA' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // The body parser's refusals (malformed, too large, an unknown charset or encoding) are the caller's 400.
    const status = (error as { status?: number }).status;
    const malformed = (status !== undefined && status >= 400 && status < 500) || error instanceof URIError;
    if (!malformed)
      onContractViolation('admin', error instanceof Error ? (error.stack ?? error.message) : String(error));
    res.status(malformed ? 400 : 500).json({ message: malformed ? 'KEY_INVALID' : 'INTERNAL_SERVER_ERROR' });
  });
  return server;
}
