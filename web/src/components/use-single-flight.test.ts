import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs the action once for a double tap, and again once the first run is over', async () => {
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleFlight(action));
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current();
      void result.current();
    });
    expect(action).toHaveBeenCalledTimes(1);
    finish();
    await act(() => first!);
    await act(async () => {
      const again = result.current();
      finish();
      await again;
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('lets the action run again after it failed', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSingleFlight(action));
    await act(() => expect(result.current()).rejects.toThrow('refused'));
    await act(() => result.current());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
