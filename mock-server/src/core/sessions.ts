import { IssuedTokens } from '../world/issued-tokens.js';
import { randomToken } from '../world/random.js';
import type { Passthrough } from './passthrough.js';
import type { WorldSlot } from './slot.js';
import type { World } from '../world/world.js';

/**
 * Simulator sessions: each has a world of its own, so parallel test runs (Playwright workers, QA people
 * sharing one mock server) never see each other's money, chat, faults or clock. A request names its session
 * with the `mock-session` cookie or the `x-mock-session` header; a request without one reaches the default
 * world. Sessions idle for SESSION_IDLE_MS are dropped, and at most MAX_SESSIONS live at once (creating one
 * more drops the one idle longest).
 */
export const SESSION_COOKIE = 'mock-session';
export const SESSION_HEADER = 'x-mock-session';
export const SESSION_IDLE_MS = 30 * 60_000;
export const MAX_SESSIONS = 64;

const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

export class Slot implements WorldSlot {
  private current: World;
  private readonly listeners = new Set<(world: World) => void>();
  lastUsed = Date.now();
  readonly createdAt = Date.now();
  /** Kept across resets: it says where routes go, not what the world holds. */
  passthrough: Passthrough | null = null;
  /** Kept across resets too: it says which routes exist, not what the world holds. */
  specOnly = false;

  constructor(
    readonly id: string,
    world: World,
    /** The simulator's register of issued tokens, which each world of the slot shares. */
    private readonly issued: IssuedTokens = world.issued,
  ) {
    world.issued = issued;
    this.current = world;
  }

  world(): World {
    return this.current;
  }

  /** Puts a new world in the slot and tells whoever listened to the old one. */
  replace(next: World): void {
    const previous = this.current;
    next.issued = this.issued;
    this.current = next;
    previous.dispose();
    this.listeners.forEach((listener) => listener(next));
  }

  onReplace(listener: (world: World) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.current.dispose();
    this.listeners.clear();
  }
}

/** The session a request reached, or the one it named that does not exist, and how it named it. */
export type SessionLookup = { slot: Slot } | { unknown: string; via: 'cookie' | 'header' };

export class Sessions {
  readonly defaultSlot: Slot;
  private readonly live = new Map<string, Slot>();
  /** Every token any world of these sessions issued (a passthrough never forwards one). */
  private readonly issued = new IssuedTokens();

  constructor(defaultWorld: World) {
    this.defaultSlot = new Slot('default', defaultWorld, this.issued);
  }

  create(world: World): Slot {
    this.prune();
    while (this.live.size >= MAX_SESSIONS) {
      const idlest = [...this.live.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
      this.delete(idlest.id);
    }
    const slot = new Slot(randomToken(12), world, this.issued);
    this.live.set(slot.id, slot);
    return slot;
  }

  get(id: string): Slot | undefined {
    const slot = this.live.get(id);
    if (slot && Date.now() - slot.lastUsed > SESSION_IDLE_MS) {
      this.delete(id);
      return undefined;
    }
    return slot;
  }

  delete(id: string): boolean {
    const slot = this.live.get(id);
    if (!slot) return false;
    this.live.delete(id);
    slot.dispose();
    return true;
  }

  list(): Slot[] {
    this.prune();
    return [...this.live.values()];
  }

  /** The session a request names by cookie or header; no name → the default world. */
  resolve(header: (name: string) => string | undefined): SessionLookup {
    const fromHeader = header(SESSION_HEADER);
    const id = fromHeader ?? COOKIE.exec(header('cookie') ?? '')?.[1];
    if (id === undefined) return { slot: this.defaultSlot };
    const slot = this.get(id);
    if (!slot) return { unknown: id, via: fromHeader === undefined ? 'cookie' : 'header' };
    slot.lastUsed = Date.now();
    return { slot };
  }

  dispose(): void {
    this.live.forEach((slot) => slot.dispose());
    this.live.clear();
    this.defaultSlot.dispose();
  }

  private prune(): void {
    const now = Date.now();
    for (const slot of [...this.live.values()]) if (now - slot.lastUsed > SESSION_IDLE_MS) this.delete(slot.id);
  }
}
