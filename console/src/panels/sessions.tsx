import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WORLD_SEED_MAX } from '@portal/contract/admin';
import { useState } from 'react';
import { clientFor, DEFAULT_SESSION, keys, ok, useSession } from '../api';
import { age, Card, Empty, Loaded, money, Panel, Table } from '../components';
import { useNotices } from '../notices';
import { useWorldRead } from '../world-hooks';

/** Sessions: every world on the server, a new one of any scenario, and the members of the chosen one. */
export default function SessionsPanel() {
  const { session, choose } = useSession();
  const notices = useNotices();
  const queryClient = useQueryClient();
  const root = clientFor(DEFAULT_SESSION);
  const sessions = useQuery({
    queryKey: ['admin', 'sessions'],
    queryFn: () => ok(root.sessions()),
    refetchInterval: 5_000,
  });
  const defaultWorld = useQuery({ queryKey: keys.of(DEFAULT_SESSION, 'health'), queryFn: () => ok(root.health()) });
  const scenarios = useQuery({ queryKey: ['admin', 'scenarios'], queryFn: () => ok(root.scenarios()) });
  const [scenario, setScenario] = useState('default');
  const [specOnly, setSpecOnly] = useState(false);
  /** A seed makes the session's world replay exactly (decision 034); empty: a world in real time. */
  const [seed, setSeed] = useState('');

  const create = useMutation({
    mutationFn: () =>
      ok(
        root.createSession({
          body: seed.trim() === '' ? { scenario, specOnly } : { scenario, specOnly, seed: Number(seed) },
        }),
      ),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'sessions'] });
      choose(created.id);
    },
  });
  const end = useMutation({
    mutationFn: (id: string) => ok(root.deleteSession({ params: { id } })),
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'sessions'] });
      if (id === session) choose(DEFAULT_SESSION);
    },
  });

  return (
    <Panel
      title="Sessions"
      help="Each session is a world of its own: its money, chats, faults and clock. Test runs make one per journey; the default world is the one reached without a session. A session of the spec's routes only answers the contract's additions 404, as a backend without them would."
    >
      <Card title="Worlds">
        <Loaded query={sessions}>
          {(data) => (
            <>
              <Table columns={['World', 'Scenario', 'Age', 'Last used', { label: 'Actions', hidden: true }]}>
                <tr aria-current={session === DEFAULT_SESSION || undefined}>
                  <th scope="row">Default world</th>
                  <td>{defaultWorld.data?.scenario ?? '…'}</td>
                  <td>since start</td>
                  <td>—</td>
                  <td className="row-actions">
                    <UseButton id={DEFAULT_SESSION} current={session} choose={choose} />
                  </td>
                </tr>
                {data.sessions.map((item) => (
                  <tr key={item.id} aria-current={session === item.id || undefined}>
                    <th scope="row">
                      <code>{item.id}</code>
                    </th>
                    <td>
                      {item.scenario}
                      {item.specOnly && <span className="pill spaced info">spec's routes only</span>}
                    </td>
                    <td>{age(item.createdAt)}</td>
                    <td>{age(item.lastUsedAt)} ago</td>
                    <td className="row-actions">
                      <UseButton id={item.id} current={session} choose={choose} />
                      <button
                        type="button"
                        className="button danger"
                        disabled={end.isPending}
                        onClick={() =>
                          void notices.run(
                            () => end.mutateAsync(item.id),
                            () => `Session ${item.id} ended`,
                          )
                        }
                      >
                        End<span className="sr-only"> session {item.id}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </Table>
              <p className="muted small">
                {data.sessions.length} of at most {data.maxSessions} sessions; a session idle for 30 minutes ends.
              </p>
            </>
          )}
        </Loaded>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void notices.run(
              () => create.mutateAsync(),
              (created) => `Session ${created.id} (${created.scenario}) made and chosen`,
            );
          }}
        >
          <label>
            <span>Scenario</span>
            <select value={scenario} onChange={(event) => setScenario(event.target.value)}>
              {(scenarios.data?.scenarios ?? [{ name: 'default', title: 'default' }]).map((item) => (
                <option key={item.name} value={item.name}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Seed (replay)</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={WORLD_SEED_MAX}
              step={1}
              value={seed}
              placeholder="none"
              onChange={(event) => setSeed(event.target.value)}
            />
          </label>
          <label className="check">
            <input type="checkbox" checked={specOnly} onChange={(event) => setSpecOnly(event.target.checked)} />
            <span>Spec's routes only</span>
          </label>
          <button type="submit" className="button primary" disabled={create.isPending}>
            New session
          </button>
        </form>
      </Card>
      <Members />
    </Panel>
  );
}

function UseButton(props: { id: string; current: string; choose: (id: string) => void }) {
  const chosen = props.id === props.current;
  return (
    <button type="button" className="button" disabled={chosen} onClick={() => props.choose(props.id)}>
      {chosen ? 'In use' : 'Use'}
      {!chosen && <span className="sr-only"> {props.id === DEFAULT_SESSION ? 'the default world' : props.id}</span>}
    </button>
  );
}

/** The chosen world's members: their log-ins, devices, wallet, and the web app opened as one of them. */
function Members() {
  const { session, client } = useSession();
  const notices = useNotices();
  const members = useWorldRead('members', (reader) => reader.members(), { refetchInterval: 3_000 });
  const open = async (memberId: string) => {
    // The tab opens at once (a popup blocker allows it only in the click), and goes to the address when it comes.
    const tab = window.open('about:blank', '_blank');
    try {
      const handoff = await ok(client.openAs({ body: { memberId } }));
      if (tab) tab.location.href = handoff.url;
      else window.open(handoff.url, '_blank');
      notices.say('success', 'The portal opened in a new tab, logged in');
    } catch (error) {
      tab?.close();
      notices.say('error', `Could not open the portal: ${(error as Error).message}`);
    }
  };
  return (
    <Card title={`Members of ${session === DEFAULT_SESSION ? 'the default world' : `session ${session}`}`}>
      <Loaded query={members}>
        {(data) =>
          data.members.length === 0 ? (
            <Empty>No member in this world yet.</Empty>
          ) : (
            <Table
              columns={[
                'Member',
                'Log-in',
                { label: 'Wallet', numeric: true },
                { label: 'Devices', numeric: true },
                { label: 'Actions', hidden: true },
              ]}
            >
              {data.members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">
                    {member.name}
                    <span className="muted small block">{member.id}</span>
                  </th>
                  <td>
                    <code>{member.phone}</code> / <code>{member.password}</code>
                    {!member.active && <span className="pill error spaced">inactive</span>}
                  </td>
                  <td className="num">{money(member.wallet)}</td>
                  <td className="num">{member.loggedIn}</td>
                  <td className="row-actions">
                    <button type="button" className="button primary" onClick={() => void open(member.id)}>
                      Open as<span className="sr-only"> {member.name}</span> ↗
                    </button>
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </Loaded>
    </Card>
  );
}
