#!/usr/bin/env node
/**
 * npm test, in three stages; each stage runs only when the one before passed:
 *   1. the checks (typecheck, then lint) beside the bench's smoke. Neither judges time, and together they fill the
 *      machine: the checks are one core's work, the smoke's browsers and servers wait on the network more than
 *      they compute. Each one's output is printed whole when it ends, so the two do not interleave.
 *   2. the unit and contract tests (Vitest, every core).
 *   3. the Playwright journeys (half again as many workers as cores: playwright.config.ts).
 * At the end, the wall clock of each part.
 */
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; `buffered` keeps its output until it ends. Resolves with its exit code and seconds. */
function run(script, { buffered = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        process.stdout.write(`\n── npm run ${script} (${seconds.toFixed(1)} s) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

/** Runs scripts one after another, each buffered, up to the first that fails. */
async function sequence(...scripts) {
  const done = [];
  for (const script of scripts) {
    done.push(await run(script, { buffered: true }));
    if (done.at(-1).code !== 0) break;
  }
  return done;
}

const parts = [];

function report() {
  process.stdout.write('\nnpm test, wall clock of each part:\n');
  for (const { script, code, seconds } of parts) {
    process.stdout.write(`  ${script.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s${code === 0 ? '' : '  FAILED'}\n`);
  }
}

/** Waits for every run of a stage (a result or a list of them); stops npm test after it when any failed. */
async function stage(...runs) {
  const done = (await Promise.all(runs)).flat();
  parts.push(...done);
  if (done.some(({ code }) => code !== 0)) {
    report();
    process.exit(1);
  }
}

process.stdout.write('npm test: typecheck and lint beside the bench smoke, then units, then journeys\n');
await stage(sequence('typecheck', 'lint'), sequence('test:bench'));
await stage(run('test:unit'));
await stage(run('test:e2e'));
report();
