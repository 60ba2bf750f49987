import type { FaultInput } from '@portal/contract/admin';
import {
  DRIFT_CHANGES,
  DRIFT_INPUTS,
  EXTRA_FIELD,
  UNKNOWN_CODE_PATTERN,
  UNKNOWN_VALUE,
  type DriftChange,
} from '@portal/contract/drift';
import { isErrorCode } from '@portal/contract/errors';
import { useState } from 'react';
import { Empty } from '../components';
import { useNotices } from '../notices';
import { useWorldAction } from '../world-hooks';

type DriftInput = Extract<FaultInput, { kind: 'drift' }>;

/** What each change does to the route's answers (contract/src/drift.ts), as the change select shows it. */
const DRIFT_HINTS: Record<DriftChange, string> = {
  'rename-field': 'the field under another name',
  'retype-field': 'a number as a string, anything else as a number',
  'null-field': 'the field is null',
  'drop-field': 'the field is left out',
  'unknown-value': 'a value no enumeration of the contract has',
  'date-format': 'an ISO time written 02/01/2026 10:04',
  'bad-item': 'the list’s first item with every field null',
  'extra-field': 'every object gains a field the contract does not know',
  'unknown-code': '422 with an error code the catalogue does not have',
  'remove-route': 'a plain 404: the backend has no such route',
};

/** How the `to` input reads for the changes that take one (which take it, and whether they need it: DRIFT_INPUTS). */
const TO_LABELS: Partial<Record<DriftChange, { label: string; placeholder: string }>> = {
  'rename-field': { label: 'New name', placeholder: 'the new name' },
  'unknown-value': { label: 'Value sent', placeholder: UNKNOWN_VALUE },
  'extra-field': { label: 'Added field', placeholder: EXTRA_FIELD },
};

/**
 * The drift fault of the typed values, or why the server would refuse it (as mock-server's faultProblems
 * does): a field change needs its field, rename-field its new name, unknown-code a code the catalogue lacks.
 * Only what the change takes is sent.
 */
function driftInput(
  route: string,
  change: DriftChange,
  typed: { field: string; to: string; unknownCode: string },
): DriftInput | string {
  const field = typed.field.trim();
  const to = typed.to.trim();
  const unknownCode = typed.unknownCode.trim();
  const takes = DRIFT_INPUTS[change];
  const missing = [
    takes.field === 'required' && !field && 'a field',
    takes.to === 'required' && !to && 'a new name (to)',
    takes.unknownCode === 'required' && !unknownCode && 'an unknown code',
  ].filter(Boolean);
  if (!route) return 'Choose the route that drifts';
  if (missing.length > 0) return `${change} needs ${missing.join(' and ')}`;
  if (change === 'unknown-code') {
    if (!UNKNOWN_CODE_PATTERN.test(unknownCode)) return 'An unknown code is letters, digits and _ only (at most 60)';
    if (isErrorCode(unknownCode)) return `${unknownCode} is a code the catalogue has: use an error fault for it`;
  }
  return {
    kind: 'drift',
    change,
    route,
    ...(takes.field && { field }),
    ...(takes.to && to && { to }),
    ...(takes.unknownCode && { unknownCode }),
  };
}

/** How a notice names an added drift: "Drift null-field on wallet.get (field logo)". */
function describeDrift(input: DriftInput): string {
  const details = [
    input.field && `field ${input.field}`,
    input.to && `to ${input.to}`,
    input.unknownCode && `code ${input.unknownCode}`,
  ].filter(Boolean);
  return `Drift ${input.change} on ${input.route}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/** Adds a drift fault to a route: it answers as a backend that drifted from the contract would. */
export function DriftForm(props: { routes: { name: string }[] }) {
  const notices = useNotices();
  const [route, setRoute] = useState(props.routes[0]?.name ?? '');
  const [change, setChange] = useState<DriftChange>('null-field');
  const [field, setField] = useState('');
  const [to, setTo] = useState('');
  const [unknownCode, setUnknownCode] = useState('');
  const add = useWorldAction((client, body: DriftInput) => client.addFault({ body }));
  if (props.routes.length === 0) return <Empty>No route to drift.</Empty>;
  const takes = DRIFT_INPUTS[change];
  const toLabel = TO_LABELS[change];
  return (
    <>
      <p className="muted small">
        The route answers as a backend that drifted from the contract would. A field change acts on every field of that
        name, at any depth, of a successful answer; the drifts of a route add up, in the order set.
      </p>
      <form
        className="inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const input = driftInput(route, change, { field, to, unknownCode });
          if (typeof input === 'string') {
            notices.say('error', input);
            return;
          }
          void add.act(input, () => describeDrift(input));
        }}
      >
        <label>
          <span>Route</span>
          <select value={route} onChange={(event) => setRoute(event.target.value)}>
            {props.routes.map((item) => (
              <option key={item.name}>{item.name}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Change</span>
          <select value={change} onChange={(event) => setChange(event.target.value as DriftChange)}>
            {DRIFT_CHANGES.map((item) => (
              <option key={item} value={item}>
                {item} — {DRIFT_HINTS[item]}
              </option>
            ))}
          </select>
        </label>
        {takes.field && (
          <label>
            <span>Field</span>
            <input
              value={field}
              required
              maxLength={100}
              placeholder={change === 'bad-item' ? 'a list, such as items' : 'status'}
              onChange={(event) => setField(event.target.value)}
            />
          </label>
        )}
        {takes.to && toLabel && (
          <label>
            <span>{toLabel.label}</span>
            <input
              value={to}
              required={takes.to === 'required'}
              maxLength={100}
              placeholder={toLabel.placeholder}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
        )}
        {takes.unknownCode && (
          <label>
            <span>Unknown code</span>
            <input
              value={unknownCode}
              required
              maxLength={60}
              placeholder="LEGACY_CODE"
              onChange={(event) => setUnknownCode(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button" disabled={add.isPending}>
          Add drift
        </button>
      </form>
    </>
  );
}
