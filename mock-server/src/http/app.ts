import { createServer, type IncomingMessage, type Server } from 'node:http';
import { contract } from '@portal/contract';
import { adminContract } from '@portal/contract/admin';
import express, { type NextFunction, type Request, type Response } from 'express';
import { scenarios } from '../../../scenarios/index.js';
import { adminBody } from '../admin/body.js';
import { consoleRouter } from '../admin/console-host.js';
import { contractRouter } from '../admin/contract-router.js';
import { adminHandlers } from '../admin/handlers.js';
import { handoffRouter, Handoffs } from '../admin/handoff.js';
import { assetsRouter } from '../admin/assets.js';
import { createCore, type Core } from '../core/dispatch.js';
import { docsRouter } from '../docs/docs-router.js';
import { trustedProxiesFrom } from './client-address.js';
import { hostAllowed } from './host.js';
import { apiPath, serveApi } from './node-adapter.js';
import { sendError } from './send.js';
import { attachRealtime } from '../realtime/chat.js';
import { pacing, routes } from '../routes/index.js';
import { SESSION_COOKIE, SESSION_HEADER, Sessions, type Slot } from '../core/sessions.js';
import { type World } from '../world/world.js';
import { buildWorld as buildScenarioWorld, scenarioByName } from '../scenario/seed.js';

export interface MockServerOptions {
  scenario?: string;
  /** Validate every answer against the contract (default true). */
  validateResponses?: boolean;
  /** Called when the server breaks its own contract; the default writes to stderr. */
  onContractViolation?: (route: string, problem: string) => void;
  /** Where every new world's clock starts (ms since epoch); default: now. Tests pin it for repeatability. */
  startAt?: number;
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
}

export interface MockServer {
  app: express.Express;
  core: Core;
  sessions: Sessions;
  /** The default world (requests without a session). */
  world(): World;
  /** Replaces the default world with a fresh one of the scenario (default: the current one). */
  reset(scenario?: string): World;
  /** Replaces a slot's world with a fresh one of the scenario (default: the slot's current one). */
  resetSlot(slot: Slot, scenario?: string): World;
  /** A fresh world of a scenario (throws on an unknown name). */
  buildWorld(scenario: string): World;
  scenarioNames(): string[];
  /** An HTTP server for the app with the chat socket attached (not yet listening). */
  createHttpServer(): Server;
}

/** The slot an Express request reached (set by the session middleware before the admin surface). */
export function slotOf(res: Response): Slot {
  return res.locals.slot as Slot;
}

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const buildWorld = (name: string) => buildScenarioWorld(scenarioByName(name), { now: options.startAt });
  const sessions = new Sessions(buildWorld(options.scenario ?? 'default'));
  const onContractViolation =
    options.onContractViolation ??
    ((route, problem) => process.stderr.write(`contract violation in ${route}: ${problem}\n`));
  const allowedHosts = options.allowedHosts ?? (process.env.MOCK_ALLOWED_HOSTS ?? '').split(',').filter(Boolean);
  const trustedProxies = trustedProxiesFrom(options.trustedProxies?.join(',') ?? process.env.MOCK_TRUSTED_PROXIES);

  const core = createCore(contract, routes, {
    validateResponses: options.validateResponses ?? true,
    onContractViolation,
    pacing,
    onAnswered: options.log
      ? ({ method, path, status, code, ms, fault }) =>
          process.stdout.write(
            `${method} ${path} ${status}${code ? ` ${code}` : ''}${fault ? ` [${fault}]` : ''} ${ms.toFixed(1)}ms\n`,
          )
      : undefined,
  });

  const resetSlot = (slot: Slot, name?: string) => {
    const next = buildWorld(name ?? slot.world().scenario.name);
    slot.replace(next);
    return next;
  };

  const app = express();
  const server: MockServer = {
    app,
    core,
    sessions,
    world: () => sessions.defaultSlot.world(),
    reset: (name) => resetSlot(sessions.defaultSlot, name),
    resetSlot,
    buildWorld,
    scenarioNames: () => Object.keys(scenarios),
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
        const api = apiPath(req.url ?? '/');
        if (!api) return app(req, res);
        const found = lookUp(req);
        if (!('slot' in found)) return unknownSession(req, res, found.via);
        const { slot } = found;
        void serveApi(core, () => slot.world(), req, res, api.path, api.search, trustedProxies);
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
    // Making, listing and ending sessions, and opening the app in one, need no world of the caller's: a stale
    // cookie must not stop a browser getting a new one.
    else if (req.path.startsWith('/__admin/sessions') || req.path.startsWith('/__admin/open/'))
      res.locals.slot = sessions.defaultSlot;
    else return unknownSession(req, res, found.via);
    next();
  });

  const handoffs = new Handoffs();
  app.use('/__admin', adminBody());
  app.use('/__admin', handoffRouter(sessions, handoffs));
  app.use(contractRouter(adminContract, adminHandlers(server, handoffs, options.webUrl ?? null), onContractViolation));
  app.use('/__admin', (_req, res) => sendError(res, 'NO_DATA'));
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
