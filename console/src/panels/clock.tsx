import type { SettledEvent } from '@portal/contract/admin';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Card, Empty, Loaded, money, Panel, Table, worldTime } from '../components';
import { describeSeconds, parseDuration } from '../duration';
import { useWorldAction, useWorldRead } from '../world-hooks';
import { useWorldNow } from './clock-badge';

const PRESETS = [
  { label: '+1 min', seconds: 60 },
  { label: '+1 h', seconds: 3_600 },
  { label: '+1 day', seconds: 86_400 },
  { label: '+1 week', seconds: 604_800 },
];

const KIND_LABEL = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal payout',
  slip: 'Slip verdict',
  qrExpiry: 'QR deadline',
} as const;

type Settled = z.infer<typeof SettledEvent>;

/** The clock: the world's time, frozen or running, moved on by presets or a typed duration. */
export default function ClockPanel() {
  const clock = useWorldRead('clock', (client) => client.clock(), { refetchInterval: 5_000 });
  const now = useWorldNow(clock.data, clock.dataUpdatedAt);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [last, setLast] = useState<{ moved: string; settled: Settled[] } | null>(null);
  const fieldId = useId();

  const change = useWorldAction(
    (client, body: { advanceSeconds?: number; freeze?: boolean }) => client.setClock({ body }),
    { shows: 'clock' },
  );
  const advance = async (seconds: number) => {
    const answer = await change.act(
      { advanceSeconds: seconds },
      ({ settled }) =>
        `Clock moved on ${describeSeconds(seconds)}; ${settled.length === 0 ? 'nothing settled' : `${settled.length} settled`}`,
    );
    if (answer) setLast({ moved: describeSeconds(seconds), settled: answer.settled });
  };

  return (
    <Panel
      title="Clock"
      help="The world's own time. Freeze it to hold countdowns still; move it on to reach a QR's deadline, a slip's verdict, a payout, the next day's bonus."
    >
      <Loaded query={clock}>
        {(data) => (
          <>
            <Card title="Now">
              <p className="hero-time">
                <time dateTime={now === null ? data.now : new Date(now).toISOString()}>
                  {worldTime(now === null ? data.now : new Date(now).toISOString())}
                </time>
                <span className={`pill ${data.frozen ? 'info' : 'success'}`}>{data.frozen ? 'frozen' : 'running'}</span>
              </p>
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  aria-pressed={data.frozen}
                  disabled={change.isPending}
                  onClick={() =>
                    void change.act({ freeze: !data.frozen }, (answer) =>
                      answer.frozen ? 'Clock frozen' : 'Clock running',
                    )
                  }
                >
                  {data.frozen ? 'Run the clock' : 'Freeze the clock'}
                </button>
              </div>
            </Card>
            <Card title="Move on">
              <div className="actions presets">
                {PRESETS.map((preset) => (
                  <button
                    key={preset.label}
                    type="button"
                    className="button"
                    disabled={change.isPending}
                    onClick={() => void advance(preset.seconds)}
                  >
                    {preset.label}
                  </button>
                ))}
              </div>
              <form
                className="inline-form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const seconds = parseDuration(typed);
                  if (seconds === null) {
                    setTypedError('Type a duration such as 90m, 2h 30m, 3d or 1w (at most a year).');
                    return;
                  }
                  setTypedError(null);
                  void advance(seconds);
                }}
              >
                <label htmlFor={fieldId}>
                  <span>Duration</span>
                </label>
                <input
                  id={fieldId}
                  value={typed}
                  placeholder="2h 30m"
                  aria-invalid={typedError !== null}
                  aria-describedby={`${fieldId}-hint`}
                  onChange={(event) => setTyped(event.target.value)}
                />
                <button type="submit" className="button primary" disabled={change.isPending}>
                  Move on
                </button>
                <p
                  id={`${fieldId}-hint`}
                  className={typedError ? 'field-error' : 'muted small'}
                  role={typedError ? 'alert' : undefined}
                >
                  {typedError ?? 'w, d, h, m, s; a bare number is minutes.'}
                </p>
              </form>
              {last && (
                <section className="settled" aria-live="polite" aria-labelledby={`${fieldId}-settled`}>
                  <h3 id={`${fieldId}-settled`}>Settled after moving on {last.moved}</h3>
                  {last.settled.length === 0 ? <Empty>Nothing fell due.</Empty> : <EventList events={last.settled} />}
                </section>
              )}
            </Card>
            <Card title="Scheduled">
              {data.pending.length === 0 ? (
                <Empty>Nothing is scheduled: no deposit, payout, slip or QR is waiting.</Empty>
              ) : (
                <EventList events={data.pending} />
              )}
            </Card>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

function EventList(props: { events: (Omit<Settled, 'outcome' | 'amount' | 'note'> & Partial<Settled>)[] }) {
  const settled = props.events.some((event) => event.outcome);
  return (
    <Table
      columns={['When', 'What', 'Member', 'Of', ...(settled ? ['Outcome', { label: 'Amount', numeric: true }] : [])]}
    >
      {props.events.map((event) => (
        <tr key={`${event.kind}:${event.subject}`}>
          <td>{worldTime(event.at)}</td>
          <th scope="row">{KIND_LABEL[event.kind]}</th>
          <td>
            <code>{event.memberId}</code>
          </td>
          <td>
            <code>{event.subject}</code>
          </td>
          {event.outcome && (
            <>
              <td>
                <span
                  className={`pill ${event.outcome === 'SUCCESS' ? 'success' : event.outcome === 'FAILED' ? 'error' : 'info'}`}
                >
                  {event.outcome}
                </span>
                {event.note && <span className="muted small"> {event.note}</span>}
              </td>
              <td className="num">{money(event.amount ?? 0)}</td>
            </>
          )}
        </tr>
      ))}
    </Table>
  );
}
