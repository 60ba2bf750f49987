import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsLeft, useSecondsLeft } from './countdown';

describe('the QR countdown', () => {
  it('counts whole seconds to the deadline, a part second as one, and stops at 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });

  it('reads mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(4500)).toBe('75:00');
  });

  describe('ticking', () => {
    beforeEach(() => vi.useFakeTimers({ now: 0 }));
    afterEach(() => vi.useRealTimers());

    it('ticks each second and is right at once after the tab slept', () => {
      const { result } = renderHook(() => useSecondsLeft(600_000));
      expect(result.current).toBe(600);
      act(() => void vi.advanceTimersByTime(3000));
      expect(result.current).toBe(597);
      // A sleeping tab gets no timers: the clock jumps 5 minutes with none fired, then the page is seen again.
      vi.setSystemTime(303_000);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(result.current).toBe(297);
    });

    it('is 0 with no deadline', () => {
      const { result } = renderHook(() => useSecondsLeft(null));
      expect(result.current).toBe(0);
    });
  });
});
