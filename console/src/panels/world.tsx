import { WorldSnapshot } from '@portal/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AdminFailure, clientFor, DEFAULT_SESSION, describeDetail, keys, ok, useSession } from '../api';
import { Card, Panel } from '../components';
import { useNotices } from '../notices';

/** The world as a file: saved to hand a bug's exact state on, loaded into this world or a new session. */
export default function WorldPanel() {
  const { session, client, choose } = useSession();
  const notices = useNotices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<'new' | 'this'>('new');
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's refusal of the last load, with every place it named (a hand-edited file may have many). */
  const [refused, setRefused] = useState<AdminFailure | null>(null);
  const fileId = useId();
  const where = session === DEFAULT_SESSION ? 'the default world' : `session ${session}`;

  const save = () =>
    notices.run(
      async () => {
        const snapshot = await ok(client.exportWorld());
        const blob = new Blob([JSON.stringify(snapshot, null, 1)], { type: 'application/json' });
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `world-${snapshot.scenario}-${snapshot.exportedAt.replace(/[:.]/g, '-')}.json`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
        return snapshot;
      },
      (snapshot) =>
        `Saved ${where} (${snapshot.scenario}, ${snapshot.tables.member?.length ?? 0} members)${snapshot.omittedFiles?.length ? `; ${snapshot.omittedFiles.length} large uploads left out` : ''}`,
    );

  const load = async () => {
    if (!file) {
      setProblem('Choose a saved world (.json) first.');
      return;
    }
    let parsed: WorldSnapshot;
    try {
      const result = WorldSnapshot.safeParse(JSON.parse(await file.text()));
      if (!result.success) {
        const issue = result.error.issues[0];
        setProblem(`This is not a saved world: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
        return;
      }
      parsed = result.data;
    } catch {
      setProblem('This file is not JSON.');
      return;
    }
    setProblem(null);
    setRefused(null);
    setBusy(true);
    await notices.run(
      async () => {
        let into = session;
        if (target === 'new') {
          const created = await ok(clientFor(DEFAULT_SESSION).createSession({ body: { scenario: parsed.scenario } }));
          into = created.id;
        }
        let answer: { scenario: string; members: number; ms: number };
        try {
          answer = await ok(clientFor(into).importWorld({ body: parsed }));
        } catch (error) {
          // The session made for it is of no use without the world: it goes too.
          if (into !== session) await clientFor(DEFAULT_SESSION).deleteSession({ params: { id: into } });
          if (error instanceof AdminFailure && error.details.length > 0) setRefused(error);
          throw error;
        }
        if (into !== session) choose(into);
        else await queryClient.invalidateQueries({ queryKey: keys.all(session) });
        return { ...answer, into };
      },
      (answer) =>
        `Loaded into ${answer.into === DEFAULT_SESSION ? 'the default world' : `session ${answer.into}`}: ${answer.members} members, in ${answer.ms.toFixed(0)} ms`,
    );
    setBusy(false);
  };

  return (
    <Panel
      title="World"
      help="A saved world holds everything that decides what happens next: members and money, statements, chats, the clock, flags, scheduled events, faults, armed outcomes and uploads. Hand it to a developer with the bug."
    >
      <Card title={`Save ${where}`}>
        <p className="muted">
          Downloads a JSON file. It holds the members' passwords as the simulator keeps them: share it like test data,
          not like a secret.
        </p>
        <button type="button" className="button primary" onClick={() => void save()}>
          Save as JSON
        </button>
      </Card>
      <Card title="Load a saved world">
        <form
          className="stack-form"
          onSubmit={(event) => {
            event.preventDefault();
            void load();
          }}
        >
          <label htmlFor={fileId}>
            <span>Saved world</span>
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            aria-invalid={problem !== null || refused !== null}
            aria-describedby={problem ? `${fileId}-problem` : refused ? `${fileId}-refused` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              setRefused(null);
            }}
          />
          <fieldset className="choice">
            <legend>Into</legend>
            <label>
              <input type="radio" name="target" checked={target === 'new'} onChange={() => setTarget('new')} />
              <span>A new session (the console switches to it)</span>
            </label>
            <label>
              <input type="radio" name="target" checked={target === 'this'} onChange={() => setTarget('this')} />
              <span>This world ({where}), replacing it</span>
            </label>
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            Load
          </button>
          {problem && (
            <p id={`${fileId}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          )}
          {refused && (
            <div id={`${fileId}-refused`} className="field-error" role="alert">
              <p>
                The mock server refused this world ({refused.code ?? `HTTP ${refused.status}`}):{' '}
                {refused.details.length === 1 ? 'one problem' : `${refused.details.length} problems`}
              </p>
              <ul>
                {refused.details.map((detail) => (
                  <li key={`${detail.path} ${detail.note ?? ''}`}>{describeDetail(detail)}</li>
                ))}
              </ul>
            </div>
          )}
        </form>
      </Card>
    </Panel>
  );
}
