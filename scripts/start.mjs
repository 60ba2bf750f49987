#!/usr/bin/env node
/**
 * npm start: the mock server on 3001 (scenario default, the QA console at /__console) and the web dev server
 * on 5173, in one terminal with prefixed output. When either stops, or on Ctrl-C, both stop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const isWindows = process.platform === 'win32';
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const MOCK_PORT = process.env.MOCK_PORT ?? '3001';

const services = [
  {
    name: 'mock',
    colour: 36, // cyan
    command: 'npx',
    args: [
      'tsx',
      'mock-server/src/main.ts',
      '--scenario',
      process.env.MOCK_SCENARIO ?? 'default',
      '--port',
      MOCK_PORT,
      '--web-url',
      'http://localhost:5173',
    ],
  },
  { name: 'web', colour: 33, command: 'npm', args: ['run', 'dev', '-w', 'web'] }, // yellow
];

const width = Math.max(...services.map((s) => s.name.length));
const prefixOf = (service) => {
  const label = `[${service.name}]`.padEnd(width + 2);
  return useColour ? `\x1b[${service.colour}m${label}\x1b[0m ` : `${label} `;
};

let stopping = false;
let exitCode = 0;
const running = new Set();

function pipeLines(stream, out, prefix) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

// The mock server serves the QA console's build (/__console): made first when missing or out of date.
const consoleBuild = spawnSync(process.execPath, ['scripts/ensure-console.mjs'], { cwd: root, stdio: 'inherit' });
if (consoleBuild.status !== 0) process.exit(consoleBuild.status ?? 1);

for (const service of services) {
  const child = spawn(service.command, service.args, {
    cwd: root,
    // Children write to pipes; keep their colours when we print to a terminal.
    env: { ...process.env, MOCK_PORT, ...(useColour && { FORCE_COLOR: '1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: isWindows, // npx / npm are .cmd files there
    detached: !isWindows, // own process group, so stopping reaches npm's and tsx's children too
  });
  const prefix = prefixOf(service);
  pipeLines(child.stdout, process.stdout, prefix);
  pipeLines(child.stderr, process.stderr, prefix);
  running.add(child);

  child.on('error', (error) => {
    process.stderr.write(`${prefix}could not start ${service.command}: ${error.message}\n`);
    running.delete(child);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      process.stderr.write(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the others\n`);
      stopAll(code || 1);
    } else if (running.size === 0) {
      process.exit(exitCode);
    }
  });
}

function kill(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (isWindows) spawnSync('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' });
    else process.kill(-child.pid, signal); // the whole group
  } catch {
    // already gone
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (running.size === 0) process.exit(exitCode);
  for (const child of running) kill(child, 'SIGTERM');
  // Whatever did not stop within 5 s is killed.
  setTimeout(() => {
    for (const child of running) kill(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5_000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
