import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The `web` project of the root vitest.config.ts (run alone: npx vitest run --project web). */
export default defineProject({
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    // happy-dom: a third less CPU than jsdom over this project (issue 27). The few files that need jsdom's fidelity
    // (DOMPurify, storage taken away, aria reflection, pointer events) say so in their first line.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
