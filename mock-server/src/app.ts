import { createServer, type Server } from 'node:http';
import { contract } from '@portal/contract';
import express, { type NextFunction, type Request, type Response } from 'express';
import { scenarios } from '../../scenarios/index.js';
import { adminRouter } from './admin/router.js';
import { assetsRouter } from './admin/assets.js';
import { createContractDispatcher } from './http/contract-router.js';
import { attachRealtime } from './realtime/chat.js';
import { routes } from './routes/index.js';
import { createWorld, type World } from './world.js';

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
}

export interface MockServer {
  app: express.Express;
  world(): World;
  /** Replaces the world with a fresh one of the scenario (default: the current one). */
  reset(scenario?: string): World;
  scenarioNames(): string[];
  /** An HTTP server for the app with the chat socket attached (not yet listening). */
  createHttpServer(): Server;
}

export function scenarioByName(name: string) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`unknown scenario "${name}"; known: ${Object.keys(scenarios).join(', ')}`);
  return scenario;
}

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const build = (name: string) => createWorld(scenarioByName(name), { now: options.startAt });
  let world = build(options.scenario ?? 'default');
  const worldListeners = new Set<(w: World) => void>();
  const onContractViolation =
    options.onContractViolation ??
    ((route, problem) => process.stderr.write(`contract violation in ${route}: ${problem}\n`));

  const server: MockServer = {
    app: express(),
    world: () => world,
    reset(name) {
      const next = build(name ?? world.scenario.name);
      world.dispose();
      world = next;
      worldListeners.forEach((listener) => listener(next));
      return next;
    },
    scenarioNames: () => Object.keys(scenarios),
    createHttpServer() {
      const http = createServer((req, res) => {
        if (!dispatch(req, res)) app(req, res);
      });
      attachRealtime(
        http,
        () => world,
        (listener: (w: World) => void) => worldListeners.add(listener),
      );
      return http;
    },
  };
  const { app } = server;
  const dispatch = createContractDispatcher(contract, routes, {
    getWorld: () => world,
    validateResponses: options.validateResponses ?? true,
    onContractViolation,
    onAnswered: options.log
      ? ({ method, path, status, code, ms }) =>
          process.stdout.write(`${method} ${path} ${status}${code ? ` ${code}` : ''} ${ms.toFixed(1)}ms\n`)
      : undefined,
  });
  app.disable('x-powered-by');
  app.set('etag', false);

  app.get('/health', (_req, res) => {
    res.json({ ok: true, scenario: world.scenario.name, now: new Date(world.clock.now()).toISOString() });
  });
  app.use('/__admin', express.json({ limit: '100kb' }), adminRouter(server));
  app.use(
    '/mock-assets',
    assetsRouter(() => world),
  );

  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'NO_DATA' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const malformed = (error as { type?: string }).type?.startsWith('entity.') || error instanceof URIError;
    if (!malformed)
      onContractViolation('admin', error instanceof Error ? (error.stack ?? error.message) : String(error));
    res.status(malformed ? 400 : 500).json({ message: malformed ? 'KEY_INVALID' : 'INTERNAL_SERVER_ERROR' });
  });
  return server;
}
