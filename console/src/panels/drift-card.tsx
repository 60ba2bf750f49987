import type { FaultInput } from '@portal/contract/admin';
import { DRIFT_CHANGES, EXTRA_FIELD, FIELD_DRIFTS, UNKNOWN_VALUE, type DriftChange } from '@portal/contract/drift';
import { isErrorCode } from '@portal/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ok, useSession } from '../api';
import { Empty } from '../components';
import { useNotices } from '../notices';

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

/** The `to` input of the changes that take one: its label, whether it is required, and what it defaults to. */
const TO_INPUTS: Partial<Record<DriftChange, { label: string; required: boolean; placeholder: string }>> = {
  'rename-field': { label: 'New name', required: true, placeholder: 'the new name' },
  'unknown-value': { label: 'Value sent', required: false, placeholder: UNKNOWN_VALUE },
  'extra-field': { label: 'Added field', required: false, placeholder: EXTRA_FIELD },
};

const UNKNOWN_CODE = /^[A-Za-z0-9_]{1,60}$/;

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
  const missing = [
    FIELD_DRIFTS.has(change) && !field && 'a field',
    TO_INPUTS[change]?.required && !to && 'a new name (to)',
    change === 'unknown-code' && !unknownCode && 'an unknown code',
  ].filter(Boolean);
  if (!route) return 'Choose the route that drifts';
  if (missing.length > 0) return `${change} needs ${missing.join(' and ')}`;
  if (change === 'unknown-code') {
    if (!UNKNOWN_CODE.test(unknownCode)) return 'An unknown code is letters, digits and _ only (at most 60)';
    if (isErrorCode(unknownCode)) return `${unknownCode} is a code the catalogue has: use an error fault for it`;
  }
  return {
    kind: 'drift',
    change,
    route,
    ...(FIELD_DRIFTS.has(change) && { field }),
    ...(TO_INPUTS[change] && to && { to }),
    ...(change === 'unknown-code' && { unknownCode }),
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
export function DriftForm(props: { routes: { name: string }[]; onChange: () => void }) {
  const { client } = useSession();
  const notices = useNotices();
  const [route, setRoute] = useState(props.routes[0]?.name ?? '');
  const [change, setChange] = useState<DriftChange>('null-field');
  const [field, setField] = useState('');
  const [to, setTo] = useState('');
  const [unknownCode, setUnknownCode] = useState('');
  const add = useMutation({ mutationFn: (body: DriftInput) => ok(client.addFault({ body })) });
  if (props.routes.length === 0) return <Empty>No route to drift.</Empty>;
  const toInput = TO_INPUTS[change];
  return (
    <>
      <p className="muted small">
        The route answers as a backend that drifted from the contract would. A field change acts on every field of that
        name, at any depth, of a successful answer; one drift answers a call (the first set on the route).
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
          void notices
            .run(
              () => add.mutateAsync(input),
              () => describeDrift(input),
            )
            .then(props.onChange);
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
        {FIELD_DRIFTS.has(change) && (
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
        {toInput && (
          <label>
            <span>{toInput.label}</span>
            <input
              value={to}
              required={toInput.required}
              maxLength={100}
              placeholder={toInput.placeholder}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
        )}
        {change === 'unknown-code' && (
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
