import type { ErrorCode } from '@portal/contract/errors';
import { fail } from './api-error.js';
import type { World } from '../world/world.js';

/**
 * Rate limits on the world clock (a test or QA moves past a window by advancing it): at most `max` events
 * per `windowMs` for one key, such as `login:phone:0812345678` or `chat:client:203.0.113.7`. The counts live
 * beside the world, so a reset or a new session starts from zero. At most MAX_KEYS keys are kept per world;
 * beyond that the key used least recently is forgotten, so a flood of fresh keys cannot grow memory.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const MAX_KEYS = 10_000;
const hitsByWorld = new WeakMap<World, Map<string, number[]>>();

function keysOf(world: World): Map<string, number[]> {
  let keys = hitsByWorld.get(world);
  if (!keys) hitsByWorld.set(world, (keys = new Map()));
  return keys;
}

/** The key's events inside the window, and the key moved to the most recently used end. */
function recent(world: World, key: string, limit: RateLimit): number[] {
  const keys = keysOf(world);
  const now = world.clock.now();
  const hits = (keys.get(key) ?? []).filter((at) => at > now - limit.windowMs && at <= now);
  keys.delete(key);
  if (hits.length > 0) keys.set(key, hits);
  return hits;
}

export function isLimited(world: World, key: string, limit: RateLimit): boolean {
  return recent(world, key, limit).length >= limit.max;
}

/** The key's events inside the window (at most the limit's max are kept). */
export function countHits(world: World, key: string, limit: RateLimit): number {
  return recent(world, key, limit).length;
}

/** Counts one event for the key (keeping no more than the limit needs). */
export function recordHit(world: World, key: string, limit: RateLimit): void {
  const hits = recent(world, key, limit);
  hits.push(world.clock.now());
  if (hits.length > limit.max) hits.shift();
  const keys = keysOf(world);
  keys.set(key, hits);
  while (keys.size > MAX_KEYS) keys.delete(keys.keys().next().value as string);
}

export function forgetHits(world: World, key: string): void {
  keysOf(world).delete(key);
}

/**
 * One event against several limits at once: refused with `code` (nothing counted) when any key is at its
 * limit, otherwise counted for every key.
 */
export function takeAll(world: World, limits: readonly (readonly [string, RateLimit])[], code: ErrorCode): void {
  if (limits.some(([key, limit]) => isLimited(world, key, limit))) fail(code);
  for (const [key, limit] of limits) recordHit(world, key, limit);
}
