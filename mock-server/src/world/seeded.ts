/** A generator of numbers in [0, 1) whose position can be read and set again (a saved world goes on drawing the same). */
export interface Seeded {
  (): number;
  state(): number;
  restore(state: number): void;
}

/** A small seeded generator (mulberry32): the same scenario spins and draws the same way. */
export function seeded(seed: number): Seeded {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Seeded;
  next.state = () => a;
  next.restore = (state) => {
    a = state >>> 0;
  };
  return next;
}
