import { describe, expect, it } from 'vitest';
import { createSimulator } from '../core/simulator.js';
import { addFault } from '../core/faults.js';
import { serveFetch } from './fetch-adapter.js';

/** The demo's Fetch adapter answers as the Node one does: the same core, bodies read by the same rules. */
describe('the Fetch adapter (what MSW hands the demo)', () => {
  const setup = () => {
    const simulator = createSimulator({ onContractViolation: (route, problem) => expect.fail(`${route}: ${problem}`) });
    const world = () => simulator.sessions.defaultSlot.world();
    const call = (path: string, init: RequestInit = {}) =>
      serveFetch(
        simulator.core,
        simulator.sessions.defaultSlot,
        new Request(`http://demo.test${path}`, {
          ...init,
          headers: { 'x-client': 'wallet-user', ...(init.headers as Record<string, string>) },
        }),
      );
    const logIn = async () => {
      const answer = await call('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
      });
      return ((await answer?.json()) as { token: string }).token;
    };
    return { world, call, logIn };
  };

  it('reads a JSON body and answers JSON that no cache keeps', async () => {
    const { call, logIn } = setup();
    const token = await logIn();
    const wallet = await call('/api/wallet', { headers: { authorization: `Bearer ${token}` } });
    expect(wallet?.status).toBe(200);
    expect(wallet?.headers.get('cache-control')).toBe('no-store');
    expect(((await wallet?.json()) as { wallet: { amount: number } }).wallet.amount).toBe(1250.5);
  });

  it('answers a malformed or oversized JSON body with 400 KEY_INVALID, never a crash', async () => {
    const { call } = setup();
    const broken = await call('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(broken?.status).toBe(400);
    expect(await broken?.json()).toMatchObject({ message: 'KEY_INVALID' });
    const huge = await call('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(200 * 1024), password: 'p' }),
    });
    expect(huge?.status).toBe(400);
  });

  it('takes a slip as the one file of a multipart body, and refuses one over the limit with 413 FILE_TOO_LARGE', async () => {
    const { call, logIn, world } = setup();
    // This world keeps the real time: slips at any hour, or the test fails from 23:50 to 00:10 in Bangkok.
    world().flags.slipWindowOff = true;
    const token = await logIn();
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    const upload = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'slip.png');
      return call('/api/wallet/slip', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const before = world().db.slip.count();
    const taken = await upload(png);
    expect(taken?.status).toBe(200);
    expect(world().db.slip.count()).toBe(before + 1);

    const tooLarge = await upload(new Uint8Array(11 * 1024 * 1024));
    expect(tooLarge?.status).toBe(413);
    expect(await tooLarge?.json()).toMatchObject({ message: 'FILE_TOO_LARGE' });
    expect(world().db.slip.count()).toBe(before + 1);

    // One file under another name: no slip part, as the Node server says it.
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'slip.png');
    const misnamed = await call('/api/wallet/slip', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect({ status: misnamed?.status, body: await misnamed?.json() }).toEqual({
      status: 400,
      body: { message: 'SLIP_NO_FILE' },
    });
  });

  it('turns a dropped connection into no answer (a network error for the page)', async () => {
    const { call, world } = setup();
    addFault(world().faults, { kind: 'drop', route: 'account.login' });
    expect(await call('/api/login', { method: 'POST' })).toBeNull();
  });
});
