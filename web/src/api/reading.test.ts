import { clientRoutes } from '@portal/contract/client-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletAnswer } from '../test/wallet';
import { readBody, tellDrift } from './reading';

afterEach(() => vi.unstubAllEnvs());

describe('telling differences from the contract', () => {
  it('tells each route, field and problem once per page load, on the console in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const drift = { path: 'slots[].logo', problem: 'wrong-type', outcome: 'fallback' } as const;
    tellDrift('GET /api/wallet', drift);
    tellDrift('GET /api/wallet', drift);
    tellDrift('GET /api/wallet', { ...drift, problem: 'null' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('GET /api/wallet');
    expect(warn.mock.calls[0]![0]).toContain('slots[].logo');
  });

  it('sends a beacon in production with the place and kind of the difference, and no value of the answer', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_DRIFT_REPORT_URL', 'https://drift.example.test/report');
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const base = walletAnswer({ wallet: { amount: 1250.5, currency: 'BAHT' } });
    const answer = { ...base, profile: { ...base.profile, createdAt: 'yesterday' } };
    expect(readBody('GET /api/wallet/beacon', clientRoutes.wallet.get.responses[200], answer)).not.toBeNull();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://drift.example.test/report');
    expect(JSON.parse(body)).toEqual({
      route: 'GET /api/wallet/beacon',
      field: 'profile.createdAt',
      problem: 'bad-format',
      outcome: 'fallback',
      version: expect.any(String),
    });
    for (const secret of ['yesterday', '0812345678', 'Somchai', '1250.5']) expect(body).not.toContain(secret);
  });

  it('sends nothing in production when no report address is set', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_DRIFT_REPORT_URL', '');
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    tellDrift('GET /api/lookup/info', { path: 'name', problem: 'null', outcome: 'fallback' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
