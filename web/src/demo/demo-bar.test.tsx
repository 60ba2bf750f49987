import type { DemoControl, DemoDrift, DemoState } from '@portal/mock-server/browser';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../i18n/texts';
import { describe, expect, it, vi } from 'vitest';
import th from '../i18n/locales/th/demo.json';
import { setupTestI18n } from '../test/i18n';
import { DemoBar } from './demo-bar';

/** The drift presets as the demo's control offers them (mock-server/src/browser/demo.ts DEMO_DRIFTS). */
const PRESETS: DemoDrift[] = ['unknownStatus', 'noLogos', 'newCategory', 'brokenEntry', 'otherDates', 'brokenInvite'];

/** A control over a world of nothing but drift presets, telling its listeners of each change. */
function fakeControl() {
  const listeners = new Set<() => void>();
  let drifts: DemoDrift[] = [];
  const changed = () => listeners.forEach((listener) => listener());
  const state = (): DemoState => ({
    scenario: 'default',
    now: Date.UTC(2026, 0, 2, 3, 4, 5),
    waitingSlips: 0,
    openQrs: 0,
    chatConnections: 0,
    lastOtp: null,
    drifts: [...drifts],
  });
  const control = {
    scenarios: [{ name: 'default', title: 'Default', login: null }],
    drifts: PRESETS,
    state,
    reset: vi.fn(async () => {}),
    advance: vi.fn(),
    payQr: vi.fn(() => false),
    decideSlips: vi.fn(() => 0),
    supportAnswer: vi.fn(() => false),
    setDrift: vi.fn(async (preset: DemoDrift | null) => {
      drifts = preset ? [...drifts.filter((on) => on !== preset), preset] : [];
      changed();
    }),
    unsetDrift: vi.fn(async (preset: DemoDrift) => {
      drifts = drifts.filter((on) => on !== preset);
      changed();
    }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: vi.fn(async () => {}),
    onReplacedByAnotherTab: vi.fn(),
  } satisfies DemoControl;
  return control;
}

async function renderBar() {
  const control = fakeControl();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const i18n = await setupTestI18n('th');
  render(
    <TextsProvider texts={i18n}>
      <DemoBar control={control} queryClient={queryClient} />
    </TextsProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: th.open }));
  const section = within(screen.getByRole('region', { name: new RegExp(`^${th.drift.title}`) }));
  const fold = section.getByRole('button', { name: new RegExp(`^${th.drift.title}`) });
  const preset = (name: DemoDrift) => section.getByRole('button', { name: th.drift.presets[name] });
  return { control, invalidate, user, section, fold, preset };
}

describe('the demo bar: a different backend', () => {
  it('is folded until asked for; then offers every preset, none pressed', async () => {
    const { user, section, fold, preset } = await renderBar();
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(section.queryByText(th.drift.note)).not.toBeInTheDocument();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(section.getByText(th.drift.note)).toBeInTheDocument();
    for (const name of PRESETS) expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
    expect(section.getByRole('button', { name: th.drift.contract })).toBeEnabled();
  });

  it('stays open, and says how many are on, while a drift is on', async () => {
    const { user, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('noLogos'));
    await user.click(preset('brokenEntry'));
    await waitFor(() => expect(fold).toHaveTextContent(th.drift.active_other.replace('{{count}}', '2')));
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(fold).toHaveTextContent(th.drift.active_other.replace('{{count}}', '2'));
  });

  it('a preset is set through the control, shown pressed, said, and the screens read again', async () => {
    const { control, invalidate, user, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('unknownStatus'));
    expect(control.setDrift).toHaveBeenCalledWith('unknownStatus');
    await waitFor(() => expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent(th.drift.shown.unknownStatus);
    expect(invalidate).toHaveBeenCalledTimes(1);

    // Presets add up, each shown pressed as the control says.
    await user.click(preset('noLogos'));
    await user.click(preset('brokenEntry'));
    await waitFor(() => expect(preset('brokenEntry')).toHaveAttribute('aria-pressed', 'true'));
    expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('noLogos')).toHaveAttribute('aria-pressed', 'true');
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('a pressed preset tapped again is taken off alone', async () => {
    const { control, invalidate, user, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('noLogos'));
    await user.click(preset('otherDates'));
    await waitFor(() => expect(preset('otherDates')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(preset('noLogos'));
    expect(control.unsetDrift).toHaveBeenCalledWith('noLogos');
    await waitFor(() => expect(preset('noLogos')).toHaveAttribute('aria-pressed', 'false'));
    expect(preset('otherDates')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(th.drift.off.replace('{{name}}', th.drift.presets.noLogos));
    // Each change, a preset off too, has the screens read again.
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('back to the contract takes off every drift and says so', async () => {
    const { control, invalidate, user, section, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('brokenInvite'));
    await user.click(preset('brokenEntry'));
    await user.click(section.getByRole('button', { name: th.drift.contract }));
    expect(control.setDrift).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(th.drift.restored));
    for (const name of PRESETS) expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});
