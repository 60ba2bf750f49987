import type { Fault, FaultInput } from '@portal/contract/admin';

/**
 * The backends that drifted from the contract the presenter can show the portal against (README "Drift",
 * contract/src/drift.ts), each a drift fault on one route that answers until taken off: what the portal does
 * with each is decision 018's tolerant reading. The demo bar adds and removes them through the QA surface
 * (POST and DELETE /__admin/faults), as the console's fault panel does.
 */
export const DEMO_DRIFTS = {
  /** Statement statuses it does not know: the statement shows them as in progress. */
  unknownStatus: { route: 'statement.list', change: 'unknown-value', field: 'status', to: 'PENDING' },
  /** No game logos: the game cards show their colour and name without them. */
  noLogos: { route: 'wallet.get', change: 'null-field', field: 'logo' },
  /** A game category it does not know: those games go on an "Other games" shelf. */
  newCategory: { route: 'wallet.get', change: 'unknown-value', field: 'category', to: 'esport' },
  /** The newest statement entry with every field null: it is left out, and the list says one could not be shown. */
  brokenEntry: { route: 'statement.list', change: 'bad-item', field: 'statements' },
  /** Statement times written 02/01/2026 10:04: shown as they came. */
  otherDates: { route: 'statement.list', change: 'date-format', field: 'createdAt' },
  /** The invite's percentages as text (the wallet's only `success`): the home's invite box alone offers a retry. */
  brokenInvite: { route: 'wallet.get', change: 'retype-field', field: 'success' },
} as const satisfies Record<string, Omit<Extract<FaultInput, { kind: 'drift' }>, 'kind'>>;
export type DemoDrift = keyof typeof DEMO_DRIFTS;

/** The presets in the order the bar offers them. */
export const DEMO_DRIFT_NAMES = Object.keys(DEMO_DRIFTS) as DemoDrift[];

/** The fault that shows a preset. */
export const driftFault = (preset: DemoDrift): FaultInput => ({ kind: 'drift', ...DEMO_DRIFTS[preset] });

/** Whether a fault is the preset's: a drift of its route, change, field and value. */
export function isPreset(fault: Fault, preset: DemoDrift): boolean {
  const { route, change, field, to } = { to: null, ...DEMO_DRIFTS[preset] };
  return (
    fault.route === route && fault.drift?.change === change && fault.drift.field === field && fault.drift.to === to
  );
}

/** The presets a list of faults has on. */
export const presetsOn = (faults: readonly Fault[]): DemoDrift[] =>
  DEMO_DRIFT_NAMES.filter((preset) => faults.some((fault) => isPreset(fault, preset)));
