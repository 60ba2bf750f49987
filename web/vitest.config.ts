import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The `web` project of the root vitest.config.ts (run alone: npx vitest run --project web). */
export default defineProject({
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    // happy-dom: a third less CPU than jsdom over this project (issue 27). The few files that need jsdom's fidelity
    // (DOMPurify, storage taken away, aria-invalid reflection, the game ring's hidden cards, the timed retry under the
    // fake clock) say so in their first line. 20 s a test: the units run beside the bench's smoke (scripts/test.mjs).
    environment: 'happy-dom',
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
