import { REPLAY_CLOCK_DEFAULT } from '@portal/contract/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHarness, type Answer } from '../testing/harness.js';

const h = useHarness('default');

afterEach(() => vi.useRealTimers());

/** A new session of the default scenario started as `start` names it; its id. */
async function session(start: Record<string, unknown>): Promise<string> {
  const made = await h.api('POST', '/__admin/sessions', { body: { scenario: 'default', ...start } });
  expect(made.status).toBe(200);
  return made.body.id as string;
}

/**
 * One scripted run as QA replays it, in the session named: every answer in order. `pause` runs before each
 * step: the real time between two requests, which differs from one run to the next.
 */
async function run(id: string, pause: (step: number) => void): Promise<Answer[]> {
  const answers: Answer[] = [];
  const step = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    pause(answers.length);
    const answer = await h.api(method, path, { ...options, headers: { 'x-mock-session': id } });
    answers.push(answer);
    return answer;
  };
  const login = await step('POST', '/api/login', { body: { username: '0812345678', password: 'secret123' } });
  const token = login.body.token as string;
  await step('GET', '/api/lookup/slip');
  await step('POST', '/api/otp/send', { body: { phoneNumber: '0870000001' } });
  await step('POST', '/api/spinwheel/spin', { token });
  await step('GET', '/api/wallet/resetpassword/PG', { token });
  await step('GET', '/api/wallet/account/PG', { token });
  await step('POST', '/api/wallet/add', { token, body: { amount: 100 } });
  await step('GET', '/api/bonus/activate/DAILY10', { token });
  // From 10:00 to 23:55 at the site: inside the daily slip closing.
  await step('POST', '/__admin/clock', { body: { advanceSeconds: (13 * 60 + 55) * 60 } });
  await step('GET', '/api/lookup/slip');
  await step('POST', '/api/statement', { token, body: { page: 1, limit: 10 } });
  await step('GET', '/api/wallet', { token });
  return answers;
}

describe('a replayable world (seed, clock)', () => {
  it('answers the same requests alike in two sessions of one seed, however far apart they come', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-28T16:40:00Z') });
    const first = await run(await session({ seed: 7 }), () => {});
    // The second run starts four minutes later and waits a different while before every step.
    vi.setSystemTime(Date.now() + 4 * 60_000);
    const second = await run(await session({ seed: 7 }), (step) => vi.setSystemTime(Date.now() + (step + 1) * 7_919));

    expect(second).toEqual(first);
    const [login, openSlip, otp, spin, , account, , , , closedSlip] = first;
    expect(login.status).toBe(200);
    expect(otp.body).toEqual(expect.objectContaining({ otpRef: expect.any(String), otpToken: expect.any(String) }));
    expect(spin.status).toBe(200);
    expect(account.body.password).toMatch(/^Pw/);
    expect(openSlip.body.isOpen).toBe(true);
    expect(closedSlip.body.isOpen).toBe(false);
  });

  it('starts frozen at the documented instant, or at the clock named, and stays there until moved', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-28T16:40:00Z') });
    const seeded = await session({ seed: 7 });
    const health = () => h.api('GET', '/health', { headers: { 'x-mock-session': seeded } });
    expect((await health()).body.now).toBe(new Date(REPLAY_CLOCK_DEFAULT).toISOString());
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect((await health()).body.now).toBe('2026-01-15T03:00:00.000Z');

    const late = await session({ seed: 7, clock: '2026-01-15T23:55:00+07:00' });
    const slip = await h.api('GET', '/api/lookup/slip', { headers: { 'x-mock-session': late } });
    expect(slip.body.isOpen).toBe(false);
  });

  it('draws another run from another seed', async () => {
    const login = async (seed: number) =>
      (
        await h.api('POST', '/api/login', {
          body: { username: '0812345678', password: 'secret123' },
          headers: { 'x-mock-session': await session({ seed }) },
        })
      ).body.token;
    expect(await login(7)).toBe(await login(7));
    expect(await login(8)).not.toBe(await login(7));
  });

  it('starts a reset of a replayable world as that world started', async () => {
    const id = await session({ seed: 11 });
    const first = await run(id, () => {});
    const reset = await h.api('POST', '/__admin/reset', { body: {}, headers: { 'x-mock-session': id } });
    expect(reset.status).toBe(200);
    expect(await run(id, () => {})).toEqual(first);
  });

  it.each([
    [{ seed: -1 }, 'body.seed'],
    [{ seed: 1.5 }, 'body.seed'],
    [{ seed: 2 ** 32 }, 'body.seed'],
    [{ seed: '7' }, 'body.seed'],
    [{ clock: 'tomorrow' }, 'body.clock'],
    [{ clock: '2026-01-15T10:00:00' }, 'body.clock'],
    [{ clock: '1999-12-31T23:59:59Z' }, 'body.clock'],
    [{ clock: '2099-01-02T00:00:00Z' }, 'body.clock'],
  ])('refuses %j at the door with KEY_INVALID', async (start, path) => {
    for (const call of ['/__admin/sessions', '/__admin/reset']) {
      const answer = await h.api('POST', call, { body: start });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'KEY_INVALID', details: [{ path, issue: 'invalid' }] });
    }
  });
});
