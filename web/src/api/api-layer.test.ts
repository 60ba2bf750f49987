import { TIMEOUTS } from '@portal/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../lib/storage';
import { createQueryClient, NetworkError, tsr } from './client';
import { failureOf } from './failure';
import { json } from '../test/render';
import { registerNavigate } from './navigation';

type Navigate = Parameters<typeof registerNavigate>[0];
let navigate: ReturnType<typeof vi.fn<Navigate>>;
const client = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return tsr.initQueryClient(queryClient);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  navigate = vi.fn<Navigate>();
  registerNavigate(navigate);
});
afterEach(() => vi.unstubAllGlobals());

describe('the API layer', () => {
  it('sends the bearer token once there is one, and none before', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { active: true }));
    vi.stubGlobal('fetch', fetchMock);
    await client().lookup.active.fetchQuery({ queryKey: ['a'] });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('authorization')).toBeNull();
    setToken('tok123', false);
    await client().lookup.active.fetchQuery({ queryKey: ['b'] });
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('authorization')).toBe('Bearer tok123');
  });

  it('sends the app to /terminated on a gone answer', async () => {
    vi.stubGlobal('fetch', async () => json(410, { message: 'gone' }));
    await expect(client().lookup.active.fetchQuery({ queryKey: ['c'] })).rejects.toMatchObject({ status: 410 });
    expect(navigate).toHaveBeenCalledWith('/terminated', { replace: true, state: undefined });
  });

  it('clears the session and goes to /login when the token is refused', async () => {
    setToken('old', true);
    vi.stubGlobal('fetch', async () => json(401, { message: 'EXPIRED_AUTH_TOKEN' }));
    await expect(client().wallet.get.fetchQuery({ queryKey: ['d'] })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { sessionEnded: 'EXPIRED_AUTH_TOKEN' } });
  });

  it('keeps the session on a wrong password at log-in (401 without a stored token)', async () => {
    vi.stubGlobal('fetch', async () => json(401, { message: 'WRONG_CREDENTIAL' }));
    expect(await tsr.account.login.mutate({ body: { username: '0812345678', password: 'x' } })).toMatchObject({
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after 60 s, or 300 s for uploads, as a NetworkError', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('timed out', 'TimeoutError');
    });
    await expect(client().lookup.info.fetchQuery({ queryKey: ['e'] })).rejects.toEqual(new NetworkError('timeout'));
    expect(timeout).toHaveBeenLastCalledWith(TIMEOUTS.requestMs);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'slip.png');
    await expect(tsr.wallet.slip.mutate({ body: form as never })).rejects.toBeInstanceOf(NetworkError);
    expect(timeout).toHaveBeenLastCalledWith(TIMEOUTS.uploadMs);
  });

  it('turns a failed connection into an offline NetworkError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client().lookup.info.fetchQuery({ queryKey: ['f'] })).rejects.toEqual(new NetworkError('offline'));
  });
});

describe('failureOf', () => {
  it('names a catalogue code, keeps an unknown server message raw, and knows network failures', () => {
    expect(failureOf({ status: 401, body: { message: 'WRONG_CREDENTIAL' } })).toEqual({
      kind: 'code',
      code: 'WRONG_CREDENTIAL',
    });
    expect(failureOf({ status: 400, body: { message: 'Server says no' } })).toEqual({
      kind: 'raw',
      message: 'Server says no',
    });
    expect(failureOf(new NetworkError('offline'))).toEqual({ kind: 'network', reason: 'offline' });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'unexpected' });
  });
});
