import type { PassthroughRecord } from '@portal/contract/admin';
import type { SlipOutcome } from '../scenario/scenario.js';

/** A file a request carried (slip, chat media), as the domain sees it: no transport types. */
export interface UploadedFile {
  originalName: string;
  mimeType: string;
  size: number;
  buffer: Uint8Array;
}

/** One way the answer broke the contract: where, and what the contract expected there. */
export interface ContractIssue {
  path: string;
  message: string;
}

/** An HTTP request the world answered (the QA console's journal; the request log prints the same). */
export interface HttpJournalEntry {
  kind: 'http';
  /** Order of recording in the world: the journal's cursor. */
  id: number;
  /** World time of the answer, ms (the QA surface writes it as an ISO time). */
  at: number;
  method: string;
  /** Secret path parameters, and known secrets anywhere in it, are replaced by [redacted] (redaction.ts). */
  path: string;
  /** The query string without `?`. */
  search: string;
  /** The contract name of the route (wallet.transfer), or null when none matched. */
  route: string | null;
  status: number;
  code: string | null;
  ms: number;
  /** The faults that fired on this request (`f1:delay`), or null. */
  fault: string | null;
  /** The JSON body as received (an upload: its file's name, type and size), or null; redacted and cut (journal.ts). */
  request: unknown;
  /**
   * The answer's text as sent (or, when it broke the contract, as the route gave it), or null; a long one, or
   * one holding a secret of the request, redacted and cut, else redacted when read.
   */
  response: string | null;
  /** How the route's answer broke the contract (answered 500 instead), or null. */
  violation: ContractIssue[] | null;
  /** A call that passed through to the real backend: how its answer was read (absent or null: simulated). */
  passthrough?: PassthroughRecord | null;
}

/** A frame on a chat socket: joined, left, or an event in either direction. */
export interface SocketJournalEntry {
  kind: 'socket';
  id: number;
  at: number;
  /** in: from the player's app; out: to it; connect and disconnect: the socket itself. */
  direction: 'in' | 'out' | 'connect' | 'disconnect';
  event: string;
  /** Whose socket: the member id or the guest id. */
  owner: string;
  payload: unknown;
}

export type JournalEntry = HttpJournalEntry | SocketJournalEntry;

/**
 * Something the world will do at a given time, as plain data (so it can be listed, reported and saved): a
 * deposit confirmed or failed, a withdrawal paid out or returned, a slip read, an open QR expiring.
 * domain/pending.ts carries them out.
 */
export type PendingEvent =
  | {
      kind: 'deposit' | 'withdrawal';
      at: number;
      memberId: string;
      statementId: string;
      amountMinor: number;
      status: 'SUCCESS' | 'FAILED';
    }
  | { kind: 'slip'; at: number; memberId: string; slipId: string; outcome: SlipOutcome }
  | { kind: 'qrExpiry'; at: number; memberId: string; qrcodeId: string };

/** What happened when a pending event fell due (null when it found nothing left to do). */
export interface SettledEvent {
  at: number;
  kind: PendingEvent['kind'];
  memberId: string;
  /** The statement entry, slip or QR it settled. */
  subject: string;
  outcome: 'SUCCESS' | 'FAILED' | 'EXPIRED';
  amountMinor: number;
  /** A failed slip's reason code. */
  note: string | null;
}

/** What the realtime layer and the admin surface hear from the domain. */
export type WorldEvents = {
  chatMessage: [owner: string, conversationId: string];
  /** Messages up to `upTo` were read: the customer's support messages (customer) or the customer's (support). */
  chatRead: [owner: string, upTo: number, reader: 'customer' | 'support'];
  /**
   * The owner's sockets are cut: `closed` when the conversation ended for good (a guest id adopted by a
   * member), else a dropped connection QA caused (the client reconnects and catches up).
   */
  chatClosed: [owner: string];
  chatDropped: [owner: string];
  /** A media message's upload, by the client id it will carry (contract realtime `delivery`). */
  chatDelivery: [
    owner: string,
    clientId: string,
    status: 'sending' | 'failed' | 'succeed',
    conversationId: string | null,
  ];
  /** Support started (true) or stopped (false) writing to the owner. */
  chatTyping: [owner: string, typing: boolean];
};
