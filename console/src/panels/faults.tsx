import type { Fault, FaultInput, WorldFlags } from '@portal/contract/admin';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { Card, Empty, Loaded, Panel, Table } from '../components';
import { useNotices } from '../notices';
import { useRouteList, useWorldAction, useWorldRead } from '../world-hooks';
import { DriftForm } from './drift-card';

type FaultRow = z.infer<typeof Fault>;
type Flags = z.infer<typeof WorldFlags>;

const useRemoveFault = () => useWorldAction((client, id: string) => client.removeFault({ params: { id } }));

/** The switches QA flips most, with what each does in the portal. */
const FLAG_LABELS: { flag: keyof Omit<Flags, 'otpCode'>; label: string; hint: string }[] = [
  { flag: 'spinActive', label: 'Spin wheel', hint: 'the wheel and its tile on the home' },
  { flag: 'inviteActive', label: 'Invite bonus', hint: 'the invite tile and page' },
  { flag: 'refundActive', label: 'Loss refund', hint: 'the refund tile and page' },
  { flag: 'enableChatWidget', label: 'Chat widget', hint: 'the support chat on the contact pages' },
  { flag: 'slipClosed', label: 'Slips closed', hint: 'slip upload refused for the daily window' },
  { flag: 'slipWindowOff', label: 'Slips at any hour', hint: 'slips taken during the daily closing too' },
  { flag: 'oneDevice', label: 'One device per member', hint: 'a log-in ends the others (INVALID_USER_4)' },
  { flag: 'ipBound', label: 'Tokens bound to an address', hint: 'a token used elsewhere answers INVALID_IP' },
  { flag: 'registerOTP', label: 'OTP at registration', hint: 'the wizard asks for a code' },
  { flag: 'laos', label: 'Laos rules', hint: 'no 10-digit phone rule, LAK accounts' },
  { flag: 'terminated', label: 'Service shut down', hint: 'every API call answers 410 gone' },
];

const DEFAULT_DELAY_MS = 3_000;

/**
 * Faults and flags: per route delays, error codes and dropped connections, drift from the contract, the world's
 * switches, one clear.
 */
export default function FaultsPanel() {
  const faults = useWorldRead('faults', (client) => client.faults(), { refetchInterval: 2_000 });
  const routes = useRouteList();
  const flags = useWorldRead('flags', (client) => client.flags());
  const clear = useWorldAction((client, _: void) => client.clearAll());

  return (
    <Panel
      title="Faults and flags"
      help="A fault makes a route of this world slow, answer an error code it declares, drop the connection, or answer as a backend that drifted from the contract, until you switch it off. Flags are the world's switches."
      actions={
        <button
          type="button"
          className="button danger"
          disabled={clear.isPending}
          onClick={() =>
            void clear.act(
              undefined,
              (answer) =>
                `Cleared ${answer.faults} fault${answer.faults === 1 ? '' : 's'} and ${answer.outcomes} armed outcome${answer.outcomes === 1 ? '' : 's'}; flags as the scenario set them`,
            )
          }
        >
          Clear all faults, outcomes and flags
        </button>
      }
    >
      <Card title="Flags">
        <Loaded query={flags}>
          {(data) => <FlagSwitches key={data.flags.otpCode ?? 'random'} flags={data.flags} />}
        </Loaded>
      </Card>
      <Card title="Routes">
        <Loaded query={routes}>
          {(data) => <RouteTable routes={data.routes} faults={faults.data?.faults ?? []} />}
        </Loaded>
      </Card>
      <Card title="Drift">
        <Loaded query={routes}>{(data) => <DriftForm routes={data.routes} />}</Loaded>
      </Card>
      <Card title="Active faults">
        <Loaded query={faults}>{(data) => <ActiveFaults faults={data.faults} />}</Loaded>
      </Card>
    </Panel>
  );
}

function FlagSwitches(props: { flags: Flags }) {
  const notices = useNotices();
  const [otp, setOtp] = useState(props.flags.otpCode ?? '');
  const set = useWorldAction((client, patch: Partial<Flags>) => client.setFlags({ body: patch }), { shows: 'flags' });
  return (
    <>
      <ul className="switches">
        {FLAG_LABELS.map(({ flag, label, hint }) => (
          <li key={flag}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={props.flags[flag]}
                disabled={set.isPending}
                onChange={(event) => {
                  const on = event.target.checked;
                  void set.act({ [flag]: on }, () => `${label} ${on ? 'on' : 'off'}`);
                }}
              />
              <span>
                {label}
                <span className="muted small block">{hint}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const code = otp.trim() === '' ? null : otp.trim();
          if (code !== null && !/^\d{6}$/.test(code)) {
            notices.say('error', 'A fixed OTP code is six digits (or empty for random codes)');
            return;
          }
          void set.act({ otpCode: code }, () => (code ? `Every OTP is now ${code}` : 'OTP codes are random again'));
        }}
      >
        <label>
          <span>Fixed OTP code</span>
          <input
            value={otp}
            inputMode="numeric"
            maxLength={6}
            placeholder="random"
            onChange={(event) => setOtp(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={set.isPending}>
          Set
        </button>
      </form>
    </>
  );
}

type RouteInfo = { name: string; method: string; path: string; codes: string[] };

/** A row per route: a delay, an error code and a dropped connection, each a switch, with how often it fired. */
function RouteTable(props: { routes: RouteInfo[]; faults: FaultRow[] }) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return props.routes.filter((route) => !text || `${route.name} ${route.path}`.toLowerCase().includes(text));
  }, [props.routes, filter]);
  return (
    <>
      <label className="inline-form compact">
        <span>Find a route</span>
        <input type="search" value={filter} placeholder="wallet.transfer" onChange={(e) => setFilter(e.target.value)} />
      </label>
      <Table columns={['Route', 'Delay', 'Error', 'Drop']} className="route-table">
        {shown.map((route) => (
          <RouteRow
            key={route.name}
            route={route}
            faults={props.faults.filter((fault) => fault.route === route.name)}
          />
        ))}
      </Table>
      {shown.length === 0 && <Empty>No route matches.</Empty>}
    </>
  );
}

function RouteRow(props: { route: RouteInfo; faults: FaultRow[] }) {
  const add = useWorldAction((client, body: FaultInput) => client.addFault({ body }));
  const remove = useRemoveFault();
  const { route } = props;
  const errorCodes = route.codes;
  const [delay, setDelay] = useState(String(DEFAULT_DELAY_MS));
  // The route's own codes come last in its list (after the ones every route or every member route has).
  const [code, setCode] = useState(errorCodes[errorCodes.length - 1]);
  const active = (kind: FaultRow['kind']) =>
    props.faults.find((fault) => fault.kind === kind && fault.remaining === null);
  const toggle = async (kind: 'delay' | 'error' | 'drop') => {
    const on = active(kind);
    if (on) {
      await remove.act(
        on.id,
        () => `${kind} on ${route.name} off (it fired ${on.fired} time${on.fired === 1 ? '' : 's'})`,
      );
    } else {
      const body =
        kind === 'delay'
          ? { kind, route: route.name, ms: Math.max(0, Math.min(310_000, Number(delay) || 0)) }
          : kind === 'error'
            ? { kind, route: route.name, code: code as FaultRow['code'] & string }
            : { kind, route: route.name };
      await add.act(body as FaultInput, () => `${kind === 'error' ? code : kind} on ${route.name}`);
    }
  };
  const cell = (kind: 'delay' | 'error' | 'drop') => {
    const on = active(kind);
    return (
      <button
        type="button"
        className={`button toggle ${on ? 'on' : ''}`}
        aria-pressed={Boolean(on)}
        onClick={() => void toggle(kind)}
      >
        {on ? `On · fired ${on.fired}` : 'Off'}
        <span className="sr-only">
          {' '}
          {kind} on {route.name}
        </span>
      </button>
    );
  };
  return (
    <tr>
      <th scope="row">
        {route.name}
        <span className="muted small block">
          {route.method} {route.path}
        </span>
      </th>
      <td>
        <div className="fault-cell">
          <input
            aria-label={`Delay in ms for ${route.name}`}
            className="ms-input"
            inputMode="numeric"
            value={delay}
            disabled={Boolean(active('delay'))}
            onChange={(event) => setDelay(event.target.value.replace(/\D/g, ''))}
          />
          {cell('delay')}
        </div>
      </td>
      <td>
        <div className="fault-cell">
          <select
            aria-label={`Error code for ${route.name}`}
            value={code}
            disabled={Boolean(active('error'))}
            onChange={(event) => setCode(event.target.value)}
          >
            {errorCodes.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
          {cell('error')}
        </div>
      </td>
      <td>{cell('drop')}</td>
    </tr>
  );
}

function describe(fault: FaultRow): string {
  const what =
    fault.kind === 'delay'
      ? fault.ms !== null
        ? `delay ${fault.ms} ms`
        : `delay ${fault.minMs}–${fault.maxMs} ms`
      : fault.kind === 'error'
        ? `error ${fault.code}`
        : fault.kind === 'hang'
          ? `hang ${fault.ms} ms`
          : fault.drift
            ? `drift: ${[fault.drift.change, fault.drift.field, fault.drift.to, fault.drift.unknownCode].filter(Boolean).join(' ')}`
            : 'drop the connection';
  const scope = [
    fault.remaining !== null ? `${fault.remaining} more call${fault.remaining === 1 ? '' : 's'}` : 'until removed',
    fault.probability !== null ? `${Math.round(fault.probability * 100)}% of calls` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${what} (${scope})`;
}

function ActiveFaults(props: { faults: FaultRow[] }) {
  const remove = useRemoveFault();
  if (props.faults.length === 0) return <Empty>No fault: every route answers as the rules say.</Empty>;
  return (
    <Table columns={['Route', 'Fault', { label: 'Fired', numeric: true }, { label: 'Actions', hidden: true }]}>
      {props.faults.map((fault) => (
        <tr key={fault.id}>
          <th scope="row">{fault.route === '*' ? 'every route' : fault.route}</th>
          <td>{describe(fault)}</td>
          <td className="num">{fault.fired}</td>
          <td className="row-actions">
            <button
              type="button"
              className="button"
              onClick={() => void remove.act(fault.id, () => `Fault ${fault.id} removed`)}
            >
              Remove<span className="sr-only"> fault {fault.id}</span>
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
