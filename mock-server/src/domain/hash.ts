/** 32-bit FNV-1a: a cheap, stable hash for picking and recognising things (no node:crypto in the domain). */

const OFFSET_BASIS = 0x811c9dc5;
const PRIME = 0x01000193;

export function fnv1a(bytes: Uint8Array): number {
  let hash = OFFSET_BASIS;
  for (let i = 0; i < bytes.length; i += 1) hash = Math.imul(hash ^ bytes[i], PRIME) >>> 0;
  return hash;
}

/** The same over a text's UTF-16 code units. */
export function fnv1aText(text: string): number {
  let hash = OFFSET_BASIS;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), PRIME) >>> 0;
  return hash;
}
