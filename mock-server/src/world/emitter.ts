type Listener = (...args: never[]) => void;

/** A small typed event emitter (the world's events), without Node's `events`, so the core runs in a browser. */
export class Emitter<Events extends Record<string, unknown[]>> {
  private readonly listeners = new Map<keyof Events, Set<Listener>>();

  on<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as unknown as Listener);
  }

  off<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): void {
    this.listeners.get(event)?.delete(listener as unknown as Listener);
  }

  emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as unknown as (...a: Events[K]) => void)(...args);
  }

  removeAllListeners(): void {
    this.listeners.clear();
  }
}
