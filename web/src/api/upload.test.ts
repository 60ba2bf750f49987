import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/storage';
import { ContractMismatchError, NetworkError, routes } from './client';
import { failureOf } from './failure';
import { registerNavigate } from './navigation';
import { isAbort, uploadFile } from './upload';

/** A stand-in XMLHttpRequest: records what is sent; the test plays the network through `current`. */
class FakeRequest {
  static current: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.current = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const slip = {
  _id: 'S1',
  createdAt: '2026-11-23T10:00:00.000Z',
  amount: 0,
  status: 'IN_PROGRESS',
  note: null,
  link: '/mock-assets/uploads/abc',
  reference: 'SLIP0001',
};
const file = () => new File([new Uint8Array(2048)], 'slip.png', { type: 'image/png' });
type Navigate = Parameters<typeof registerNavigate>[0];
let navigate: ReturnType<typeof vi.fn<Navigate>>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  navigate = vi.fn<Navigate>();
  registerNavigate(navigate);
});
afterEach(() => vi.unstubAllGlobals());

describe('a file upload', () => {
  it('goes out as the field "file" with the client header and the token, and reports its progress', async () => {
    setToken('tok9', false);
    const seen: number[] = [];
    const done = uploadFile(routes.wallet.slip, file(), { onProgress: ({ sent }) => seen.push(sent) });
    const request = FakeRequest.current;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/wallet/slip');
    expect(request.headers).toMatchObject({ 'x-client': 'wallet-user', authorization: 'Bearer tok9' });
    expect(request.timeout).toBe(300_000);
    expect((request.body?.get('file') as File).name).toBe('slip.png');
    request.progress(1024, 2048);
    request.progress(2048, 2048);
    request.answer(200, { message: 'SUCCESS', slip });
    expect(await done).toMatchObject({ status: 200, body: { slip: { reference: 'SLIP0001' } } });
    expect(seen).toEqual([1024, 2048]);
  });

  it('passes a refusal on, named by its catalogue code', async () => {
    const done = uploadFile(routes.wallet.slip, file());
    FakeRequest.current.answer(415, { message: 'SLIP_INVALID_FILE' });
    expect(failureOf(await done)).toEqual({ kind: 'code', code: 'SLIP_INVALID_FILE' });
  });

  it('rejects an answer that breaks the contract, and a gateway page as unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = uploadFile(routes.wallet.slip, file());
    FakeRequest.current.answer(200, { message: 'SUCCESS', slip: { ...slip, amount: 'none' } });
    await expect(broken).rejects.toBeInstanceOf(ContractMismatchError);
    const gateway = uploadFile(routes.wallet.slip, file());
    FakeRequest.current.answer(502, '<html>Bad gateway</html>');
    await expect(gateway).rejects.toEqual(new NetworkError('unreachable'));
  });

  it('ends the session on a refused token, as every other call does', async () => {
    setToken('old', true);
    const done = uploadFile(routes.wallet.slip, file());
    FakeRequest.current.answer(401, { message: 'EXPIRED_AUTH_TOKEN' });
    await done;
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });

  it('fails as offline or timed out when the network does', async () => {
    const offline = uploadFile(routes.wallet.slip, file());
    FakeRequest.current.onerror?.();
    await expect(offline).rejects.toEqual(new NetworkError('offline'));
    const slow = uploadFile(routes.wallet.slip, file());
    FakeRequest.current.ontimeout?.();
    await expect(slow).rejects.toEqual(new NetworkError('timeout'));
  });

  it('stops when cancelled, and never starts when cancelled before', async () => {
    const controller = new AbortController();
    const done = uploadFile(routes.wallet.slip, file(), { signal: controller.signal });
    const request = FakeRequest.current;
    controller.abort();
    expect(request.aborted).toBe(true);
    expect(isAbort(await done.catch((error: unknown) => error))).toBe(true);
    const before = FakeRequest.current;
    const never = uploadFile(routes.wallet.slip, file(), { signal: controller.signal });
    expect(isAbort(await never.catch((error: unknown) => error))).toBe(true);
    expect(FakeRequest.current).toBe(before);
  });
});
