import { parseArgs } from 'node:util';
import { createMockServer } from './app.js';

/** npm run mock -- --scenario NAME --port N [--log] */
const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: process.env.MOCK_SCENARIO ?? 'default' },
    port: { type: 'string', default: process.env.MOCK_PORT ?? '3001' },
    host: { type: 'string', default: '127.0.0.1' },
    log: { type: 'boolean', default: false },
  },
});

const started = performance.now();
const server = createMockServer({ scenario: values.scenario, log: values.log });
const http = server.createHttpServer();
http.listen(Number(values.port), values.host, () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  process.stdout.write(
    `mock server: scenario "${values.scenario}" on http://${values.host}:${port} (ready in ${(performance.now() - started).toFixed(0)} ms)\n`,
  );
});

const stop = () => http.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
