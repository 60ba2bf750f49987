import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one core fewer than the machine has: one worker on CI's two cores (254 s, 150 s on both).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', root: './contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'console',
          root: './console',
          // happy-dom, as the web project: every panel test passes in it, in two thirds of jsdom's CPU.
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The panels' tests type whole forms key by key: 1–2 s alone, past 5 s on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['bench/smoke.test.ts', '**/node_modules/**'],
        },
      },
      // `npm run bench` in its smoke size: builds, browsers and servers of its own, so a part of npm test by itself
      // (npm run test:bench), beside the checks and the units.
      { test: { name: 'bench-smoke', root: './scripts', environment: 'node', include: ['bench/smoke.test.ts'] } },
    ],
  },
});
