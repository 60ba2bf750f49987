import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as api from './api';
import { App } from './app';
import { worldTime } from './components';
import { NoticeProvider } from './notices';
import { clientOf, fakeClient, named, NOW, setClients } from './test-utils';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  clientFor: (session: string) => clientOf(session),
}));

const PANELS = [
  ['Sessions', 'sessions'],
  ['Scenarios', 'scenarios'],
  ['Clock', 'clock'],
  ['Journal', 'journal'],
  ['Faults and flags', 'faults'],
  ['Real backend', 'passthrough'],
  ['Money and events', 'money'],
  ['Support', 'support'],
  ['World', 'world'],
] as const;

/** The default world lists two sessions. */
const root = () =>
  fakeClient({
    sessions: {
      sessions: [
        { id: 's-aaa', scenario: 'rich-member', createdAt: NOW, lastUsedAt: NOW, specOnly: false },
        { id: 's-bbb', scenario: 'empty', createdAt: NOW, lastUsedAt: NOW, specOnly: false },
      ],
      maxSessions: 20,
    },
  });

function renderApp(hash = '') {
  history.replaceState(null, '', `/__console/${hash}`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <App />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return user;
}

const picker = () => screen.getByRole('combobox', { name: 'World' }) as HTMLSelectElement;
const panelHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the panels', () => {
  it('opens the first panel without an address, and names it in the title', async () => {
    setClients({ default: root() });
    renderApp();
    expect(await panelHeading('Sessions')).toBeTruthy();
    expect(document.title).toBe('Sessions · Simulator console');
    const nav = screen.getByRole('navigation', { name: 'Panels' });
    expect(within(nav).getByRole('link', { name: 'Sessions' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Clock' }).getAttribute('aria-current')).toBeNull();
  });

  it.each(PANELS)('opens %s from its address', async (label, id) => {
    setClients({ default: root() });
    renderApp(`#/${id}`);
    expect(await panelHeading(label)).toBeTruthy();
    expect(document.title).toBe(`${label} · Simulator console`);
    expect(screen.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the first panel when the address names none', async () => {
    renderApp('#/nowhere');
    expect(await panelHeading('Sessions')).toBeTruthy();
    expect(document.title).toBe('Sessions · Simulator console');
  });

  it('links every panel, the API docs in a new tab, and a skip to the panel', () => {
    renderApp();
    const nav = screen.getByRole('navigation', { name: 'Panels' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([...PANELS.map(([label, id]) => [label, `#/${id}`]), ['API docs ↗', '/docs']]);
    const docs = within(nav).getByRole('link', { name: 'API docs ↗' });
    expect([docs.getAttribute('target'), docs.getAttribute('rel')]).toEqual(['_blank', 'noreferrer']);
    expect(screen.getByRole('link', { name: 'Skip to the panel' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('follows the address as QA moves between panels', async () => {
    setClients({ default: root() });
    const user = renderApp();
    await panelHeading('Sessions');
    await user.click(screen.getByRole('link', { name: 'Faults and flags' }));
    expect(await panelHeading('Faults and flags')).toBeTruthy();
    expect(location.hash).toBe('#/faults');
    expect(document.title).toBe('Faults and flags · Simulator console');
    expect(screen.getByRole('link', { name: 'Faults and flags' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Sessions' }).getAttribute('aria-current')).toBeNull();

    // A move by the address (not a click inside React's act): the title follows in an effect after the commit,
    // which may show a panel whose code is already here before that effect has run.
    location.hash = '#/world';
    expect(await panelHeading('World')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('World · Simulator console'));
  });

  it('shows the world’s time in the top bar, marked when frozen', async () => {
    renderApp();
    const badge = (await screen.findByText(worldTime(NOW))).closest('p') as HTMLElement;
    expect(badge.textContent).toBe(`World time ${worldTime(NOW)}frozen`);
  });
});

describe('the world picker', () => {
  it('offers the default world and every session with its scenario', async () => {
    setClients({ default: root() });
    renderApp();
    await waitFor(() =>
      expect(
        within(picker())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Default world', 'Session s-aaa · rich-member', 'Session s-bbb · empty']),
    );
    expect(picker().value).toBe('default');
  });

  it('makes the panels act on the chosen session, and remembers it for the tab', async () => {
    setClients({ default: root() });
    const user = renderApp('#/scenarios');
    expect(await screen.findByText(/A reset builds the default world anew/)).toBeTruthy();
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker(), 's-bbb');
    expect(await screen.findByText(/A reset builds session s-bbb anew/)).toBeTruthy();
    expect(picker().value).toBe('s-bbb');
    expect(sessionStorage.getItem('console-session')).toBe('s-bbb');
    await waitFor(() => expect(clientOf('s-bbb').scenarios).toHaveBeenCalled());
    expect(clientOf('s-bbb').clock).toHaveBeenCalled();

    await user.selectOptions(picker(), 'default');
    expect(await screen.findByText(/A reset builds the default world anew/)).toBeTruthy();
    expect(sessionStorage.getItem('console-session')).toBe('default');
  });

  it('opens on the world chosen before, even one no longer listed, marked as ended', async () => {
    sessionStorage.setItem('console-session', 's-gone');
    setClients({ default: root() });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Members of session s-gone' })).toBeTruthy();
    expect(picker().value).toBe('s-gone');
    await waitFor(() =>
      expect(
        within(picker())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Default world', 'Session s-aaa · rich-member', 'Session s-bbb · empty', 'Session s-gone (ended)']),
    );
    expect(clientOf('s-gone').members).toHaveBeenCalled();
  });

  it('moves with a session chosen in the Sessions panel', async () => {
    setClients({ default: root() });
    const user = renderApp();
    await user.click(await screen.findByRole('button', { name: named('Use s-aaa') }));
    expect(await screen.findByRole('heading', { name: 'Members of session s-aaa' })).toBeTruthy();
    expect(picker().value).toBe('s-aaa');
    expect(sessionStorage.getItem('console-session')).toBe('s-aaa');
  });

  it('still switches, for the page, when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setClients({ default: root() });
    const user = renderApp();
    expect(await screen.findByRole('heading', { name: 'Members of the default world' })).toBeTruthy();
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker(), 's-aaa');
    expect(await screen.findByRole('heading', { name: 'Members of session s-aaa' })).toBeTruthy();
    expect(picker().value).toBe('s-aaa');
  });
});
