import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { errorBodySchema } from './error-body.js';
import { isErrorCode } from './errors.js';
import { readTolerant, TOLERATED_OUTCOMES, type Drift } from './tolerance.js';

/**
 * How a real backend's answer stands against the contract, read as the portal reads it: the drift check
 * (`npm run contract:check`) and the simulator's passthrough (mock-server/src/core/passthrough.ts) judge by it.
 *
 * pass: the answer keeps the contract. tolerated: it differs, but the portal's tolerant reading loses nothing a
 * screen shows (a decoration's fallback, an unknown value read as the spec says; a warning). drift: it breaks
 * the contract where a screen loses something (a list item, a part, the whole answer) or in its status or
 * error code. missing: the backend has no such route.
 */
export type Verdict = 'pass' | 'tolerated' | 'drift' | 'missing';

export interface Judged {
  verdict: Verdict;
  /** The differences, each named by its path and what the portal makes of it. */
  issues: string[];
  /** Error codes the answer carried that the catalogue does not know. */
  unknownCodes: string[];
}

function zodIssues(schema: ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
}

/** Checks one answer (its status and its body, parsed from JSON where it was JSON) against the route's responses. */
export function judge(route: AppRoute, status: number, body: unknown): Judged {
  const declared = route.responses[status as keyof typeof route.responses] as ZodTypeAny | undefined;
  const message = (body as { message?: unknown } | null)?.message;
  if (status === 404 && (typeof message !== 'string' || !isErrorCode(message)))
    return {
      verdict: 'missing',
      issues: [`404 without a catalogue code: the backend has no ${route.path}`],
      unknownCodes: [],
    };
  if (status >= 400) {
    const unknownCodes = typeof message === 'string' && !isErrorCode(message) ? [message] : [];
    const issues = declared
      ? zodIssues(declared, body)
      : [`status ${status} is not declared for this route`, ...zodIssues(errorBodySchema, body)];
    return { verdict: issues.length || unknownCodes.length ? 'drift' : 'pass', issues, unknownCodes };
  }
  if (!declared)
    return { verdict: 'drift', issues: [`status ${status} is not declared for this route`], unknownCodes: [] };
  if (zodIssues(declared, body).length === 0) return { verdict: 'pass', issues: [], unknownCodes: [] };
  // The answer differs: read as the portal reads it, each difference is tolerated or costs a screen something.
  const drifts: Drift[] = [];
  readTolerant(declared, body, (drift) => drifts.push(drift));
  const issues = drifts.map(
    // Told once each, as the portal tells them (a field broken in every item of a list is one line).
    (drift) =>
      `${drift.path || '(answer)'}: ${drift.problem}, ${TOLERATED_OUTCOMES.has(drift.outcome) ? 'tolerated' : 'breaking'} (${drift.outcome})`,
  );
  const breaking = drifts.some((drift) => !TOLERATED_OUTCOMES.has(drift.outcome));
  return { verdict: breaking ? 'drift' : 'tolerated', issues: [...new Set(issues)], unknownCodes: [] };
}
