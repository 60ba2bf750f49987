import type { QrSummary } from '@portal/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { worldTime } from '../components';
import {
  answer,
  expectNotice,
  fakeClient,
  member,
  named,
  NOW,
  refusal,
  renderPanel,
  type CallInput,
} from '../test-utils';
import MoneyPanel from './money';

const qr = (extra: Partial<z.infer<typeof QrSummary>>): z.infer<typeof QrSummary> => ({
  qrcodeId: 'qr-1',
  memberId: 'M10001',
  provider: 'KBANK',
  amount: 500,
  status: 'OPEN',
  createdAt: NOW,
  expiresAt: '2026-11-24T10:15:00.000Z',
  ...extra,
});

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the QR deposits', () => {
  const QRS = [
    qr({ qrcodeId: 'qr-1', amount: 500 }),
    qr({ qrcodeId: 'qr-2', provider: 'WW', amount: 1000, status: 'PAID' }),
    qr({ qrcodeId: 'qr-3', provider: 'ZAPMAN', amount: 250, status: 'EXPIRED' }),
    qr({ qrcodeId: 'qr-4', amount: 75.5, status: 'FAILED', memberId: 'M10002' }),
  ];

  it('lists each QR with its member, amount, deadline and state; only an open one can be paid', async () => {
    renderPanel(MoneyPanel, { clients: { default: fakeClient({ qrcodes: { qrcodes: QRS } }) } });
    const open = await screen.findByRole('row', { name: /qr-1/ });
    expect(cells(open)).toEqual([
      'KBANK qr-1',
      'M10001',
      '500.00',
      worldTime('2026-11-24T10:15:00.000Z'),
      'OPEN',
      'Pay the QR of 500.00',
    ]);
    expect(cells(screen.getByRole('row', { name: /qr-4/ }))).toEqual([
      'KBANK qr-4',
      'M10002',
      '75.50',
      worldTime('2026-11-24T10:15:00.000Z'),
      'FAILED',
      '',
    ]);
    expect(
      within(card('QR deposits'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay the QR of 500.00']);
  });

  it('pays an open QR and says what was credited', async () => {
    const client = fakeClient({
      qrcodes: { qrcodes: QRS },
      payQr: { qrcodeId: 'qr-1', status: 'PAID', memberId: 'M10001', amount: 500, wallet: { amount: 2000.5 } },
    });
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('Pay the QR of 500.00') }));
    await waitFor(() => expect(client.payQr).toHaveBeenCalledWith({ params: { qrcodeId: 'qr-1' } }));
    await expectNotice('QR paid: 500.00 credited; the wallet holds 2,000.50');
    // What the payment changed is read again.
    await waitFor(() => expect(client.qrcodes.mock.calls.length).toBeGreaterThan(1));
  });

  it('says when the payment failed, as armed', async () => {
    const client = fakeClient({
      qrcodes: { qrcodes: QRS },
      payQr: { qrcodeId: 'qr-1', status: 'FAILED', memberId: 'M10001', amount: 500, wallet: { amount: 1500.5 } },
    });
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('Pay the QR of 500.00') }));
    await expectNotice('The payment failed, as armed: nothing was credited');
  });

  it('says why a QR could not be paid', async () => {
    const client = fakeClient({ qrcodes: { qrcodes: QRS }, payQr: () => refusal(404, 'NO_DATA') });
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('Pay the QR of 500.00') }));
    await expectNotice('NO_DATA (HTTP 404)', 'error');
  });

  it('shows the 20 newest', async () => {
    const many = Array.from({ length: 25 }, (_, i) => qr({ qrcodeId: `qr-${i + 1}`, status: 'PAID' }));
    renderPanel(MoneyPanel, { clients: { default: fakeClient({ qrcodes: { qrcodes: many } }) } });
    await screen.findByRole('row', { name: /qr-20/ });
    expect(screen.queryByRole('row', { name: /qr-21/ })).toBeNull();
  });

  it('says when there is none', async () => {
    renderPanel(MoneyPanel, { clients: { default: fakeClient() } });
    expect(await screen.findByText('No QR yet: a member makes one from the deposit screen.')).toBeTruthy();
  });
});

describe('what happens next', () => {
  const count = () => screen.getByRole('textbox', { name: /^For the next/ });
  const arm = () => screen.getByRole('button', { name: 'Arm' });

  it('arms a slip read as an amount, for the next operations', async () => {
    const client = fakeClient();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    expect((await screen.findByRole('combobox', { name: 'Verdict' })) as HTMLSelectElement).toHaveProperty(
      'value',
      'SUCCESS',
    );
    const amount = screen.getByRole('textbox', { name: 'Amount read' });
    expect((amount as HTMLInputElement).value).toBe('500');
    await user.clear(amount);
    await user.type(amount, '750.25');
    await user.clear(count());
    await user.type(count(), 'x2');
    expect((count() as HTMLInputElement).value).toBe('2');
    await user.click(arm());
    await waitFor(() =>
      expect(client.armOutcome).toHaveBeenCalledWith({
        body: { kind: 'slip', status: 'SUCCESS', amount: 750.25, count: 2 },
      }),
    );
    await expectNotice('Armed: slip read as 750.25');
    await waitFor(() => expect(client.outcomes).toHaveBeenCalledTimes(2));
  });

  it('arms a refused slip with its reason', async () => {
    const client = fakeClient();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Verdict' }), 'FAILED');
    expect(screen.queryByRole('textbox', { name: 'Amount read' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'NOT_MATCH');
    await user.click(arm());
    await waitFor(() =>
      expect(client.armOutcome).toHaveBeenCalledWith({
        body: { kind: 'slip', status: 'FAILED', note: 'NOT_MATCH', count: 1 },
      }),
    );
    await expectNotice('Armed: slip refused: NOT_MATCH');
  });

  it.each([
    [
      'a refused transfer to one game',
      'transfer',
      'SLOT_A ',
      { kind: 'transfer', slotCode: 'SLOT_A', count: 1 },
      'Armed: transfer refused (to SLOT_A)',
    ],
    ['a refused transfer to any game', 'transfer', '', { kind: 'transfer', count: 1 }, 'Armed: transfer refused'],
    ['a failed withdrawal', 'withdraw', null, { kind: 'withdraw', count: 1 }, 'Armed: withdraw fails'],
    ['a failed deposit', 'deposit', null, { kind: 'deposit', count: 1 }, 'Armed: deposit fails'],
  ])('arms %s', async (_what, kind, game, body, said) => {
    const client = fakeClient();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Outcome' }), kind);
    expect(screen.queryByRole('combobox', { name: 'Verdict' })).toBeNull();
    if (game === null) expect(screen.queryByRole('textbox', { name: 'Only to game' })).toBeNull();
    else if (game) await user.type(screen.getByRole('textbox', { name: 'Only to game' }), game);
    await user.click(arm());
    await waitFor(() => expect(client.armOutcome).toHaveBeenCalledWith({ body }));
    await expectNotice(said);
  });

  it('arms a QR failing at creation with one provider, or at payment with any', async () => {
    const client = fakeClient();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Outcome' }), 'qr');
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'KBANK', 'WW', 'ZAPMAN']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'create');
    await user.selectOptions(provider, 'KBANK');
    await user.click(arm());
    await waitFor(() =>
      expect(client.armOutcome).toHaveBeenCalledWith({
        body: { kind: 'qr', stage: 'create', provider: 'KBANK', count: 1 },
      }),
    );
    await expectNotice('Armed: QR fails at create (KBANK)');

    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'pay');
    await user.selectOptions(provider, '');
    await user.click(arm());
    await waitFor(() =>
      expect(client.armOutcome).toHaveBeenLastCalledWith({ body: { kind: 'qr', stage: 'pay', count: 1 } }),
    );
    await expectNotice('Armed: QR fails at pay');
  });

  it.each([
    ['an amount that is not a number', 'abc', '1', 'amount: Expected number, received nan'],
    ['an amount of more than two decimals', '1.234', '1', 'amount: at most two decimals'],
    ['an amount of nothing', '0', '1', 'amount: Number must be greater than 0'],
    ['no count', '500', '', 'count: Number must be greater than or equal to 1'],
  ])('refuses %s, says why and arms nothing', async (_what, typed, times, error) => {
    const client = fakeClient();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    const amount = await screen.findByRole('textbox', { name: 'Amount read' });
    await user.clear(amount);
    await user.type(amount, typed);
    await user.clear(count());
    if (times) await user.type(count(), times);
    await user.click(arm());
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(client.armOutcome).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '10');
    await user.clear(count());
    await user.type(count(), '1');
    await user.click(arm());
    await waitFor(() => expect(client.armOutcome).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists what is armed and disarms one', async () => {
    const armed = [
      { id: 'o1', kind: 'slip', status: 'SUCCESS', amount: 500, remaining: 2 },
      { id: 'o2', kind: 'qr', stage: 'pay', provider: 'WW', remaining: 1 },
      { id: 'o3', kind: 'withdraw', remaining: 3 },
      { id: 'o4', kind: 'transfer', slotCode: 'SLOT_A', remaining: 1 },
    ];
    const client = fakeClient({
      outcomes: () => answer({ outcomes: armed }),
      disarmOutcome: (input: CallInput) => {
        armed.splice(
          armed.findIndex((item) => item.id === input.params?.id),
          1,
        );
        return answer({ removed: 1 });
      },
    });
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    const list = await screen.findByRole('list');
    await within(list).findByText('slip read as 500.00', { selector: 'li > span' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'slip read as 500.00 (2 more)',
      'QR fails at pay (WW) (1 more)',
      'withdraw fails (3 more)',
      'transfer refused (to SLOT_A) (1 more)',
    ]);
    await user.click(screen.getByRole('button', { name: named('Disarm QR fails at pay (WW)') }));
    await waitFor(() => expect(client.disarmOutcome).toHaveBeenCalledWith({ params: { id: 'o2' } }));
    await expectNotice('Disarmed');
    await waitFor(() => expect(within(list).queryByText(/QR fails at pay/)).toBeNull());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when nothing is armed', async () => {
    renderPanel(MoneyPanel, { clients: { default: fakeClient() } });
    expect(await screen.findByText('Nothing armed: every operation goes its usual way.')).toBeTruthy();
  });
});

describe('win or lose in a game', () => {
  const MEMBERS = {
    members: [
      member({
        games: [
          { code: 'SLOT_A', active: true, amount: 200 },
          { code: 'SLOT_B', active: false, amount: 0 },
          { code: 'SLOT_C', active: true, amount: 50 },
        ],
      }),
      member({
        id: 'M10002',
        name: 'Nok',
        phone: '0899999999',
        games: [{ code: 'SLOT_X', active: true, amount: 10 }],
      }),
      member({ id: 'M10003', name: 'Lek', phone: '0877777777', games: [] }),
    ],
  };
  const played = () =>
    fakeClient({
      members: MEMBERS,
      play: (input: CallInput) => {
        const body = input.body as { slotCode: string; result: number };
        return answer({ slotCode: body.slotCode, amount: 100 + body.result, lossSinceRefund: 0, bonusTurnoverLeft: 0 });
      },
    });
  const game = () => screen.getByRole('combobox', { name: 'Game account' });

  it('offers the chosen member’s active game accounts', async () => {
    const { user } = renderPanel(MoneyPanel, { clients: { default: played() } });
    const who = await screen.findByRole('combobox', { name: 'Member' });
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Somchai Jaidee (0812345678)', 'Nok (0899999999)', 'Lek (0877777777)']);
    expect(
      within(game())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SLOT_A · 200.00', 'SLOT_C · 50.00']);
    await user.selectOptions(who, 'M10002');
    expect(
      within(game())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SLOT_X · 10.00']);
    await user.selectOptions(who, 'M10003');
    expect(
      within(game())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No active game account']);
  });

  it('wins and loses the typed amount on the chosen member’s game', async () => {
    const client = played();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game account' }), 'SLOT_C');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect((amount as HTMLInputElement).value).toBe('100');
    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.click(screen.getByRole('button', { name: 'Win' }));
    await waitFor(() =>
      expect(client.play).toHaveBeenCalledWith({ body: { phone: '0812345678', slotCode: 'SLOT_C', result: 250.5 } }),
    );
    await expectNotice('Won 250.50 on SLOT_C: it holds 350.50');
    await waitFor(() => expect(client.members).toHaveBeenCalledTimes(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), 'M10002');
    await user.click(screen.getByRole('button', { name: 'Lose' }));
    await waitFor(() =>
      expect(client.play).toHaveBeenLastCalledWith({
        body: { phone: '0899999999', slotCode: 'SLOT_X', result: -250.5 },
      }),
    );
    await expectNotice('Lost 250.50 on SLOT_X: it holds -150.50');
  });

  it.each([
    ['an amount of 0', 'M10001', '0'],
    ['a negative amount', 'M10001', '-5'],
    ['an amount that is not a number', 'M10001', 'ten'],
    ['a member without a game account', 'M10003', '100'],
  ])('refuses %s and plays nothing', async (_what, who, typed) => {
    const client = played();
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Member' }), who);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Win' }));
    await expectNotice('Choose a game account and an amount above 0', 'error');
    expect(client.play).not.toHaveBeenCalled();
  });

  it('says why the game refused', async () => {
    const client = fakeClient({ members: MEMBERS, play: () => refusal(409, 'MONEY_NOT_ENOUGH') });
    const { user } = renderPanel(MoneyPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'Lose' }));
    await expectNotice('MONEY_NOT_ENOUGH (HTTP 409)', 'error');
  });

  it('says when the world has no member', async () => {
    renderPanel(MoneyPanel, { clients: { default: fakeClient() } });
    expect(await screen.findByText('No member in this world.')).toBeTruthy();
  });
});

describe('the OTPs sent', () => {
  it('lists the last code sent to each phone', async () => {
    renderPanel(MoneyPanel, {
      clients: {
        default: fakeClient({
          otps: {
            otps: [
              { phone: '0812345678', code: '482913', otpRef: 'ABCD', sentAt: NOW },
              { phone: '0899999999', code: '000111', otpRef: 'EFGH', sentAt: '2026-11-24T09:00:00.000Z' },
            ],
          },
        }),
      },
    });
    const first = await screen.findByRole('row', { name: /0812345678/ });
    expect(cells(first)).toEqual(['0812345678', '482913', 'ABCD', worldTime(NOW)]);
    expect(cells(screen.getByRole('row', { name: /0899999999/ }))).toEqual([
      '0899999999',
      '000111',
      'EFGH',
      worldTime('2026-11-24T09:00:00.000Z'),
    ]);
  });

  it('says when none was sent', async () => {
    renderPanel(MoneyPanel, { clients: { default: fakeClient() } });
    expect(await screen.findByText('No OTP sent yet: registration and password recovery send them.')).toBeTruthy();
  });
});
