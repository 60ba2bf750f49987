import { useState } from 'react';
import { DEFAULT_SESSION, useSession } from '../api';
import { Loaded, Panel } from '../components';
import { useWorldAction, useWorldRead } from '../world-hooks';

/** Scenarios: what each world starts from, and a reset of the chosen world to one of them. */
export default function ScenariosPanel() {
  const { session } = useSession();
  const scenarios = useWorldRead('scenarios', (client) => client.scenarios());
  /** The scenario whose reset waits for a second press (a reset loses the world's state). */
  const [confirming, setConfirming] = useState<string | null>(null);
  const reset = useWorldAction((client, scenario: string) => client.reset({ body: { scenario } }));
  const where = session === DEFAULT_SESSION ? 'the default world' : `session ${session}`;

  return (
    <Panel
      title="Scenarios"
      help={`A reset builds ${where} anew from a scenario: money, chats, faults, outcomes and the clock start over. Open pages of the portal show it from their next read (a reload shows it at once).`}
    >
      <Loaded query={scenarios}>
        {(data) => (
          <ul className="cards">
            {data.scenarios.map((scenario) => {
              const current = scenario.name === data.current;
              return (
                <li key={scenario.name} className="card scenario" aria-current={current || undefined}>
                  <header className="card-head">
                    <h2>
                      {scenario.title} <code className="muted small">{scenario.name}</code>
                    </h2>
                    {current && <span className="pill success">current</span>}
                  </header>
                  <p>{scenario.description}</p>
                  <p className="small">
                    {scenario.login ? (
                      <>
                        Log-in <code>{scenario.login.phone}</code> / <code>{scenario.login.password}</code>
                      </>
                    ) : (
                      <span className="muted">No member: register one.</span>
                    )}
                  </p>
                  <p className="flags small">
                    {Object.entries(scenario.flags)
                      .filter(([, value]) => value === true)
                      .map(([flag]) => (
                        <span key={flag} className="pill">
                          {flag}
                        </span>
                      ))}
                  </p>
                  <div className="actions">
                    {confirming === scenario.name ? (
                      <>
                        <button
                          type="button"
                          className="button danger"
                          disabled={reset.isPending}
                          onClick={() => {
                            setConfirming(null);
                            void reset.act(
                              scenario.name,
                              (answer) =>
                                `${where.charAt(0).toUpperCase()}${where.slice(1)} reset to ${answer.scenario} in ${answer.ms.toFixed(1)} ms`,
                            );
                          }}
                        >
                          Confirm reset<span className="sr-only"> to {scenario.name}</span>
                        </button>
                        <button type="button" className="button" onClick={() => setConfirming(null)}>
                          Keep the world
                        </button>
                      </>
                    ) : (
                      <button type="button" className="button" onClick={() => setConfirming(scenario.name)}>
                        Reset to {scenario.name}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </Panel>
  );
}
