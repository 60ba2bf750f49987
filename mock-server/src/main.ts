import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { PassthroughInput, WorldSnapshot, WorldStart } from '@portal/contract/admin';
import { createMockServer } from './http/app.js';
import { ApiError } from './domain/api-error.js';

/**
 * npm run mock -- --scenario NAME --port N [--log] [--web-url URL]
 *   [--passthrough URL --routes 'lookup.*,wallet.get' [--compare] [--as PHONE]] [--world FILE] [--spec-only]
 *   [--seed N] [--clock ISO]
 */
const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: process.env.MOCK_SCENARIO ?? 'default' },
    port: { type: 'string', default: process.env.MOCK_PORT ?? '3001' },
    host: { type: 'string', default: '127.0.0.1' },
    log: { type: 'boolean', default: false },
    /** Where the web app runs, for the console's "Open as" (default: the web dev server npm start runs). */
    'web-url': { type: 'string', default: process.env.MOCK_WEB_URL ?? 'http://localhost:5173' },
    /** A real backend the default world sends the --routes to (docs/decisions/030). */
    passthrough: { type: 'string' },
    routes: { type: 'string' },
    /** The simulator answers the calls that passed through as well; the journal shows the differences. */
    compare: { type: 'boolean', default: false },
    /** The simulated member a real log-in maps to when none has its phone. */
    as: { type: 'string' },
    /** A saved or captured world file (npm run capture) the default world starts as. */
    world: { type: 'string' },
    /** Only the spec's routes: the contract's additions answer 404, as a backend without them would. */
    'spec-only': { type: 'boolean', default: false },
    /** Every world replays: draws and credentials from this seed, the clock frozen at --clock (decision 034). */
    seed: { type: 'string' },
    clock: { type: 'string' },
  },
});

/** The replayable start of --seed and --clock, read by the contract; exits 2 saying why when it is not one. */
function startOption(): WorldStart | undefined {
  if (values.seed === undefined && values.clock === undefined) return undefined;
  const parsed = WorldStart.safeParse({
    seed: values.seed === undefined ? undefined : /^\d+$/.test(values.seed) ? Number(values.seed) : NaN,
    clock: values.clock,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const option = issue.path[0] === 'seed' ? 'seed' : 'clock';
    process.stderr.write(`--${option}: ${WorldStart.shape[option].description}\n`);
  }
  process.exit(2);
}

/** The world file of --world, read by the contract; exits 2 saying why when it is not one. */
function worldOption(): WorldSnapshot | undefined {
  if (values.world === undefined) return undefined;
  let parsed: ReturnType<typeof WorldSnapshot.safeParse>;
  try {
    parsed = WorldSnapshot.safeParse(JSON.parse(readFileSync(values.world, 'utf8')));
  } catch (error) {
    process.stderr.write(
      `--world: cannot read ${values.world}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(2);
  }
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 10))
    process.stderr.write(`--world: ${issue.path.join('.') || '(file)'}: ${issue.message}\n`);
  process.exit(2);
}

function passthroughOption(): PassthroughInput | undefined {
  if (values.passthrough === undefined && values.routes === undefined) return undefined;
  const parsed = PassthroughInput.safeParse({
    baseUrl: values.passthrough,
    routes: (values.routes ?? '')
      .split(',')
      .map((pattern) => pattern.trim())
      .filter(Boolean),
    compare: values.compare,
    member: values.as ?? null,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    process.stderr.write(
      `--${issue.path[0] === 'baseUrl' ? 'passthrough' : issue.path[0] === 'member' ? 'as' : 'routes'}: ${issue.message}\n`,
    );
  process.stderr.write(
    "usage: npm run mock -- --passthrough URL --routes 'lookup.*,wallet.get' [--compare] [--as PHONE]\n",
  );
  process.exit(2);
}

const started = performance.now();
let server: ReturnType<typeof createMockServer>;
try {
  server = createMockServer({
    scenario: values.scenario,
    log: values.log,
    webUrl: values['web-url'],
    passthrough: passthroughOption(),
    world: worldOption(),
    specOnly: values['spec-only'],
    start: startOption(),
  });
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  if (values.world !== undefined && (error.details ?? []).some(({ path }) => !path.startsWith('body.routes'))) {
    for (const detail of (error.details ?? []).slice(0, 10))
      process.stderr.write(`--world: ${detail.path}${detail.note ? `: ${detail.note}` : ''}\n`);
    process.exit(2);
  }
  const patterns = (values.routes ?? '')
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
  const named = (error.details ?? []).map(({ path }) => patterns[Number(path.split('.').pop())]);
  process.stderr.write(
    `--routes: no route of the contract is named by ${named.join(', ')} (see GET /__admin/routes)\n`,
  );
  process.exit(2);
}
const http = server.createHttpServer();
http.listen(Number(values.port), values.host, () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  process.stdout.write(
    `mock server: ${values.world ? `world ${values.world}` : `scenario "${values.scenario}"`} on http://${values.host}:${port} (ready in ${(performance.now() - started).toFixed(0)} ms); QA console at http://${values.host}:${port}/__console\n`,
  );
  if (values['spec-only'])
    process.stdout.write(
      "spec-only: the contract's additions (POST /api/chat/guest, /api/chat/adopt-guest) answer 404\n",
    );
  const replay = server.world().replay;
  if (replay)
    process.stdout.write(
      `replaying: seed ${replay.seed}, clock frozen at ${new Date(replay.at).toISOString()} (moved only by POST /__admin/clock)\n`,
    );
  const through = server.sessions.defaultSlot.passthrough;
  if (through)
    process.stdout.write(
      `passthrough to ${values.passthrough}: ${[...through.routes].join(', ')}${through.input.compare ? ' (compared)' : ''}\n`,
    );
});

const stop = () => http.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
