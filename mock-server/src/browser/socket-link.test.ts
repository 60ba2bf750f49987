import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../core/simulator.js';
import { ownerByKey, storeSupportMessage } from '../domain/chat.js';
import { PING_INTERVAL_MS, serveSocketIo, type InterceptedSocket } from './socket-link.js';

/** A page's WebSocket as MSW hands it over: what the link sends, and the page's side to write into. */
function fakeSocket() {
  const sent: string[] = [];
  const listeners: { message: ((event: MessageEvent) => void)[]; close: (() => void)[] } = { message: [], close: [] };
  let closedWith: number | null = null;
  const socket: InterceptedSocket = {
    send: (data) => sent.push(data),
    close: (code = 1000) => {
      closedWith = code;
      listeners.close.forEach((listener) => listener());
    },
    addEventListener: ((type: 'message' | 'close', listener: never) => listeners[type].push(listener)) as never,
  };
  return {
    socket,
    sent,
    closed: () => closedWith,
    write: (data: string) => listeners.message.forEach((listener) => listener(new MessageEvent('message', { data }))),
  };
}

async function memberToken(simulator: ReturnType<typeof createSimulator>): Promise<string> {
  const answer = await simulator.core.handle(simulator.sessions.defaultSlot, {
    method: 'POST',
    path: '/api/login',
    search: '',
    client: 'test',
    header: (name) => ({ 'x-client': 'wallet-user' })[name],
    readJson: async () => ({ username: '0812345678', password: 'secret123' }),
    readFile: async () => null,
    discard: () => undefined,
  });
  return (JSON.parse(answer.kind === 'json' ? answer.text : '{}') as { token: string }).token;
}

describe('the socket.io endpoint of the demo (engine.io 4 / socket.io 5 over an intercepted WebSocket)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens with the engine handshake: no upgrades, the ping interval and timeout, the packet limit', () => {
    const simulator = createSimulator();
    const page = fakeSocket();
    serveSocketIo(page.socket, simulator.sessions.defaultSlot);
    expect(page.sent[0]?.[0]).toBe('0');
    expect(JSON.parse(page.sent[0]!.slice(1))).toMatchObject({
      upgrades: [],
      pingInterval: 25_000,
      pingTimeout: 20_000,
      maxPayload: 16 * 1024,
    });
  });

  it('admits a member by token, answers join with an acknowledgement, and delivers support messages as events', async () => {
    const simulator = createSimulator();
    const slot = simulator.sessions.defaultSlot;
    const token = await memberToken(simulator);
    const page = fakeSocket();
    serveSocketIo(page.socket, slot);
    page.write(`40${JSON.stringify({ token })}`);
    expect(page.sent[1]).toMatch(/^40\{"sid":"[^"]+"\}$/);

    page.write(`421${JSON.stringify(['join', { room: 'goldwallet-M10001' }])}`);
    expect(page.sent.at(-1)).toBe('431[{"ok":true}]');
    page.write(`422${JSON.stringify(['join', { room: 'goldwallet-M99999' }])}`);
    expect(page.sent.at(-1)).toBe('432[{"ok":false}]');

    storeSupportMessage(slot.world(), ownerByKey(slot.world(), 'M10001')!, { message_type: 'text', payload: 'สวัสดีค่ะ' });
    const [event, conversation] = JSON.parse(page.sent.at(-1)!.slice(2)) as [string, { message: string }];
    expect(event).toBe('message');
    expect(JSON.stringify(conversation)).toContain('สวัสดีค่ะ');
  });

  it('refuses a handshake without a valid credential as connect_error with the catalogue code the server gives', () => {
    const simulator = createSimulator();
    const page = fakeSocket();
    serveSocketIo(page.socket, simulator.sessions.defaultSlot);
    page.write(`40${JSON.stringify({ token: 'not-a-token' })}`);
    expect(page.sent[1]).toBe('44{"message":"INVALID_USER_1","data":{"message":"INVALID_USER_1"}}');
    page.write('40');
    expect(page.sent[2]).toBe('44{"message":"UNAUTHORIZED","data":{"message":"UNAUTHORIZED"}}');
    page.write(`40${JSON.stringify({ guestId: 'never-issued' })}`);
    expect(page.sent[3]).toContain('INVALID_USER_INFO');
  });

  it('pings every 25 s, so a silent chat outlives the client’s ping timeout; stops when closed', () => {
    vi.useFakeTimers();
    const simulator = createSimulator();
    const page = fakeSocket();
    serveSocketIo(page.socket, simulator.sessions.defaultSlot);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(page.sent.filter((frame) => frame === '2')).toHaveLength(3);
    page.socket.close();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(page.sent.filter((frame) => frame === '2')).toHaveLength(3);
  });

  it('closes on a frame over 16 KB or one that is no socket.io packet, and disconnects a member logged out meanwhile', async () => {
    const simulator = createSimulator();
    const slot = simulator.sessions.defaultSlot;
    const big = fakeSocket();
    serveSocketIo(big.socket, slot);
    big.write(`42${JSON.stringify(['join', { room: 'x'.repeat(17 * 1024) }])}`);
    expect(big.closed()).toBe(1009);
    const junk = fakeSocket();
    serveSocketIo(junk.socket, slot);
    junk.write('4{not json');
    expect(junk.closed()).toBe(1003);

    const token = await memberToken(simulator);
    const page = fakeSocket();
    serveSocketIo(page.socket, slot);
    page.write(`40${JSON.stringify({ token })}`);
    slot.world().db.session.delete({ where: { token: { equals: token } } });
    storeSupportMessage(slot.world(), ownerByKey(slot.world(), 'M10001')!, { message_type: 'text', payload: 'hi' });
    expect(page.sent.at(-1)).toBe('41');
    expect(page.closed()).toBe(1000);
  });
});
