import type { PendingEvent } from '@portal/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { worldTime } from '../components';
import { answer, type CallInput, expectNotice, fakeClient, NOW, refusal, renderPanel } from '../test-utils';
import ClockPanel from './clock';

const LATER = '2026-11-24T12:30:00.000Z';

const PENDING: z.infer<typeof PendingEvent>[] = [
  { at: '2026-11-24T10:15:00.000Z', kind: 'qrExpiry', memberId: 'M10001', subject: 'qr-1' },
  { at: '2026-11-24T11:00:00.000Z', kind: 'withdrawal', memberId: 'M10002', subject: 'st-9' },
];

/** A world's clock: it reads as set, and moves on or freezes when told. */
function clockWorld(options: { frozen?: boolean; pending?: typeof PENDING; settled?: unknown[] } = {}) {
  const state = { now: NOW, frozen: options.frozen ?? false, pending: options.pending ?? [] };
  return fakeClient({
    clock: () => answer(state),
    setClock: (input: CallInput) => {
      const body = input.body as { advanceSeconds?: number; freeze?: boolean };
      if (body.freeze !== undefined) state.frozen = body.freeze;
      if (body.advanceSeconds) state.now = new Date(Date.parse(state.now) + body.advanceSeconds * 1000).toISOString();
      return answer({ ...state, settled: body.advanceSeconds ? (options.settled ?? []) : [] });
    },
  });
}

const durationField = () => screen.getByRole('textbox', { name: 'Duration' });

describe('the time', () => {
  it('shows the world’s time, frozen', async () => {
    renderPanel(ClockPanel, { clients: { default: clockWorld({ frozen: true }) } });
    const now = await screen.findByText(worldTime(NOW));
    expect(now.getAttribute('dateTime')).toBe(NOW);
    expect(screen.getByText('frozen')).toBeTruthy();
  });

  it('freezes a running clock and runs a frozen one', async () => {
    const client = clockWorld({ frozen: false });
    const { user } = renderPanel(ClockPanel, { clients: { default: client } });
    const freeze = await screen.findByRole('button', { name: 'Freeze the clock' });
    expect(freeze.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('running')).toBeTruthy();
    await user.click(freeze);
    await waitFor(() => expect(client.setClock).toHaveBeenCalledWith({ body: { freeze: true } }));
    await expectNotice('Clock frozen');
    const run = await screen.findByRole('button', { name: 'Run the clock' });
    expect(run.getAttribute('aria-pressed')).toBe('true');

    await user.click(run);
    await waitFor(() => expect(client.setClock).toHaveBeenLastCalledWith({ body: { freeze: false } }));
    await expectNotice('Clock running');
    expect(await screen.findByRole('button', { name: 'Freeze the clock' })).toBeTruthy();
  });
});

describe('moving on', () => {
  it.each([
    ['+1 min', 60, '1 min'],
    ['+1 h', 3_600, '1 h'],
    ['+1 day', 86_400, '1 d'],
    ['+1 week', 604_800, '1 w'],
  ])('%s moves the clock on %i s', async (label, seconds, words) => {
    const client = clockWorld({ frozen: true });
    const { user } = renderPanel(ClockPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(client.setClock).toHaveBeenCalledWith({ body: { advanceSeconds: seconds } }));
    await expectNotice(`Clock moved on ${words}; nothing settled`);
    const settled = screen.getByRole('region', { name: `Settled after moving on ${words}` });
    expect(within(settled).getByText('Nothing fell due.')).toBeTruthy();
    expect(await screen.findByText(worldTime(new Date(Date.parse(NOW) + seconds * 1000).toISOString()))).toBeTruthy();
  });

  it('moves on a typed duration', async () => {
    const client = clockWorld({ frozen: true });
    const { user } = renderPanel(ClockPanel, { clients: { default: client } });
    await user.type(await screen.findByRole('textbox', { name: 'Duration' }), '2h 30m');
    await user.click(screen.getByRole('button', { name: 'Move on' }));
    await waitFor(() => expect(client.setClock).toHaveBeenCalledWith({ body: { advanceSeconds: 9_000 } }));
    await expectNotice('Clock moved on 2 h 30 min; nothing settled');
    expect(await screen.findByText(worldTime(LATER))).toBeTruthy();
    expect(durationField().getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a duration it cannot read, says how to write one, and sends nothing', async () => {
    const client = clockWorld({ frozen: true });
    const { user } = renderPanel(ClockPanel, { clients: { default: client } });
    const field = await screen.findByRole('textbox', { name: 'Duration' });
    expect(screen.getByText('w, d, h, m, s; a bare number is minutes.')).toBeTruthy();
    await user.type(field, 'soon{Enter}');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Type a duration such as 90m, 2h 30m, 3d or 1w (at most a year).');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    await user.clear(field);
    await user.type(field, '400d');
    await user.click(screen.getByRole('button', { name: 'Move on' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(client.setClock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '90{Enter}');
    await waitFor(() => expect(client.setClock).toHaveBeenCalledWith({ body: { advanceSeconds: 5_400 } }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('lists what settled after moving on, with its outcome and amount', async () => {
    const client = clockWorld({
      frozen: true,
      settled: [
        { ...PENDING[0], outcome: 'EXPIRED', amount: 1_000, note: null },
        { ...PENDING[1], outcome: 'SUCCESS', amount: 2_500.5, note: null },
        {
          at: '2026-11-24T12:00:00.000Z',
          kind: 'slip',
          memberId: 'M10001',
          subject: 'slip-3',
          outcome: 'FAILED',
          amount: 0,
          note: 'NOT_MATCH',
        },
      ],
    });
    const { user } = renderPanel(ClockPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: '+1 day' }));
    await expectNotice('Clock moved on 1 d; 3 settled');
    const settled = screen.getByRole('region', { name: 'Settled after moving on 1 d' });
    const rows = within(settled)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['When', 'What', 'Member', 'Of', 'Outcome', 'Amount'],
      [worldTime(PENDING[0].at), 'QR deadline', 'M10001', 'qr-1', 'EXPIRED', '1,000.00'],
      [worldTime(PENDING[1].at), 'Withdrawal payout', 'M10002', 'st-9', 'SUCCESS', '2,500.50'],
      [worldTime('2026-11-24T12:00:00.000Z'), 'Slip verdict', 'M10001', 'slip-3', 'FAILED NOT_MATCH', '0.00'],
    ]);
  });

  it('says why the clock could not move', async () => {
    const client = clockWorld({ frozen: true });
    client.setClock.mockResolvedValueOnce(refusal(400, 'KEY_INVALID'));
    const { user } = renderPanel(ClockPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: '+1 h' }));
    await expectNotice('KEY_INVALID (HTTP 400)', 'error');
    expect(screen.queryByRole('region', { name: /Settled after moving on/ })).toBeNull();
  });
});

describe('the schedule', () => {
  it('lists what is scheduled, soonest first, without outcomes', async () => {
    renderPanel(ClockPanel, {
      clients: {
        default: clockWorld({
          pending: [...PENDING, { at: LATER, kind: 'deposit', memberId: 'M10003', subject: 'st-10' }],
        }),
      },
    });
    const scheduled = (await screen.findByRole('heading', { name: 'Scheduled' })).closest('section') as HTMLElement;
    const rows = within(scheduled)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['When', 'What', 'Member', 'Of'],
      [worldTime(PENDING[0].at), 'QR deadline', 'M10001', 'qr-1'],
      [worldTime(PENDING[1].at), 'Withdrawal payout', 'M10002', 'st-9'],
      [worldTime(LATER), 'Deposit', 'M10003', 'st-10'],
    ]);
  });

  it('says when nothing is scheduled', async () => {
    renderPanel(ClockPanel, { clients: { default: clockWorld() } });
    expect(await screen.findByText('Nothing is scheduled: no deposit, payout, slip or QR is waiting.')).toBeTruthy();
  });
});
