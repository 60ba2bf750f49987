import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The mock server the console's dev server forwards to (npm start: 3001). */
const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3001}`;

/**
 * The QA console: a small React app the mock server serves at /__console (console/dist). `npm run dev -w
 * console` serves it on 5174 against the mock server, for work on the console itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__console/',
  plugins: [react()],
  css: { transformer: 'lightningcss' },
  server: {
    port: 5174,
    strictPort: true,
    cors: false,
    proxy: {
      '/__admin': { target: mockServer, changeOrigin: true },
      '/health': { target: mockServer, changeOrigin: true },
      '/openapi.json': { target: mockServer, changeOrigin: true },
      '/docs': { target: mockServer, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
