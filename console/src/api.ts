import { adminClient, type AdminClient } from '@portal/contract/admin';
import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** The default world: the one reached without a session (what `npm start` shows). */
export const DEFAULT_SESSION = 'default';

/** A client of the QA surface acting in a session (same origin: the mock server, or a proxy to it). */
export function clientFor(session: string): AdminClient {
  return adminClient('', { session: session === DEFAULT_SESSION ? null : session, credentials: 'omit' });
}

/** A field the server named in a refusal, and why when it says (a saved world's problems do). */
export interface FailureDetail {
  path: string;
  note: string | null;
}

/** A detail as the console writes it: the field, then why. */
export const describeDetail = (detail: FailureDetail) => (detail.note ? `${detail.path}: ${detail.note}` : detail.path);

/** An answer that is not the route's 200: its status and catalogue code, as the console shows them. */
export class AdminFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    /** The fields the server named (a refused body), first the one the message names. */
    readonly details: FailureDetail[] = [],
  ) {
    super(
      code
        ? `${code}${details.length > 0 ? ` at ${describeDetail(details[0])}` : ''} (HTTP ${status})`
        : status === 0
          ? 'No connection to the mock server'
          : `HTTP ${status}`,
    );
  }
}

/** The details of an error body that say where: each with a path, and a note when there is one. */
function detailsOf(body: unknown): FailureDetail[] {
  const details = (body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: { path?: unknown; note?: unknown } | null) =>
    typeof detail?.path === 'string'
      ? [{ path: detail.path, note: typeof detail.note === 'string' ? detail.note : null }]
      : [],
  );
}

/**
 * The body of a 200 answer, or an AdminFailure (a network failure is status 0). Everything the console
 * reads and writes goes through here, so failures look the same everywhere.
 */
export async function ok<T extends { status: number; body: unknown }>(
  call: Promise<T>,
): Promise<Extract<T, { status: 200 }>['body']> {
  let answer: T;
  try {
    answer = await call;
  } catch {
    throw new AdminFailure(0, null);
  }
  if (answer.status === 200) return answer.body as Extract<T, { status: 200 }>['body'];
  const message = (answer.body as { message?: unknown } | null)?.message;
  throw new AdminFailure(answer.status, typeof message === 'string' ? message : null, detailsOf(answer.body));
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 1_000 },
    mutations: { retry: 0 },
  },
});

export interface ConsoleSession {
  /** The session the panels act on. */
  session: string;
  client: AdminClient;
  choose(session: string): void;
}

export const SessionContext = createContext<ConsoleSession | null>(null);

export function useSession(): ConsoleSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the console');
  return value;
}

/** Query keys: per session, so switching sessions never shows another world's data. */
export const keys = {
  all: (session: string) => ['admin', session] as const,
  of: (session: string, name: string, ...rest: unknown[]) => ['admin', session, name, ...rest] as const,
};
