import type { World } from '../world/world.js';
import type { Passthrough } from './passthrough.js';

/**
 * Where a world lives: the default slot, or one simulator session (a cookie or header names it). A reset
 * replaces the slot's world; whatever listens to a world's events (the chat socket) moves with it.
 */
export interface WorldSlot {
  /** `default`, or the session id. */
  readonly id: string;
  world(): World;
  /** Puts a new world in the slot (a reset, a loaded save); the old one is disposed. */
  replace(next: World): void;
  /** Calls the listener with each new world after a reset; returns the unsubscribe. */
  onReplace(listener: (world: World) => void): () => void;
  /** The routes this slot sends to a real backend (the Node server's sessions only; none: all simulated). */
  passthrough?: Passthrough | null;
  /**
   * Whether the slot answers as a backend with only the spec's routes would: every route the contract adds
   * (RouteMeta.addition) is 404 NO_DATA, as an unknown path is (`--spec-only`, a session's `specOnly`).
   */
  specOnly?: boolean;
}
