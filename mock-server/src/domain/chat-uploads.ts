import type { Member, UploadedFile, World } from '../world/world.js';
import { ApiError, fail } from './api-error.js';
import { CHAT_LIMITS, resolveOwner, type ChatOwner } from './chat.js';
import { takeAll } from './limits.js';
import { storeUpload, uploadPath } from './uploads.js';

/** The chat's media uploads (spec §5): what each route takes, checked by the file's name, type and bytes. */

/** What a file's first bytes say it is. Videos (mp4 and QuickTime) carry an `ftyp` box at byte 4. */
type Sniffed = 'png' | 'jpeg' | 'gif' | 'video';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

function sniff(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'video';
  return null;
}

/** What each upload route takes (spec §5): by extension and by declared type, each with the bytes it must hold. */
export const chatUploadKinds = {
  image: {
    extensions: { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif' },
    mimeTypes: { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/gif': 'gif' },
  },
  video: {
    extensions: { mp4: 'video', mov: 'video' },
    mimeTypes: { 'video/mp4': 'video', 'video/quicktime': 'video' },
  },
} as const satisfies Record<string, { extensions: Record<string, Sniffed>; mimeTypes: Record<string, Sniffed> }>;

/**
 * Stores an upload for a media message, for a member (token) or a visitor with an issued guest id (else
 * INVALID_USER_INFO). Every attempt counts against CHAT_LIMITS uploads (REQUEST_LIMIT). The router has
 * already refused a file over the route's size (FILE_TOO_LARGE). No file is KEY_MISSING, an empty one
 * KEY_INVALID; a name without an extension, an extension or type the route does not take, or first bytes
 * that are not what the extension and the type say, is FILE_NOT_SUPPORTED (spec §5). The file is served at
 * an unguessable address (uploads.ts).
 */
export function storeChatUpload(
  world: World,
  caller: { member: Member | null; guestId: string | null; client: string; clientId?: string },
  file: UploadedFile | null,
  kind: keyof typeof chatUploadKinds,
): { path: string } {
  const who = resolveOwner(world, caller.member, null, caller.guestId, caller.client);
  const announce = (status: 'sending' | 'failed') => {
    if (caller.clientId) world.events.emit('chatDelivery', who.owner, caller.clientId, status, null);
  };
  try {
    const stored = storeChecked(world, who, caller.client, file, kind);
    announce('sending');
    return stored;
  } catch (error) {
    announce('failed');
    throw error;
  }
}

function storeChecked(
  world: World,
  who: ChatOwner,
  client: string,
  file: UploadedFile | null,
  kind: keyof typeof chatUploadKinds,
): { path: string } {
  takeAll(
    world,
    [
      [`upload:owner:${who.owner}`, CHAT_LIMITS.uploadsPerOwner],
      [`upload:client:${client}`, CHAT_LIMITS.uploadsPerClient],
    ],
    'REQUEST_LIMIT',
  );
  if (!file) throw new ApiError('KEY_MISSING', [{ path: 'body.file', issue: 'missing' }]);
  const allowed: { extensions: Record<string, Sniffed>; mimeTypes: Record<string, Sniffed> } = chatUploadKinds[kind];
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.originalName)?.[1]?.toLowerCase() ?? '';
  const mimeType = file.mimeType.toLowerCase();
  const byExtension = Object.hasOwn(allowed.extensions, extension) ? allowed.extensions[extension] : undefined;
  const byType = Object.hasOwn(allowed.mimeTypes, mimeType) ? allowed.mimeTypes[mimeType] : undefined;
  if (!byExtension || !byType) fail('FILE_NOT_SUPPORTED');
  if (file.size === 0) throw new ApiError('KEY_INVALID', [{ path: 'body.file', issue: 'invalid' }]);
  if (byExtension !== byType || sniff(file.buffer) !== byType) fail('FILE_NOT_SUPPORTED');
  const id = storeUpload(world, {
    mimeType: mimeType === 'image/jpg' ? 'image/jpeg' : mimeType,
    buffer: file.buffer,
    name: file.originalName,
    owner: who.owner,
  });
  return { path: uploadPath(id) };
}
