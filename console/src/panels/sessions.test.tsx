import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as api from '../api';
import {
  answer,
  clientOf,
  expectNotice,
  fakeClient,
  FLAGS,
  member,
  named,
  NOW,
  refusal,
  renderPanel,
} from '../test-utils';
import SessionsPanel from './sessions';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  clientFor: (session: string) => clientOf(session),
}));

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MIN = 60_000;

/** A scenario's switches are the world's without the wheel's (the wheel comes with the scenario's wheel). */
const { spinActive: _wheel, ...SCENARIO_FLAGS } = FLAGS;

const scenario = (name: string) => ({
  name,
  title: name,
  description: `The ${name} world`,
  login: null,
  flags: SCENARIO_FLAGS,
});

/** The default world's client: it lists the sessions, and makes and ends them. */
const root = (extra: Parameters<typeof fakeClient>[0] = {}) =>
  fakeClient({
    health: { ok: true, scenario: 'rich-member', now: NOW },
    scenarios: { current: 'rich-member', scenarios: [scenario('default'), scenario('rich-member'), scenario('empty')] },
    sessions: {
      sessions: [
        { id: 's-aaa', scenario: 'empty', createdAt: ago(125 * MIN), lastUsedAt: ago(4 * MIN), specOnly: false },
        {
          id: 's-bbb',
          scenario: 'default',
          createdAt: ago(3 * 24 * 60 * MIN),
          lastUsedAt: ago(50 * MIN),
          specOnly: true,
        },
      ],
      maxSessions: 20,
    },
    members: {
      members: [
        member(),
        member({ id: 'M10002', name: 'Nok Inactive', phone: '0899999999', active: false, wallet: 0, loggedIn: 0 }),
      ],
    },
    ...extra,
  });

const row = (name: RegExp | string) => screen.getByRole('row', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the worlds', () => {
  it('lists the default world and each session with its scenario, age and last use', async () => {
    renderPanel(SessionsPanel, { clients: { default: root() } });
    const first = await screen.findByRole('row', { name: /s-aaa/ });
    expect([...first.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      's-aaa',
      'empty',
      '2 h 5 min',
      '4 min ago',
      'Use s-aaaEnd session s-aaa',
    ]);
    expect(row(/s-bbb/).textContent).toContain('3 d');
    expect(within(row(/s-bbb/)).getByText("spec's routes only")).toBeTruthy();
    expect(within(row(/s-aaa/)).queryByText("spec's routes only")).toBeNull();
    expect(row(/s-bbb/).textContent).toContain('50 min ago');
    const defaultRow = row(/Default world/);
    await waitFor(() => expect(defaultRow.textContent).toContain('rich-member'));
    expect(defaultRow.getAttribute('aria-current')).toBe('true');
    expect(within(defaultRow).getByRole('button', { name: 'In use' })).toHaveProperty('disabled', true);
    expect(within(defaultRow).queryByRole('button', { name: /End/ })).toBeNull();
    expect(screen.getByText(/2 of at most 20 sessions/)).toBeTruthy();
  });

  it('makes a session of the chosen scenario and switches to it', async () => {
    const client = root({
      createSession: (input) =>
        answer({
          id: 's-new',
          scenario: (input.body as { scenario: string }).scenario,
          specOnly: (input.body as { specOnly: boolean }).specOnly,
          createdAt: NOW,
          lastUsedAt: NOW,
          cookie: 'mock-session',
          header: 'x-mock-session',
          idleMinutes: 30,
          maxSessions: 20,
        }),
    });
    const { user, chosen } = renderPanel(SessionsPanel, { clients: { default: client } });
    const picker = screen.getByRole('combobox', { name: 'Scenario' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'empty');
    await user.click(screen.getByRole('checkbox', { name: "Spec's routes only" }));
    await user.click(screen.getByRole('button', { name: 'New session' }));
    await waitFor(() =>
      expect(client.createSession).toHaveBeenCalledWith({ body: { scenario: 'empty', specOnly: true } }),
    );
    await expectNotice('Session s-new (empty) made and chosen');
    expect(chosen).toHaveBeenCalledWith('s-new');
    expect(await screen.findByRole('heading', { name: 'Members of session s-new' })).toBeTruthy();
    expect(client.sessions.mock.calls.length).toBeGreaterThan(1);
  });

  it('makes a replayable session when a seed is given', async () => {
    const client = root({ createSession: () => refusal(409, 'TOO_MANY_SESSIONS') });
    const { user } = renderPanel(SessionsPanel, { clients: { default: client } });
    await user.type(screen.getByRole('spinbutton', { name: 'Seed (replay)' }), '7');
    await user.click(screen.getByRole('button', { name: 'New session' }));
    await waitFor(() =>
      expect(client.createSession).toHaveBeenCalledWith({ body: { scenario: 'default', specOnly: false, seed: 7 } }),
    );
  });

  it('says why a session could not be made', async () => {
    const client = root({ createSession: () => refusal(409, 'TOO_MANY_SESSIONS') });
    const { user, chosen } = renderPanel(SessionsPanel, { clients: { default: client } });
    await user.click(screen.getByRole('button', { name: 'New session' }));
    await expectNotice('TOO_MANY_SESSIONS (HTTP 409)', 'error');
    expect(client.createSession).toHaveBeenCalledWith({ body: { scenario: 'default', specOnly: false } });
    expect(chosen).not.toHaveBeenCalled();
  });

  it('switches to a session with Use, and back to the default world', async () => {
    const { user, chosen } = renderPanel(SessionsPanel, { clients: { default: root() } });
    await user.click(await screen.findByRole('button', { name: named('Use s-bbb') }));
    expect(chosen).toHaveBeenLastCalledWith('s-bbb');
    expect(await screen.findByRole('heading', { name: 'Members of session s-bbb' })).toBeTruthy();
    const used = await screen.findByRole('row', { name: /s-bbb/ });
    expect(used.getAttribute('aria-current')).toBe('true');
    expect(within(used).getByRole('button', { name: 'In use' })).toHaveProperty('disabled', true);
    expect(row(/Default world/).getAttribute('aria-current')).toBeNull();

    await user.click(screen.getByRole('button', { name: named('Use the default world') }));
    expect(chosen).toHaveBeenLastCalledWith('default');
    expect(await screen.findByRole('heading', { name: 'Members of the default world' })).toBeTruthy();
  });

  it('ends a session; ending the chosen one goes back to the default world', async () => {
    const client = root();
    const { user, chosen } = renderPanel(SessionsPanel, { session: 's-aaa', clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('End session s-bbb') }));
    await waitFor(() => expect(client.deleteSession).toHaveBeenCalledWith({ params: { id: 's-bbb' } }));
    await expectNotice('Session s-bbb ended');
    expect(chosen).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: named('End session s-aaa') }));
    await waitFor(() => expect(client.deleteSession).toHaveBeenLastCalledWith({ params: { id: 's-aaa' } }));
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('default'));
    expect(await screen.findByRole('heading', { name: 'Members of the default world' })).toBeTruthy();
  });

  it('keeps the chosen world when ending it fails', async () => {
    const client = root({ deleteSession: () => refusal(404, 'NO_DATA') });
    const { user, chosen } = renderPanel(SessionsPanel, { session: 's-aaa', clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('End session s-aaa') }));
    await expectNotice('NO_DATA (HTTP 404)', 'error');
    expect(chosen).not.toHaveBeenCalled();
  });

  it('shows a failed read with a retry', async () => {
    let fail = true;
    const client = root({
      sessions: () => (fail ? refusal(500, 'INTERNAL_SERVER_ERROR') : answer({ sessions: [], maxSessions: 20 })),
    });
    const { user } = renderPanel(SessionsPanel, { clients: { default: client } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('INTERNAL_SERVER_ERROR (HTTP 500)');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/0 of at most 20 sessions/)).toBeTruthy();
  });
});

describe('the members', () => {
  it('lists the chosen world’s members with their log-in, wallet and devices', async () => {
    const session = fakeClient({ members: { members: [member({ name: 'Only in s-aaa', wallet: 12345.6 })] } });
    renderPanel(SessionsPanel, { session: 's-aaa', clients: { default: root(), 's-aaa': session } });
    const somchai = await screen.findByRole('row', { name: /Only in s-aaa/ });
    expect([...somchai.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Only in s-aaaM10001',
      '0812345678 / pass1234',
      '12,345.60',
      '2',
      'Open as Only in s-aaa ↗',
    ]);
    expect(screen.getByRole('heading', { name: 'Members of session s-aaa' })).toBeTruthy();
    expect(session.members).toHaveBeenCalled();
  });

  it('marks an inactive member', async () => {
    renderPanel(SessionsPanel, { clients: { default: root() } });
    const nok = await screen.findByRole('row', { name: /Nok Inactive/ });
    expect(within(nok).getByText('inactive')).toBeTruthy();
    expect(nok.textContent).toContain('0.00');
    expect(row(/Somchai Jaidee/).textContent).not.toContain('inactive');
  });

  it('says so when the world has no member', async () => {
    renderPanel(SessionsPanel, { clients: { default: root({ members: { members: [] } }) } });
    expect(await screen.findByText('No member in this world yet.')).toBeTruthy();
  });

  it('opens the portal as a member: a blank tab at once, then the handed-off address', async () => {
    const client = root();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPanel(SessionsPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('Open as Somchai Jaidee ↗') }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://portal.test/__admin/open/t1'));
    expect(client.openAs).toHaveBeenCalledWith({ body: { memberId: 'M10001' } });
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.close).not.toHaveBeenCalled();
    await expectNotice('The portal opened in a new tab, logged in');
  });

  it('opens the address itself when the blank tab was blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPanel(SessionsPanel, { clients: { default: root() } });
    await user.click(await screen.findByRole('button', { name: named('Open as Somchai Jaidee ↗') }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('http://portal.test/__admin/open/t1', '_blank'));
  });

  it('closes the tab and says why when the portal cannot be opened', async () => {
    const client = root({ openAs: () => refusal(404, 'NO_USER') });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPanel(SessionsPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('Open as Nok Inactive ↗') }));
    await expectNotice('Could not open the portal: NO_USER (HTTP 404)', 'error');
    expect(client.openAs).toHaveBeenCalledWith({ body: { memberId: 'M10002' } });
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
