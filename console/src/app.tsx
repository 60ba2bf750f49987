import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { clientFor, DEFAULT_SESSION, ok, SessionContext, useSession, type ConsoleSession } from './api';
import { Loading, PanelBoundary } from './components';
import { ClockBadge } from './panels/clock-badge';

const SESSION_KEY = 'console-session';

/** The console's panels, each its own chunk: the first load carries only the shell and the panel opened. */
const PANELS: { id: string; label: string; load: () => Promise<{ default: ComponentType }> }[] = [
  { id: 'sessions', label: 'Sessions', load: () => import('./panels/sessions') },
  { id: 'scenarios', label: 'Scenarios', load: () => import('./panels/scenarios') },
  { id: 'clock', label: 'Clock', load: () => import('./panels/clock') },
  { id: 'journal', label: 'Journal', load: () => import('./panels/journal') },
  { id: 'faults', label: 'Faults and flags', load: () => import('./panels/faults') },
  { id: 'passthrough', label: 'Real backend', load: () => import('./panels/passthrough') },
  { id: 'money', label: 'Money and events', load: () => import('./panels/money') },
  { id: 'support', label: 'Support', load: () => import('./panels/support') },
  { id: 'world', label: 'World', load: () => import('./panels/world') },
];
const lazyPanels = Object.fromEntries(PANELS.map((panel) => [panel.id, lazy(panel.load)]));

/** The panel named in the address (#/clock), else the first. */
function panelFromHash(): string {
  const id = location.hash.replace(/^#\/?/, '');
  return PANELS.some((panel) => panel.id === id) ? id : PANELS[0].id;
}

function readSession(): string {
  try {
    return sessionStorage.getItem(SESSION_KEY) ?? DEFAULT_SESSION;
  } catch {
    return DEFAULT_SESSION;
  }
}

export function App() {
  const [panel, setPanel] = useState(panelFromHash);
  const [session, setSession] = useState(readSession);
  useEffect(() => {
    const onHash = () => setPanel(panelFromHash());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    document.title = `${PANELS.find((p) => p.id === panel)?.label} · Simulator console`;
  }, [panel]);

  const value = useMemo<ConsoleSession>(
    () => ({
      session,
      client: clientFor(session),
      choose(next) {
        try {
          sessionStorage.setItem(SESSION_KEY, next);
        } catch {
          // Storage refused: the choice lasts for the page.
        }
        setSession(next);
      },
    }),
    [session],
  );
  const Current = lazyPanels[panel];

  return (
    <SessionContext.Provider value={value}>
      <a className="skip" href="#main">
        Skip to the panel
      </a>
      <header className="topbar">
        <p className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>{' '}
          Simulator console
        </p>
        <SessionPicker />
        <ClockBadge />
      </header>
      <div className="layout">
        <nav className="nav" aria-label="Panels">
          <ul>
            {PANELS.map((item) => (
              <li key={item.id}>
                <a href={`#/${item.id}`} aria-current={item.id === panel ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/docs" target="_blank" rel="noreferrer">
                API docs ↗
              </a>
            </li>
          </ul>
        </nav>
        <main id="main" className="main">
          <PanelBoundary key={`${panel}:${session}`}>
            <Suspense fallback={<Loading />}>
              <Current />
            </Suspense>
          </PanelBoundary>
        </main>
      </div>
    </SessionContext.Provider>
  );
}

/** Which world the console acts on: the default one or a session's. */
function SessionPicker() {
  const { session, choose } = useSession();
  const sessions = useQuery({
    queryKey: ['admin', 'sessions'],
    queryFn: () => ok(clientFor(DEFAULT_SESSION).sessions()),
    refetchInterval: 5_000,
  });
  const ids = [DEFAULT_SESSION, ...(sessions.data?.sessions.map((s) => s.id) ?? [])];
  // A session that ended (idle, or the server restarted) stays chosen until QA picks another, marked so.
  const gone = sessions.data !== undefined && !ids.includes(session);
  if (!ids.includes(session)) ids.push(session);
  const scenarioOf = (id: string) => sessions.data?.sessions.find((s) => s.id === id)?.scenario;
  return (
    <div className="picker">
      <label htmlFor="world-picker">World</label>
      <select id="world-picker" value={session} onChange={(event) => choose(event.target.value)}>
        {ids.map((id) => (
          <option key={id} value={id}>
            {id === DEFAULT_SESSION
              ? 'Default world'
              : `Session ${id}${scenarioOf(id) ? ` · ${scenarioOf(id)}` : ''}${gone && id === session ? ' (ended)' : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}
