import type { JournalEntry } from '@portal/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState, type UIEvent } from 'react';
import { DEFAULT_SESSION, ok, useSession } from '../api';
import { Card, Empty, Failure, Panel, Table } from '../components';
import { curlOf, JournalStore, matches, NO_FILTER, type JournalFilter } from '../journal-store';
import { useNotices } from '../notices';
import { useRouteList } from '../world-hooks';

type HttpEntry = Extract<JournalEntry, { kind: 'http' }>;

const ROW_HEIGHT = 34;
const POLL_MS = 1_000;

/**
 * The live journal: every request and chat socket frame of the world, newest first, read on from a cursor
 * once a second. Only the rows in view are drawn, so thousands of entries (500 requests a second) cost a
 * screenful.
 */
export default function JournalPanel() {
  const { session, client } = useSession();
  const [store] = useState(() => new JournalStore());
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [following, setFollowing] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);
  const [filter, setFilter] = useState<JournalFilter>(NO_FILTER);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const read = async () => {
      try {
        let page = await ok(client.journal({ query: { limit: 500, after: store.last || undefined } }));
        // A new world (a reset) numbers its journal from 1 again: read it from its start, not after our cursor.
        if (store.world !== null && page.world !== store.world && store.last > 0)
          page = await ok(client.journal({ query: { limit: 500 } }));
        if (stopped) return;
        setFailure(null);
        if (store.add(page)) bump();
      } catch (error) {
        if (!stopped) setFailure(error);
      }
      if (!stopped) timer = setTimeout(read, POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, following, store]);

  const shown = useMemo(() => {
    const list: JournalEntry[] = [];
    for (let i = store.entries.length - 1; i >= 0; i -= 1)
      if (matches(store.entries[i], filter)) list.push(store.entries[i]);
    return list;
    // `version` marks a change of the store's entries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter, version, store]);
  const chosen = selected === null ? null : (store.entries.find((entry) => entry.id === selected) ?? null);

  return (
    <Panel
      title="Journal"
      help="Every request to this world and every frame of its chat sockets, newest first. Credentials (passwords, tokens, guest ids, gift links) never appear; long bodies are cut."
      actions={
        <>
          <button type="button" className="button" aria-pressed={!following} onClick={() => setFollowing((f) => !f)}>
            {following ? 'Pause' : 'Follow live'}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              store.clear();
              setSelected(null);
              bump();
            }}
          >
            Clear
          </button>
        </>
      }
    >
      <Filters filter={filter} onChange={setFilter} />
      {failure !== null && <Failure error={failure} retry={() => setFollowing(true)} />}
      <p className="muted small" role="status">
        {shown.length} of {store.entries.length} entries shown
        {store.missed > 0 && ` · ${store.missed} not read (over 500 a second, or older than the server keeps)`}
        {!following && ' · paused'}
      </p>
      <div className="journal">
        <Rows entries={shown} selected={selected} onSelect={setSelected} />
        {chosen ? (
          <Detail entry={chosen} session={session} />
        ) : (
          <Card title="Details" className="detail">
            <Empty>Choose an entry to see its request, its answer and a cURL command.</Empty>
          </Card>
        )}
      </div>
    </Panel>
  );
}

function Filters(props: { filter: JournalFilter; onChange: (filter: JournalFilter) => void }) {
  const { filter, onChange } = props;
  const set = <K extends keyof JournalFilter>(key: K, value: JournalFilter[K]) => onChange({ ...filter, [key]: value });
  return (
    <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label>
        <span>Find</span>
        <input
          type="search"
          value={filter.text}
          placeholder="path, route, code"
          onChange={(event) => set('text', event.target.value)}
        />
      </label>
      <label>
        <span>Kind</span>
        <select value={filter.kind} onChange={(event) => set('kind', event.target.value as JournalFilter['kind'])}>
          <option value="all">All</option>
          <option value="http">HTTP</option>
          <option value="socket">Socket frames</option>
        </select>
      </label>
      <label>
        <span>Status</span>
        <select
          value={filter.status}
          onChange={(event) => set('status', event.target.value as JournalFilter['status'])}
        >
          <option value="all">Any</option>
          <option value="2xx">2xx</option>
          <option value="4xx">4xx</option>
          <option value="5xx">5xx</option>
          <option value="none">No answer</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={filter.onlyFaults}
          onChange={(event) => set('onlyFaults', event.target.checked)}
        />
        <span>Faults only</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={filter.onlyViolations}
          onChange={(event) => set('onlyViolations', event.target.checked)}
        />
        <span>Contract breaks only</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={filter.onlyReal} onChange={(event) => set('onlyReal', event.target.checked)} />
        <span>Real backend only</span>
      </label>
    </form>
  );
}

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return `${date.toLocaleTimeString('en-GB')}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

/** The time in a row: the milliseconds in their own span, which a phone's narrow column leaves out. */
function RowTime(props: { iso: string }) {
  const [seconds, millis] = timeOf(props.iso).split('.');
  return (
    <>
      {seconds}
      <span className="millis">.{millis}</span>
    </>
  );
}

/** The list, windowed: a fixed row height, only the rows in view (and a few beyond) are drawn. */
function Rows(props: { entries: JournalEntry[]; selected: number | null; onSelect: (id: number) => void }) {
  const [top, setTop] = useState(0);
  const [height, setHeight] = useState(480);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - 5);
  const last = Math.min(props.entries.length, Math.ceil((top + height) / ROW_HEIGHT) + 5);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setTop(event.currentTarget.scrollTop);

  if (props.entries.length === 0)
    return (
      <div className="rows empty-rows">
        <Empty>No entry yet: use the portal, or loosen the filters.</Empty>
      </div>
    );
  return (
    <div className="rows" ref={box} onScroll={onScroll} tabIndex={0} aria-label="Journal entries">
      <table className="journal-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Call</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              ms
            </th>
          </tr>
        </thead>
        <tbody>
          {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} />}
          {props.entries.slice(first, last).map((entry) => (
            <Row key={entry.id} entry={entry} selected={entry.id === props.selected} onSelect={props.onSelect} />
          ))}
          {last < props.entries.length && (
            <tr aria-hidden="true" style={{ height: (props.entries.length - last) * ROW_HEIGHT }} />
          )}
        </tbody>
      </table>
    </div>
  );
}

function Row(props: { entry: JournalEntry; selected: boolean; onSelect: (id: number) => void }) {
  const { entry } = props;
  const select = () => props.onSelect(entry.id);
  const tone =
    entry.kind === 'socket'
      ? 'socket'
      : entry.violation
        ? 'bad'
        : entry.status === 0 || entry.status >= 500
          ? 'bad'
          : entry.status >= 400
            ? 'warn'
            : 'good';
  return (
    <tr className={`entry ${tone}`} data-id={entry.id} aria-selected={props.selected} onClick={select}>
      <td className="time">
        <RowTime iso={entry.at} />
      </td>
      <td className="call">
        <button
          type="button"
          className="link"
          title={entry.kind === 'http' ? (entry.route ?? 'no route matched') : `the socket of ${entry.owner}`}
          onClick={select}
        >
          {entry.kind === 'http' ? (
            <>
              <span className="method">{entry.method}</span> {entry.path}
            </>
          ) : (
            <>
              <span className="method">{entry.direction === 'in' ? '⇢' : entry.direction === 'out' ? '⇠' : '•'}</span>{' '}
              {entry.event}
            </>
          )}
        </button>
      </td>
      <td className="status">
        {entry.kind === 'http' ? (
          <>
            {entry.status === 0 ? 'no answer' : entry.status}
            {entry.code && <span className="code"> {entry.code}</span>}
            {entry.fault && <span className="pill info">fault</span>}
            {entry.violation && <span className="pill error">contract</span>}
            {entry.passthrough && (
              <span
                className={`pill ${REAL_TONE[entry.passthrough.verdict]}`}
                title={`answered by the real backend: ${VERDICT_WORDS[entry.passthrough.verdict]}`}
              >
                real{entry.passthrough.verdict === 'pass' ? '' : ` · ${entry.passthrough.verdict}`}
              </span>
            )}
          </>
        ) : (
          entry.direction
        )}
      </td>
      <td className="num">{entry.kind === 'http' ? entry.ms.toFixed(1) : ''}</td>
    </tr>
  );
}

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function Detail(props: { entry: JournalEntry; session: string }) {
  const { entry } = props;
  if (entry.kind === 'socket')
    return (
      <Card title={`Socket ${entry.direction}: ${entry.event}`} className="detail">
        <dl className="facts">
          <dt>Time</dt>
          <dd>{timeOf(entry.at)}</dd>
          <dt>Socket of</dt>
          <dd>
            <code>{entry.owner}</code>
          </dd>
        </dl>
        <h3>Payload</h3>
        <pre>{pretty(entry.payload)}</pre>
      </Card>
    );
  return <HttpDetail entry={entry} session={props.session} />;
}

function HttpDetail(props: { entry: HttpEntry; session: string }) {
  const { entry, session } = props;
  const notices = useNotices();
  const routes = useRouteList();
  const route = routes.data?.routes.find((item) => item.name === entry.route) ?? null;
  const curl = curlOf(entry, {
    origin: location.origin,
    session: session === DEFAULT_SESSION ? null : session,
    access: route?.access ?? null,
  });
  return (
    <Card
      title={
        <>
          {entry.method} {entry.path}
        </>
      }
      className="detail"
      actions={
        <button
          type="button"
          className="button"
          onClick={() =>
            void notices.run(
              () => navigator.clipboard.writeText(curl),
              () => 'cURL command copied',
            )
          }
        >
          Copy as cURL
        </button>
      }
    >
      <dl className="facts">
        <dt>Route</dt>
        <dd>{entry.route ?? 'none matched'}</dd>
        <dt>Status</dt>
        <dd>
          {entry.status === 0 ? 'no answer (dropped or left hanging)' : entry.status} {entry.code}
        </dd>
        <dt>Took</dt>
        <dd>{entry.ms.toFixed(1)} ms</dd>
        {entry.fault && (
          <>
            <dt>Fault</dt>
            <dd>{entry.fault}</dd>
          </>
        )}
      </dl>
      {entry.violation && <Violation entry={entry} route={route} />}
      {entry.passthrough && <PassedThrough record={entry.passthrough} />}
      <h3>Request body</h3>
      <pre>{entry.request === null ? '(none)' : pretty(entry.request)}</pre>
      <h3>{entry.violation ? 'What the route answered (the client got a 500)' : 'Answer'}</h3>
      <pre>{entry.response === null ? '(none)' : pretty(entry.response)}</pre>
      <h3>cURL</h3>
      <pre>{curl}</pre>
    </Card>
  );
}

type Passed = NonNullable<HttpEntry['passthrough']>;

const REAL_TONE: Record<Passed['verdict'], string> = {
  pass: 'info',
  tolerated: 'info',
  drift: 'error',
  missing: 'error',
  unreachable: 'error',
};

const VERDICT_WORDS: Record<Passed['verdict'], string> = {
  pass: 'it keeps the contract',
  tolerated: 'it differs from the contract where the portal reads around it',
  drift: 'it breaks the contract where a screen loses something',
  missing: 'the backend has no such route',
  unreachable: 'no answer came (the portal got INTERNAL_SERVER_ERROR)',
};

/** A call the real backend answered: how its answer stands against the contract, and beside the simulator's. */
function PassedThrough(props: { record: Passed }) {
  const { record } = props;
  return (
    <section className={`passed ${REAL_TONE[record.verdict]}`} aria-label="Real backend">
      <h3>Answered by the real backend: {VERDICT_WORDS[record.verdict]}</h3>
      {record.issues.length > 0 && (
        <ul>
          {record.issues.map((issue) => (
            <li key={issue}>
              <code>{issue}</code>
            </li>
          ))}
        </ul>
      )}
      {record.member && (
        <p>
          The log-in is mapped to the simulated member <code>{record.member}</code> for the simulated routes.
        </p>
      )}
      {record.compared && (
        <>
          <h4>
            The simulator’s own answer: {record.compared.status}
            {record.compared.code && ` ${record.compared.code}`}
          </h4>
          {record.compared.differences.length === 0 ? (
            <p className="muted">Same form as the real answer (values are not compared).</p>
          ) : (
            <Table columns={['Field', 'Real', 'Simulated']}>
              {record.compared.differences.map((difference) => (
                <tr key={difference.path}>
                  <td>
                    <code>{difference.path}</code>
                  </td>
                  <td>{difference.real}</td>
                  <td>{difference.simulated}</td>
                </tr>
              ))}
            </Table>
          )}
        </>
      )}
    </section>
  );
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/** How the answer broke the contract: the zod issues, and the contract's 200 schema beside the answer. */
function Violation(props: { entry: HttpEntry; route: { method: string; path: string } | null }) {
  const doc = useQuery({
    queryKey: ['openapi'],
    queryFn: async () => (await (await fetch('/openapi.json')).json()) as OpenApi,
    staleTime: Infinity,
  });
  const { route } = props;
  const expected = route
    ? doc.data?.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()]?.responses?.['200']
        ?.content?.['application/json']?.schema
    : undefined;
  return (
    <section className="violation" aria-label="Contract break">
      <h3>The answer broke the contract</h3>
      <ul>
        {(props.entry.violation ?? []).map((issue, index) => (
          <li key={index}>
            <code>{issue.path || '(the whole answer)'}</code>: {issue.message}
          </li>
        ))}
      </ul>
      <div className="side-by-side">
        <div>
          <h4>Answered</h4>
          <pre>{pretty(props.entry.response)}</pre>
        </div>
        <div>
          <h4>The contract expects</h4>
          {doc.error ? (
            <Failure error={doc.error} retry={() => void doc.refetch()} />
          ) : (
            <pre>{expected ? pretty(expected) : '…'}</pre>
          )}
        </div>
      </div>
    </section>
  );
}
