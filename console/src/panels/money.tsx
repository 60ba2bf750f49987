import { outcomeSchemas, type AdminClient, type OutcomeKind } from '@portal/contract/admin';
import { QR_PROVIDERS } from '@portal/contract/constants';
import { slipReasonCodes } from '@portal/contract/errors';
import { useState } from 'react';
import { Card, Empty, Loaded, money, Panel, Table, worldTime } from '../components';
import { useNotices } from '../notices';
import { useWorldAction, useWorldRead } from '../world-hooks';

/** Money and events: what banks, providers and games decide, which the portal never sees happen. */
export default function MoneyPanel() {
  return (
    <Panel
      title="Money and events"
      help="Act as the bank, the provider or the game: pay an open QR, decide what the next slip or transfer does, win or lose inside a game, and read the OTPs the world sent."
    >
      <QrCodes />
      <Outcomes />
      <Play />
      <Otps />
    </Panel>
  );
}

function QrCodes() {
  const qrs = useWorldRead('qrcodes', (client) => client.qrcodes(), { refetchInterval: 2_000 });
  const pay = useWorldAction((client, qrcodeId: string) => client.payQr({ params: { qrcodeId } }));
  return (
    <Card title="QR deposits">
      <Loaded query={qrs}>
        {(data) =>
          data.qrcodes.length === 0 ? (
            <Empty>No QR yet: a member makes one from the deposit screen.</Empty>
          ) : (
            <Table
              columns={[
                'QR',
                'Member',
                { label: 'Amount', numeric: true },
                'Deadline',
                'State',
                { label: 'Actions', hidden: true },
              ]}
            >
              {data.qrcodes.slice(0, 20).map((qr) => (
                <tr key={qr.qrcodeId}>
                  <th scope="row">
                    {qr.provider} <code className="muted small">{qr.qrcodeId}</code>
                  </th>
                  <td>
                    <code>{qr.memberId}</code>
                  </td>
                  <td className="num">{money(qr.amount)}</td>
                  <td>{worldTime(qr.expiresAt)}</td>
                  <td>
                    <span
                      className={`pill ${qr.status === 'PAID' ? 'success' : qr.status === 'OPEN' ? 'info' : qr.status === 'FAILED' ? 'error' : ''}`}
                    >
                      {qr.status}
                    </span>
                  </td>
                  <td className="row-actions">
                    {qr.status === 'OPEN' && (
                      <button
                        type="button"
                        className="button primary"
                        disabled={pay.isPending}
                        onClick={() =>
                          void pay.act(qr.qrcodeId, (answer) =>
                            answer.status === 'PAID'
                              ? `QR paid: ${money(answer.amount)} credited; the wallet holds ${money(answer.wallet.amount)}`
                              : 'The payment failed, as armed: nothing was credited',
                          )
                        }
                      >
                        Pay<span className="sr-only"> the QR of {money(qr.amount)}</span>
                      </button>
                    )}
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

const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  slip: 'The next slip’s verdict',
  slipTime: 'When the next slip’s transfer was made (images without a time)',
  transfer: 'The next transfer to a game is refused by the provider',
  withdraw: 'The next withdrawal fails at payout (the money returns)',
  deposit: 'The next manual deposit fails',
  qr: 'The next QR fails',
};

function describeOutcome(outcome: Record<string, unknown>): string {
  switch (outcome.kind) {
    case 'slip':
      return outcome.status === 'SUCCESS'
        ? `slip read as ${money(outcome.amount as number)}`
        : `slip refused: ${outcome.note as string}`;
    case 'transfer':
      return `transfer refused${outcome.slotCode ? ` (to ${outcome.slotCode as string})` : ''}`;
    case 'slipTime':
      return `slip transferred ${outcome.minutesAgo as number} min before upload`;
    case 'qr':
      return `QR fails at ${outcome.stage as string}${outcome.provider ? ` (${outcome.provider as string})` : ''}`;
    default:
      return `${outcome.kind as string} fails`;
  }
}

/** Arms what the next operations do: a slip verdict, a refused transfer, a failed withdrawal, deposit or QR. */
function Outcomes() {
  const armed = useWorldRead('outcomes', (client) => client.outcomes(), { refetchInterval: 2_000 });
  const arm = useWorldAction((client, body: Parameters<AdminClient['armOutcome']>[0]['body']) =>
    client.armOutcome({ body }),
  );
  const disarm = useWorldAction((client, id: string) => client.disarmOutcome({ params: { id } }));
  const [kind, setKind] = useState<OutcomeKind>('slip');
  const [slipStatus, setSlipStatus] = useState<'SUCCESS' | 'FAILED'>('SUCCESS');
  const [amount, setAmount] = useState('500');
  const [note, setNote] = useState<string>(slipReasonCodes[0]);
  const [stage, setStage] = useState<'create' | 'pay'>('pay');
  const [provider, setProvider] = useState('');
  const [slotCode, setSlotCode] = useState('');
  const [minutesAgo, setMinutesAgo] = useState('90');
  const [count, setCount] = useState('1');
  const [error, setError] = useState<string | null>(null);

  const build = (): unknown => {
    const base = { kind, count: Number(count) };
    if (kind === 'slip')
      return slipStatus === 'SUCCESS'
        ? { ...base, status: 'SUCCESS', amount: Number(amount) }
        : { ...base, status: 'FAILED', note };
    if (kind === 'qr') return { ...base, stage, ...(provider && { provider }) };
    if (kind === 'transfer') return { ...base, ...(slotCode.trim() && { slotCode: slotCode.trim() }) };
    if (kind === 'slipTime') return { ...base, minutesAgo: Number(minutesAgo) };
    return base;
  };

  return (
    <Card title="What happens next">
      <form
        className="stack-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The kind's own schema: the union of every kind only says "Invalid input" when a field is wrong.
          const parsed = outcomeSchemas[kind].safeParse(build());
          if (!parsed.success) {
            setError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'outcome'}: ${issue.message}`)[0]);
            return;
          }
          setError(null);
          void arm.act(parsed.data, (answer) => `Armed: ${describeOutcome(answer.outcome as Record<string, unknown>)}`);
        }}
      >
        <label>
          <span>Outcome</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as OutcomeKind)}>
            {(Object.keys(OUTCOME_LABELS) as OutcomeKind[]).map((item) => (
              <option key={item} value={item}>
                {OUTCOME_LABELS[item]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'slip' && (
          <>
            <label>
              <span>Verdict</span>
              <select
                value={slipStatus}
                onChange={(event) => setSlipStatus(event.target.value as 'SUCCESS' | 'FAILED')}
              >
                <option value="SUCCESS">Read, credited</option>
                <option value="FAILED">Refused</option>
              </select>
            </label>
            {slipStatus === 'SUCCESS' ? (
              <label>
                <span>Amount read</span>
                <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
              </label>
            ) : (
              <label>
                <span>Reason</span>
                <select value={note} onChange={(event) => setNote(event.target.value)}>
                  {slipReasonCodes.map((code) => (
                    <option key={code}>{code}</option>
                  ))}
                </select>
              </label>
            )}
          </>
        )}
        {kind === 'qr' && (
          <>
            <label>
              <span>When</span>
              <select value={stage} onChange={(event) => setStage(event.target.value as 'create' | 'pay')}>
                <option value="pay">At payment</option>
                <option value="create">At creation (QR_FAIL)</option>
              </select>
            </label>
            <label>
              <span>Provider</span>
              <select value={provider} onChange={(event) => setProvider(event.target.value)}>
                <option value="">Any</option>
                {QR_PROVIDERS.map((item) => (
                  <option key={item}>{item}</option>
                ))}
              </select>
            </label>
          </>
        )}
        {kind === 'transfer' && (
          <label>
            <span>Only to game</span>
            <input value={slotCode} placeholder="any game" onChange={(event) => setSlotCode(event.target.value)} />
          </label>
        )}
        {kind === 'slipTime' && (
          <label>
            <span>Minutes before upload (over 60: EXPIRED_SLIP)</span>
            <input
              inputMode="numeric"
              value={minutesAgo}
              onChange={(event) => setMinutesAgo(event.target.value.replace(/\D/g, ''))}
            />
          </label>
        )}
        <label>
          <span>For the next</span>
          <input
            inputMode="numeric"
            className="ms-input"
            value={count}
            onChange={(event) => setCount(event.target.value.replace(/\D/g, ''))}
          />
          <span>operations</span>
        </label>
        <button type="submit" className="button primary">
          Arm
        </button>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <h3 className="subhead">Armed</h3>
      <Loaded query={armed}>
        {(data) =>
          data.outcomes.length === 0 ? (
            <Empty>Nothing armed: every operation goes its usual way.</Empty>
          ) : (
            <ul className="plain-list">
              {data.outcomes.map((outcome) => (
                <li key={outcome.id}>
                  <span>
                    {describeOutcome(outcome as unknown as Record<string, unknown>)}{' '}
                    <span className="muted small">({outcome.remaining} more)</span>
                  </span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void disarm.act(outcome.id, () => 'Disarmed')}
                  >
                    Disarm
                    <span className="sr-only"> {describeOutcome(outcome as unknown as Record<string, unknown>)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}

/** A win or a loss inside a game: moves the game account, counts toward refunds, turnover and invites. */
function Play() {
  const notices = useNotices();
  const members = useWorldRead('members', (client) => client.members());
  const play = useWorldAction((client, body: { phone: string; slotCode: string; result: number }) =>
    client.play({ body }),
  );
  const [memberId, setMemberId] = useState('');
  const [game, setGame] = useState('');
  const [amount, setAmount] = useState('100');
  return (
    <Card title="Win or lose in a game">
      <Loaded query={members}>
        {(data) => {
          const member = data.members.find((m) => m.id === memberId) ?? data.members[0];
          if (!member) return <Empty>No member in this world.</Empty>;
          const games = member.games.filter((g) => g.active);
          const chosenGame = games.find((g) => g.code === game) ?? games[0];
          const playFor = (sign: 1 | -1) => {
            const value = Number(amount);
            if (!chosenGame || !Number.isFinite(value) || value <= 0) {
              notices.say('error', 'Choose a game account and an amount above 0');
              return;
            }
            void play.act(
              { phone: member.phone, slotCode: chosenGame.code, result: sign * value },
              (answer) =>
                `${sign > 0 ? 'Won' : 'Lost'} ${money(value)} on ${answer.slotCode}: it holds ${money(answer.amount)}`,
            );
          };
          return (
            <form className="stack-form" onSubmit={(event) => event.preventDefault()}>
              <label>
                <span>Member</span>
                <select value={member.id} onChange={(event) => setMemberId(event.target.value)}>
                  {data.members.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name} ({m.phone})
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>Game account</span>
                <select value={chosenGame?.code ?? ''} onChange={(event) => setGame(event.target.value)}>
                  {games.length === 0 && <option value="">No active game account</option>}
                  {games.map((g) => (
                    <option key={g.code} value={g.code}>
                      {g.code} · {money(g.amount)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>Amount</span>
                <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
              </label>
              <button type="button" className="button primary" onClick={() => playFor(1)}>
                Win
              </button>
              <button type="button" className="button" onClick={() => playFor(-1)}>
                Lose
              </button>
            </form>
          );
        }}
      </Loaded>
    </Card>
  );
}

function Otps() {
  const otps = useWorldRead('otps', (client) => client.otps(), { refetchInterval: 2_000 });
  return (
    <Card title="OTPs sent">
      <Loaded query={otps}>
        {(data) =>
          data.otps.length === 0 ? (
            <Empty>No OTP sent yet: registration and password recovery send them.</Empty>
          ) : (
            <Table columns={['Phone', 'Code', 'Reference', 'Sent']}>
              {data.otps.map((otp) => (
                <tr key={otp.phone}>
                  <th scope="row">
                    <code>{otp.phone}</code>
                  </th>
                  <td>
                    <code className="otp">{otp.code}</code>
                  </td>
                  <td>{otp.otpRef}</td>
                  <td>{worldTime(otp.sentAt)}</td>
                </tr>
              ))}
            </Table>
          )
        }
      </Loaded>
    </Card>
  );
}
