import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The `web` project of the root vitest.config.ts (run alone: npx vitest run --project web). */
export default defineProject({
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
