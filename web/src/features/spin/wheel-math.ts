/**
 * The wheel's geometry (spec §2, §4 Spin, §9). Slices are drawn clockwise from the top, where the pointer is:
 * slice i spans [i·s, (i+1)·s) degrees of the wheel, s = 360 / count. Turning the wheel clockwise by R
 * degrees puts the wheel's angle (−R mod 360) under the pointer.
 */

/** The spin's easing (spec §9: a cubic-bezier): fast at first, a long slow landing. */
export const SPIN_EASING = 'cubic-bezier(0.17, 0.67, 0.16, 1)';

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The slice under the pointer with the wheel turned `rotation` degrees clockwise. */
export function sliceAt(rotation: number, count: number): number {
  const size = 360 / count;
  return Math.min(count - 1, Math.floor(mod(-rotation, 360) / size));
}

export interface SpinPlan {
  /** The wheel's rotation to animate to, in degrees (always past `from`). */
  to: number;
  /** Full turns before the landing: 2 or 3. */
  turns: number;
  /** Spec §9: a random 4 to 5 seconds, times the full turns, times 0.1 (0.8 s to 1.5 s). */
  durationMs: number;
}

/**
 * How to turn the wheel from `from` so it stops with slice `index` of `count` under the pointer: 2 or 3 full
 * turns, then on to a point inside the slice (away from its edges, so the pointer is never on a line).
 * `random` gives numbers in [0, 1).
 */
export function planSpin(from: number, index: number, count: number, random: () => number = Math.random): SpinPlan {
  const size = 360 / count;
  const turns = 2 + Math.floor(random() * 2);
  const inside = (0.2 + random() * 0.6) * size;
  const landing = mod(-(index * size + inside), 360);
  const to = from + turns * 360 + mod(landing - from, 360);
  const durationMs = Math.round((4 + random()) * turns * 0.1 * 1000);
  return { to, turns, durationMs };
}

/** The wheel's side in CSS pixels (spec §9): 350 at most, and 85 % of the window's width. */
export const wheelSize = (windowWidth: number) => Math.floor(Math.min(350, windowWidth * 0.85));
