import { Component, useEffect, useRef, useState, type ReactNode } from 'react';

/** A panel of the console: its heading (focused when the panel opens), a line of help, actions, content. */
export function Panel(props: { title: string; help?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section className="panel" aria-labelledby="panel-title">
      <header className="panel-head">
        <div>
          <h1 id="panel-title" ref={heading} tabIndex={-1}>
            {props.title}
          </h1>
          {props.help && <p className="help">{props.help}</p>}
        </div>
        {props.actions && <div className="actions">{props.actions}</div>}
      </header>
      {props.children}
    </section>
  );
}

/** A box inside a panel, with its own heading. */
export function Card(props: { title: ReactNode; children: ReactNode; actions?: ReactNode; className?: string }) {
  return (
    <section className={`card ${props.className ?? ''}`}>
      <header className="card-head">
        <h2>{props.title}</h2>
        {props.actions && <div className="actions">{props.actions}</div>}
      </header>
      {props.children}
    </section>
  );
}

/** What a failed read shows: the reason in words and a retry. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something failed');

export function Failure(props: { error: unknown; retry?: () => void }) {
  const message = errorText(props.error);
  return (
    <div className="failure" role="alert">
      <span>{message}</span>
      {props.retry && (
        <button type="button" className="button" onClick={props.retry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** A loading line, shown only after 200 ms (a quick answer shows no flash). */
export function Loading(props: { label?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="muted" role="status">
      {shown ? (props.label ?? 'Loading…') : ''}
    </p>
  );
}

export function Empty(props: { children: ReactNode }) {
  return <p className="empty">{props.children}</p>;
}

/**
 * The state of a read as one element: loading, failure with retry, or the content. `data` is checked so the
 * content renders only with data.
 */
export function Loaded<T>(props: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  label?: string;
}) {
  const { query } = props;
  // What was read before stays, under a word that it could not be read again (the server stopped, say).
  if (query.data !== undefined)
    return (
      <>
        {query.error !== null && query.error !== undefined && (
          <Failure error={new Error(`Not up to date: ${errorText(query.error)}`)} retry={() => void query.refetch()} />
        )}
        {props.children(query.data)}
      </>
    );
  if (query.error) return <Failure error={query.error} retry={() => void query.refetch()} />;
  return <Loading label={props.label} />;
}

/** "3 min ago", "2 h ago": how long ago a time was, from `now`. */
export function age(from: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(from)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d`;
}

/** A world time as QA reads it: date and time to the second, in the browser's zone. */
export function worldTime(iso: string): string {
  const date = new Date(iso);
  return `${date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' })} ${date.toLocaleTimeString('en-GB')}`;
}

export function money(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A column of a Table: its heading, right-aligned for figures, or read only by screen readers (actions). */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean };

/** A table that scrolls sideways on a narrow screen, with its headings; rows are the children. */
export function Table(props: { columns: Column[]; children: ReactNode; className?: string }) {
  return (
    <div className={`table-wrap ${props.className ?? ''}`}>
      <table>
        <thead>
          <tr>
            {props.columns.map((column) => {
              const { label, numeric, hidden } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={numeric ? 'num' : undefined}>
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/**
 * A panel whose code could not load (the server stopped, or a rebuild replaced its file) or that failed while
 * drawing: said in the panel's place, with a reload, while the navigation stays.
 */
export class PanelBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="failure" role="alert">
        <span>This panel could not be shown: {this.state.error.message}</span>
        <button type="button" className="button" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
