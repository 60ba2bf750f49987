import { UPLOAD_STORE } from '@portal/contract/constants';
import type { World } from '../world/world.js';

/**
 * The uploaded files of a world (slips, chat media), served at /mock-assets/uploads/{id}. The id is 24
 * unguessable characters (144 random bits): the address is the only key to the file, so a file is reachable
 * only by whoever was given its address. A world keeps at most UPLOAD_STORE_BYTES and UPLOAD_STORE_FILES;
 * storing one more drops the oldest files until it fits (a dropped slip shows its placeholder image).
 */
export const UPLOAD_STORE_BYTES = UPLOAD_STORE.bytes;
export const UPLOAD_STORE_FILES = UPLOAD_STORE.files;

export interface StoredFile {
  mimeType: string;
  buffer: Uint8Array;
  name: string;
  /** The chat conversation it was uploaded for (its media message may name only its own uploads). */
  owner?: string;
}

export function uploadPath(id: string): string {
  return `/mock-assets/uploads/${id}`;
}

/** Keeps the file under a new unguessable id, dropping the oldest files first if the store is full. */
export function storeUpload(world: World, file: StoredFile): string {
  let total = file.buffer.length;
  for (const stored of world.files.values()) total += stored.buffer.length;
  for (const [id, stored] of world.files) {
    if (total <= UPLOAD_STORE_BYTES && world.files.size < UPLOAD_STORE_FILES) break;
    world.files.delete(id);
    total -= stored.buffer.length;
  }
  const id = world.unguessable.token(18);
  world.files.set(id, file);
  world.changed();
  return id;
}
