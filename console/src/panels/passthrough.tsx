import type { PassthroughState } from '@portal/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_SESSION, useSession } from '../api';
import { Card, Empty, Loaded, Panel } from '../components';
import { useRouteList, useWorldAction, useWorldRead } from '../world-hooks';

/** Patterns as QA types them: separated by commas, spaces or lines. */
const patternsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Each field a refusal names, in words. */
function problemsOf(body: unknown, patterns: string[]): string[] {
  const details = (body as { details?: { path?: unknown }[] } | null)?.details ?? [];
  return details.map(({ path }) => {
    const index = typeof path === 'string' ? /^body\.routes\.(\d+)$/.exec(path)?.[1] : undefined;
    if (index !== undefined) return `No route is named by ${patterns[Number(index)]}`;
    if (path === 'body.baseUrl') return 'The backend is an http or https address, with no password or query';
    return `Check ${String(path).replace(/^body\./, '')}`;
  });
}

/**
 * Real backend: chosen routes of this world go to a real backend (staging), the rest stay simulated; each real
 * answer is read by the contract and journaled (docs/decisions/030).
 */
export default function PassthroughPanel() {
  const { session } = useSession();
  const current = useWorldRead('passthrough', (client) => client.passthrough());
  const where = session === DEFAULT_SESSION ? 'the default world' : `session ${session}`;
  return (
    <Panel
      title="Real backend"
      help={`Send chosen routes of ${where} to a real backend and simulate the rest. Each real answer reaches the portal as it came and is read by the contract in the Journal (marked real, its drift named). A member route brings the log-in along; a real log-in is mapped to a simulated member for the simulated routes.`}
    >
      <Loaded query={current}>
        {(data) => (
          <>
            <Card title="Now">
              {data.passthrough ? (
                <CurrentState state={data.passthrough} />
              ) : (
                <Empty>Every route of {where} is simulated.</Empty>
              )}
            </Card>
            <Card title={data.passthrough ? 'Change' : 'Pass routes through'}>
              <PassthroughForm key={JSON.stringify(data.passthrough)} state={data.passthrough} />
            </Card>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

function CurrentState(props: { state: PassthroughState }) {
  const { state } = props;
  const stop = useWorldAction((client, _: void) => client.clearPassthrough(), { shows: 'passthrough' });
  return (
    <>
      <dl className="facts">
        <dt>Backend</dt>
        <dd>
          <code>{state.baseUrl}</code>
        </dd>
        <dt>Patterns</dt>
        <dd>
          {state.patterns.map((pattern) => (
            <code key={pattern} className="pill">
              {pattern}
            </code>
          ))}
        </dd>
        <dt>Compare</dt>
        <dd>{state.compare ? 'on: the simulator answers each real call too' : 'off'}</dd>
        <dt>Real log-ins mapped</dt>
        <dd>
          {state.logins}
          {state.member && (
            <span className="muted">
              {' '}
              (to <code>{state.member}</code> when no simulated member has the phone)
            </span>
          )}
        </dd>
      </dl>
      <h3 className="subhead">
        {state.routes.length} route{state.routes.length === 1 ? '' : 's'} pass through
      </h3>
      <ul className="pill-list">
        {state.routes.map((route) => (
          <li key={route} className="pill info">
            {route}
            {state.broughtAlong.includes(route) && <span className="muted"> · for the log-in</span>}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button danger"
          disabled={stop.isPending}
          onClick={() => void stop.act(undefined, () => 'Every route is simulated again')}
        >
          Stop passing through
        </button>
      </div>
    </>
  );
}

function PassthroughForm(props: { state: PassthroughState | null }) {
  const routes = useRouteList();
  const listId = useId();
  const [baseUrl, setBaseUrl] = useState(props.state?.baseUrl ?? '');
  const [patterns, setPatterns] = useState(props.state?.patterns.join(', ') ?? '');
  const [compare, setCompare] = useState(props.state?.compare ?? false);
  const [member, setMember] = useState(props.state?.member ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const set = useWorldAction(
    async (client, body: { baseUrl: string; routes: string[]; compare: boolean; member: string | null }) => {
      const answer = await client.setPassthrough({ body });
      // The notice says the refusal; each field it names is said beside the form too.
      if (answer.status === 400) setProblems(problemsOf(answer.body, body.routes));
      return answer;
    },
    { shows: 'passthrough' },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = patternsOf(patterns);
    if (list.length === 0) {
      setProblems(['Name at least one route, such as lookup.* or wallet.get']);
      return;
    }
    setProblems([]);
    await set.act(
      { baseUrl: baseUrl.trim(), routes: list, compare, member: member.trim() || null },
      (answer) =>
        `${answer.passthrough.routes.length} route${answer.passthrough.routes.length === 1 ? '' : 's'} now pass through to ${answer.passthrough.baseUrl}`,
    );
  };

  return (
    <form className="stack-form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        <span>Backend address</span>
        <input
          type="url"
          className="wide-input"
          required
          value={baseUrl}
          placeholder="https://staging.example.com"
          onChange={(event) => setBaseUrl(event.target.value)}
        />
      </label>
      <label>
        <span>Routes (names or groups)</span>
        <input
          className="wide-input"
          value={patterns}
          list={listId}
          placeholder="lookup.*, wallet.get"
          onChange={(event) => setPatterns(event.target.value)}
        />
        <datalist id={listId}>
          {routes.data?.routes.map((route) => (
            <option key={route.name} value={route.name} />
          ))}
        </datalist>
      </label>
      <label>
        <span>Map real log-ins to (phone)</span>
        <input
          value={member}
          inputMode="numeric"
          placeholder="the scenario's member"
          onChange={(event) => setMember(event.target.value)}
        />
      </label>
      <label className="switch">
        <input type="checkbox" role="switch" checked={compare} onChange={(event) => setCompare(event.target.checked)} />
        <span>
          Compare
          <span className="muted small block">
            the simulator answers each real call too; the Journal shows the differences
          </span>
        </span>
      </label>
      <button type="submit" className="button primary" disabled={set.isPending}>
        {props.state ? 'Save' : 'Pass through'}
      </button>
      {problems.length > 0 && (
        <ul className="field-error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
