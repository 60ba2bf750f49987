import { inProcessSimulator, type InProcessSimulator } from '@portal/mock-server/in-process';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../api/client';
import { App } from '../app/app';
import { TextsProvider } from '../i18n/texts';
import { setupTestI18n } from './i18n';

export interface PortalOptions {
  /** The simulator's scenario (scenarios/). */
  scenario?: string;
  /** The member signed in (their token stored as a log-in stores it); null for a visitor. */
  member?: string | null;
  password?: string;
  locale?: 'th' | 'lo' | 'en';
  /** The member closed the agreement on an earlier visit (the default), or this is their first. */
  agreementRemembered?: boolean;
  /** What the world needs before the page opens (a fault, a reset): as QA's surface would set it. */
  before?: (simulator: InProcessSimulator) => void;
  /**
   * The app's own wait before each retry of a failed read (1 s, then 2 s) kept, for a test of when the tries come
   * (under fake timers: app/recovery-states.test.tsx). Without it a read's retries follow at once, so that a
   * failure shows without a wait.
   */
  appRetryDelays?: boolean;
}

export interface Portal {
  simulator: InProcessSimulator;
  user: UserEvent;
  /** The address the app is at now (path and query), as the browser's address bar would show it. */
  address: () => string;
}

/** Keeps the router's location where the test can read it. */
function Address({ addressRef }: { addressRef: { current: string } }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    addressRef.current = `${pathname}${search}`;
  }, [addressRef, pathname, search]);
  return null;
}

/**
 * The whole portal at `url` (its routes, shells, dialogs and texts) against the simulator in this process: the
 * real answers of the contract's routes, the world's rules, faults as QA sets them, and no server, browser or
 * network. For what a screen does (its states, texts, amounts, refusals) rather than how it is laid out, which
 * the journeys in e2e/ check in a real browser (README "Test").
 */
export async function openPortal(
  url: string,
  {
    scenario = 'default',
    member = '0812345678',
    password = 'secret123',
    locale = 'en',
    agreementRemembered = true,
    before,
    appRetryDelays = false,
  }: PortalOptions = {},
): Promise<Portal> {
  const simulator = inProcessSimulator(scenario);
  vi.stubGlobal('fetch', simulator.fetch);
  if (member) {
    const answer = await simulator.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'wallet-user' },
      body: JSON.stringify({ username: member, password }),
    });
    if (!answer.ok) throw new Error(`log-in of ${member}: ${answer.status}`);
    localStorage.setItem('token', ((await answer.json()) as { token: string }).token);
  }
  if (agreementRemembered) localStorage.setItem('remember-agreement', 'true');
  slipsAtAnyHour(simulator);
  before?.(simulator);
  const texts = await setupTestI18n(locale);
  const user = userEvent.setup();
  const address = { current: url };
  // The app's own client and its rule of what is tried again how often, without the seconds between tries
  // unless the test is about when the next try comes (`appRetryDelays`).
  const queryClient = createQueryClient();
  if (!appRetryDelays) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  }
  render(
    <TextsProvider texts={texts}>
      <App
        queryClient={queryClient}
        router={(routes) => (
          <MemoryRouter initialEntries={[url]}>
            {routes}
            <Address addressRef={address} />
          </MemoryRouter>
        )}
      />
    </TextsProvider>,
  );
  return { simulator, user, address: () => address.current };
}

/**
 * A member's headers for calling the API as another client of theirs would (another tab, a check of what the
 * server holds), from a log-in through the simulator the portal is open against.
 */
export async function memberHeaders(phone = '0812345678', password = 'secret123'): Promise<Record<string, string>> {
  const answer = await fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'wallet-user' },
    body: JSON.stringify({ username: phone, password }),
  });
  if (!answer.ok) throw new Error(`log-in of ${phone}: ${answer.status}`);
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}`, 'x-client': 'wallet-user' };
}

/**
 * POST /__admin/flags { slipWindowOff: true }, as e2e/fixtures.ts sets it for every journey's world: slips are
 * taken at any hour, or a test that opens the slip form fails while the world's clock (the wall clock) is in the
 * daily closing (23:50-00:10 Bangkok). A test of the closing sets `slipClosed` in `before`.
 */
function slipsAtAnyHour(simulator: InProcessSimulator): void {
  const world = simulator.world();
  Object.assign(world.flags, { slipWindowOff: true });
  world.changed();
}
