import { describe, expect, it } from 'vitest';
import { planSpin, sliceAt, wheelSize } from './wheel-math';

/** A seeded generator, so each case is the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the wheel lands on the slice the server chose', () => {
  for (let count = 2; count <= 16; count += 1) {
    it(`for every slice of ${count}, from wherever the wheel stands`, () => {
      const random = seeded(count);
      for (let index = 0; index < count; index += 1) {
        for (const from of [0, 17.5, 359, 1234.5, -90]) {
          const plan = planSpin(from, index, count, random);
          expect(sliceAt(plan.to, count), `slice ${index} from ${from}`).toBe(index);
          const travelled = plan.to - from;
          expect(travelled).toBeGreaterThanOrEqual(plan.turns * 360);
          expect(travelled).toBeLessThan((plan.turns + 1) * 360);
        }
      }
    });
  }

  it('never stops on a line between two slices', () => {
    const random = seeded(7);
    for (let run = 0; run < 500; run += 1) {
      const count = 2 + (run % 15);
      const plan = planSpin(run * 13, run % count, count, random);
      const size = 360 / count;
      const underPointer = (((-plan.to % 360) + 360) % 360) % size;
      expect(underPointer).toBeGreaterThan(size * 0.19);
      expect(underPointer).toBeLessThan(size * 0.81);
    }
  });
});

describe('the spin timing and the wheel size', () => {
  it('turns 2 or 3 times in 4 to 5 seconds × turns × 0.1', () => {
    expect(planSpin(0, 0, 8, () => 0)).toMatchObject({ turns: 2, durationMs: 800 });
    expect(planSpin(0, 0, 8, () => 0.999)).toMatchObject({ turns: 3, durationMs: 1500 });
  });

  it('is 350 px at most, and 85 % of a narrower window', () => {
    expect(wheelSize(1280)).toBe(350);
    expect(wheelSize(390)).toBe(331);
    expect(wheelSize(320)).toBe(272);
  });
});
