import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock, HOUR } from './clock.js';

afterEach(() => vi.useRealTimers());

describe('the world clock', () => {
  it('frozen at a time, stands at that time however much real time passed since it was made', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clock = new Clock(5_000_000);
    vi.advanceTimersByTime(37);
    clock.freezeAt(5_000_000);
    vi.advanceTimersByTime(1_000);
    expect(clock.now()).toBe(5_000_000);
    expect(clock.advance(HOUR)).toBe(5_000_000 + HOUR);
  });

  it('frozen where it stands, then let go, flows on from there', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clock = new Clock(5_000_000);
    vi.advanceTimersByTime(10);
    clock.freeze();
    vi.advanceTimersByTime(500);
    expect(clock.now()).toBe(5_000_010);
    clock.unfreeze();
    vi.advanceTimersByTime(20);
    expect(clock.now()).toBe(5_000_030);
  });
});
