#!/usr/bin/env node
/**
 * npm test, in two stages; the second runs only when the first passed:
 *   1. the checks (typecheck, then lint), then the unit and contract tests, beside the bench's smoke. The smoke
 *      judges no time, and its browsers and servers wait on slow 3G and one-second loads more than they compute:
 *      the checks and the first of the units fill the rest of the machine, the units have it whole once the smoke
 *      ends. Each part's output is printed whole when it ends, so the two sides do not interleave.
 *   2. the Playwright journeys (half again as many workers as cores: playwright.config.ts).
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

process.stdout.write('npm test: typecheck, lint and units beside the bench smoke, then journeys\n');
await stage(sequence('typecheck', 'lint', 'test:unit'), sequence('test:bench'));
await stage(run('test:e2e'));
report();
