import { isErrorCode, type ErrorCode } from '@portal/contract/errors';
import { ContractMismatchError, NetworkError } from './client';

/**
 * What went wrong, as the one thing the UI maps to a text: a catalogue code, a raw server message the
 * catalogue does not know (shown as it is, spec §8), or a client-side failure.
 */
export type Failure =
  | { kind: 'code'; code: ErrorCode }
  | { kind: 'raw'; message: string }
  | { kind: 'network'; reason: NetworkError['reason'] }
  | { kind: 'unexpected' };

/**
 * A refusal a server put in a 200's body (a spin result with success false, spec §3): read as the code it
 * names, like an error body.
 */
export class RefusedInAnswer extends Error {
  readonly body: { message: string };
  constructor(code: string) {
    super(code);
    this.body = { message: code };
  }
}

export function failureOf(error: unknown): Failure {
  if (error instanceof NetworkError) return { kind: 'network', reason: error.reason };
  if (error instanceof ContractMismatchError) return { kind: 'unexpected' };
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const message = (error.body as { message?: unknown } | null)?.message;
    if (isErrorCode(message)) return { kind: 'code', code: message };
    if (typeof message === 'string' && message.trim() !== '') return { kind: 'raw', message };
  }
  return { kind: 'unexpected' };
}
