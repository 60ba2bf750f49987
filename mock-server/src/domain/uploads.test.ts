import { describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { buildWorld } from '../scenario/seed.js';
import { storeUpload, UPLOAD_STORE_BYTES, UPLOAD_STORE_FILES } from './uploads.js';

const MB = 1024 * 1024;
const file = (bytes: number, name: string) => ({ mimeType: 'video/mp4', buffer: new Uint8Array(bytes), name });
const totalBytes = (files: Map<string, { buffer: Uint8Array }>) =>
  [...files.values()].reduce((sum, f) => sum + f.buffer.length, 0);

describe('the upload store of a world', () => {
  it('keeps at most 32 MB: 30 uploads of 4 MB leave the newest 8, the oldest dropped first', () => {
    const world = buildWorld(defaultScenario);
    const ids = Array.from({ length: 30 }, (_, i) => storeUpload(world, file(4 * MB, `clip-${i}.mp4`)));
    expect(UPLOAD_STORE_BYTES).toBe(32 * MB);
    expect(totalBytes(world.files)).toBeLessThanOrEqual(UPLOAD_STORE_BYTES);
    expect([...world.files.keys()]).toEqual(ids.slice(22));
    expect([...world.files.values()].map((f) => f.name)).toEqual(
      Array.from({ length: 8 }, (_, i) => `clip-${22 + i}.mp4`),
    );
  });

  it('keeps at most UPLOAD_STORE_FILES files, however small', () => {
    const world = buildWorld(defaultScenario);
    let last = '';
    for (let i = 0; i < UPLOAD_STORE_FILES + 5; i += 1) last = storeUpload(world, file(1, `f${i}`));
    expect(world.files.size).toBe(UPLOAD_STORE_FILES);
    expect(world.files.has(last)).toBe(true);
  });

  it('names each file with 24 unguessable characters', () => {
    const world = buildWorld(defaultScenario);
    const ids = Array.from({ length: 50 }, () => storeUpload(world, file(1, 'x')));
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
