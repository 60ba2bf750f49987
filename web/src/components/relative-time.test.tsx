import { act, render, screen } from '@testing-library/react';
import { TextsProvider } from '../i18n/texts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { RelativeTime } from './relative-time';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.useRealTimers());

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('RelativeTime', () => {
  it('says how long ago, and says it again as time passes', () => {
    vi.useFakeTimers();
    const start = new Date(2026, 10, 24, 10, 4, 5);
    vi.setSystemTime(start);
    render(
      <TextsProvider texts={i18n}>
        <RelativeTime at={start.getTime() - 58 * SECOND} />
      </TextsProvider>,
    );
    const words = () => document.querySelector('time')?.textContent;
    expect(words()).toBe('58 seconds ago');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(words()).toBe('59 seconds ago');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(words()).toBe('1 minute ago');
    act(() => vi.advanceTimersByTime(MINUTE - SECOND));
    expect(words()).toBe('1 minute ago');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(words()).toBe('2 minutes ago');
    // Left open for two hours, a minute at a time (each change sets the timer for the next).
    for (let minute = 0; minute < 118; minute += 1) act(() => vi.advanceTimersByTime(MINUTE));
    expect(words()).toBe('2 hours ago');
  });

  it('gives the exact time as the description of the words, and as their machine-readable time', () => {
    const at = new Date(2026, 10, 24, 10, 4, 5);
    render(
      <TextsProvider texts={i18n}>
        <RelativeTime at={at.getTime()} />
      </TextsProvider>,
    );
    const time = document.querySelector('time') as HTMLElement;
    expect(time).toHaveAccessibleDescription('24/11/2026 10:04:05');
    expect(time.getAttribute('datetime')).toBe(at.toISOString());
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('24/11/2026 10:04:05');
  });
});
