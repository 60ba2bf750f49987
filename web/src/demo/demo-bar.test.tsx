import { adminClient } from '@portal/contract/admin';
import type { DemoControl, DemoDrift } from '@portal/mock-server/browser';
import { DEMO_DRIFT_NAMES, presetsOn } from '@portal/mock-server/demo-drifts';
import { inProcessSimulator } from '@portal/mock-server/in-process';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../i18n/texts';
import { describe, expect, it, vi } from 'vitest';
import th from '../i18n/locales/th/demo.json';
import { setupTestI18n } from '../test/i18n';
import { DemoBar } from './demo-bar';

const PRESETS = DEMO_DRIFT_NAMES;

/**
 * The demo's control over a simulator in this process: the bar drives it through the QA surface as in the
 * page, and its listeners hear of each write (browser/demo.ts tells them after each QA write).
 */
function simulatedControl() {
  const simulator = inProcessSimulator('default');
  const listeners = new Set<() => void>();
  const control: DemoControl = {
    // As in the page: a write is told to the listeners once answered; a read is not (the bar reads on each).
    admin: adminClient('http://portal.test', {
      fetch: async (path, init) => {
        const answer = await simulator.qaFetch(path, init);
        if ((init?.method ?? 'GET') !== 'GET') listeners.forEach((listener) => listener());
        return answer;
      },
    }),
    scenarios: [{ name: 'default', title: 'Default', login: null }],
    drifts: PRESETS,
    chatConnections: () => 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: async () => {},
    onReplacedByAnotherTab: () => undefined,
  };
  /** The presets the world has on, as its faults say. */
  const on = () => presetsOn(simulator.world().faults.list);
  return { control, on, simulator };
}

async function renderBar() {
  const { control, on, simulator } = simulatedControl();
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
  return { on, invalidate, user, section, fold, preset, simulator };
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

  it('a preset is set on the world through the QA surface, shown pressed, said, and the screens read again', async () => {
    const { on, invalidate, user, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('unknownStatus'));
    await waitFor(() => expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'true'));
    expect(on()).toEqual(['unknownStatus']);
    expect(screen.getByRole('status')).toHaveTextContent(th.drift.shown.unknownStatus);
    expect(invalidate).toHaveBeenCalledTimes(1);

    // Presets add up, each shown pressed as the control says.
    await user.click(preset('noLogos'));
    await user.click(preset('brokenEntry'));
    await waitFor(() => expect(preset('brokenEntry')).toHaveAttribute('aria-pressed', 'true'));
    expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('noLogos')).toHaveAttribute('aria-pressed', 'true');
    expect(on()).toEqual(['unknownStatus', 'noLogos', 'brokenEntry']);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('a pressed preset tapped again is taken off alone', async () => {
    const { on, invalidate, user, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('noLogos'));
    await user.click(preset('otherDates'));
    await waitFor(() => expect(preset('otherDates')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(preset('noLogos'));
    await waitFor(() => expect(preset('noLogos')).toHaveAttribute('aria-pressed', 'false'));
    expect(on()).toEqual(['otherDates']);
    expect(preset('otherDates')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(th.drift.off.replace('{{name}}', th.drift.presets.noLogos));
    // Each change, a preset off too, has the screens read again.
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('back to the contract takes off every drift and says so', async () => {
    const { on, invalidate, user, section, fold, preset } = await renderBar();
    await user.click(fold);
    await user.click(preset('brokenInvite'));
    await user.click(preset('brokenEntry'));
    await waitFor(() => expect(preset('brokenEntry')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(section.getByRole('button', { name: th.drift.contract }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(th.drift.restored));
    expect(on()).toEqual([]);
    for (const name of PRESETS) expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});

describe('the demo bar: a world file', () => {
  it('replaces the world with a saved or captured one, says so, and the screens read it', async () => {
    const { user, invalidate, simulator } = await renderBar();
    const exported = await simulator.admin.exportWorld();
    if (exported.status !== 200) throw new Error('the QA surface refused');
    const saved = exported.body;
    saved.tables.member[0].walletMinor = 4_321_00;
    const file = new File([JSON.stringify(saved)], 'member.world.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText(th.loadWorld), file);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        th.worldLoaded.replace('{{members}}', String(saved.tables.member.length)),
      ),
    );
    expect(simulator.world().db.member.getAll()[0].walletMinor).toBe(4_321_00);
    expect(invalidate).toHaveBeenCalled();
  });

  it('says a file is not a world it can load, and keeps the world', async () => {
    const { user, simulator } = await renderBar();
    const before = simulator.world();
    await user.upload(
      screen.getByLabelText(th.loadWorld),
      new File(['{"format":"something else"}'], 'other.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(th.worldRefused));
    expect(simulator.world()).toBe(before);
  });
});
