import { parseArgs } from 'node:util';
import { createMockServer } from './http/app.js';

/** npm run mock -- --scenario NAME --port N [--log] [--web-url URL] */
const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: process.env.MOCK_SCENARIO ?? 'default' },
    port: { type: 'string', default: process.env.MOCK_PORT ?? '3001' },
    host: { type: 'string', default: '127.0.0.1' },
    log: { type: 'boolean', default: false },
    /** Where the web app runs, for the console's "Open as" (default: the web dev server npm start runs). */
    'web-url': { type: 'string', default: process.env.MOCK_WEB_URL ?? 'http://localhost:5173' },
  },
});

const started = performance.now();
const server = createMockServer({ scenario: values.scenario, log: values.log, webUrl: values['web-url'] });
const http = server.createHttpServer();
http.listen(Number(values.port), values.host, () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  process.stdout.write(
    `mock server: scenario "${values.scenario}" on http://${values.host}:${port} (ready in ${(performance.now() - started).toFixed(0)} ms); QA console at http://${values.host}:${port}/__console\n`,
  );
});

const stop = () => http.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
