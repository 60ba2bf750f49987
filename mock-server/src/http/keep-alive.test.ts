import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

describe('an idle keep-alive connection', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness('default');
  });
  afterAll(() => harness.close());

  it('still answers a request sent on it after six seconds of quiet (Node closes at five by default)', async () => {
    const { port } = new URL(harness.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const request = `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`;
    const answers = () => received.split('HTTP/1.1 200').length - 1;
    const waitFor = async (count: number) => {
      while (answers() < count && !socket.destroyed) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    socket.write(request);
    await waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(socket.destroyed || socket.readyState !== 'open', 'the server closed the idle connection').toBe(false);
    socket.write(request);
    await waitFor(2);
    socket.destroy();
    expect(answers()).toBe(2);
  }, 15_000);
});
