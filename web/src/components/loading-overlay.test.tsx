import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { LoadingOverlay } from './loading-overlay';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.useRealTimers());

const overlay = (active: boolean) => (
  <I18nextProvider i18n={i18n}>
    <LoadingOverlay active={active} />
  </I18nextProvider>
);

describe('LoadingOverlay', () => {
  it('stays hidden for a quick answer and appears only after 200 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(overlay(true));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(overlay(false));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(overlay(true));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(overlay(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
