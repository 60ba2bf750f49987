import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { describe } from '@portal/contract/tolerance';
import type { z, ZodTypeAny } from 'zod';
import { failureOf } from '../../api/failure';
import { readBody } from '../../api/reading';
import type { KeyIn } from '../../i18n/keys';

/** How the chat reads what arrives on its socket, what it says of a failed send, and which files it takes. */

/** A socket event's payload read tolerantly by its schema (contract/src/realtime.ts), or null when it cannot be. */
export function readEvent<S extends ZodTypeAny>(event: string, schema: S, payload: unknown): z.output<S> | null {
  const read = readBody(`socket ${event}`, describe(schema), payload);
  return read ? (read.value as z.output<S>) : null;
}

/** The error text of a failed send or upload: a chat key for the codes a player can act on. */
export function sendErrorKey(error: unknown): KeyIn<'chat'> {
  const failure = failureOf(error);
  if (failure.kind === 'network') return 'error.network';
  if (failure.kind === 'code') {
    if (failure.code === 'FILE_TOO_LARGE') return 'error.tooLarge';
    if (failure.code === 'FILE_NOT_SUPPORTED') return 'error.notSupported';
    if (failure.code === 'MESSAGE_TOO_LONG') return 'error.tooLong';
    if (failure.code === 'REQUEST_LIMIT') return 'error.tooFast';
  }
  return 'error.send';
}

export const isNetwork = (error: unknown) => failureOf(error).kind === 'network';

export const hasCode = (error: unknown, code: string) => {
  const failure = failureOf(error);
  return failure.kind === 'code' && failure.code === code;
};

/** Which upload route takes a file, and its limit, by its extension and type (spec §5); null: not supported. */
export function fileKind(file: File): { kind: 'image' | 'video'; maxBytes: number } | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(UPLOAD_LIMITS.chatExtensions as readonly string[]).includes(extension)) return null;
  if (file.type && !(UPLOAD_LIMITS.chatMimeTypes as readonly string[]).includes(file.type.toLowerCase())) return null;
  const video = extension === 'mp4' || extension === 'mov';
  return video
    ? { kind: 'video', maxBytes: UPLOAD_LIMITS.chatVideoBytes }
    : { kind: 'image', maxBytes: UPLOAD_LIMITS.chatImageBytes };
}
