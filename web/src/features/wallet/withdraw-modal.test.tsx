import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/home.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { gameAccount, routedServer, walletAnswer, type RoutedAnswers } from '../../test/wallet';
import WithdrawModal from './withdraw-modal';

const wallet = walletAnswer({ slots: [gameAccount('PG', 200), gameAccount('JOKER', 500, false)] });
const withdrawn = (amount: number) =>
  json(200, {
    message: 'SUCCESS',
    wallet: { amount: 1200 - amount },
    withdrawal: { _id: 'W1', amount, status: 'IN_PROGRESS' },
  });

const base: RoutedAnswers = {
  '/api/wallet': json(200, wallet),
  '/api/lookup/withdraw': json(200, { withdrawMin: 100, withdrawMax: 50000 }),
  '/api/bonus/check/active': json(200, { status: false, type: null }),
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(answers: RoutedAnswers = {}, texts = i18n) {
  const onClose = vi.fn();
  const fetchMock = renderWithApi(<WithdrawModal params={{}} onClose={onClose} />, {
    i18n: texts,
    otherwise: routedServer({ ...base, ...answers }),
  });
  const sent = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith(path))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return {
    onClose,
    withdrawAlls: () => sent('/api/wallet/withdrawAll'),
    withdrawals: () => sent('/api/wallet/withdraw'),
  };
}
const amountField = () => screen.getByLabelText(en.withdraw.amount) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: en.withdraw.submit });
const confirm = () => screen.getByRole('button', { name: en.withdraw.confirm });
const review = () => screen.findByRole('region', { name: en.withdraw.review });

/** Submits, reads "from your wallet" in the review and confirms: one wallet withdrawal of `amount` went out. */
async function withdrawsFromWalletAlone(
  user: ReturnType<typeof userEvent.setup>,
  modal: ReturnType<typeof renderModal>,
  amount: number,
) {
  await user.click(submit());
  expect(within(await review()).getByText(en.withdraw.fromWallet)).toBeDefined();
  await user.click(confirm());
  await waitFor(() => expect(modal.onClose).toHaveBeenCalled());
  expect(modal.withdrawals()).toEqual([{ amount }]);
  expect(modal.withdrawAlls()).toHaveLength(0);
}
const opened = () => screen.findByTestId('withdraw-available');

describe('withdraw modal', () => {
  it('offers the wallet with the open games, listing what each game holds, or the wallet alone, and says where it goes', async () => {
    renderModal();
    expect((await opened()).textContent).toBe('1,000.00 baht');
    const choice = screen.getByRole('group', { name: en.withdraw.from });
    const withGames = within(choice).getByRole('radio', { name: /Wallet and game accounts/ });
    expect(withGames).toHaveProperty('checked', false);
    expect(withGames.closest('label')?.textContent).toContain('1,200.00 baht');
    expect(withGames.getAttribute('aria-describedby')).toBeTruthy();
    const emptied = document.getElementById(withGames.getAttribute('aria-describedby')!);
    expect(emptied?.textContent).toBe(`${en.withdraw.fromAllNote}PG200.00 baht`);
    const walletOnly = within(choice).getByRole('radio', { name: /Wallet only/ });
    expect(walletOnly).toHaveProperty('checked', true);
    expect(walletOnly.closest('label')?.textContent).toContain('1,000.00 baht');
    expect(screen.getByText(/012-345-6789/)).toBeDefined();
    expect(screen.getByText('Minimum 100.00, maximum 50,000.00 baht')).toBeDefined();
  });

  it.each([
    ['th', 'กสิกรไทย'],
    ['lo', 'Kasikornbank'],
    ['en', 'Kasikornbank'],
  ] as const)('in %s names the bank as the statement does: %s', async (locale, bank) => {
    renderModal({}, await setupTestI18n(locale));
    expect(await screen.findByText(new RegExp(`^${bank} 012-345-6789`))).toBeDefined();
  });

  it.each([
    ['all', '', en.withdraw.required],
    ['all', '12a', en.withdraw.invalid],
    ['all', '99.99', 'The minimum withdrawal is 100.00 baht.'],
    ['all', '50,000.01', 'You can withdraw at most 50,000.00 baht.'],
    ['all', '1,200.01', en.withdraw.overAll],
    ['wallet', '1,000.01', en.withdraw.overBalance],
  ])('from %s, refuses %j with its message and sends nothing', async (source, typed, message) => {
    const user = userEvent.setup();
    const { withdrawAlls, withdrawals } = renderModal();
    await opened();
    if (source === 'wallet') await user.click(screen.getByRole('radio', { name: /Wallet only/ }));
    if (typed) await user.type(amountField(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.queryByRole('region', { name: en.withdraw.review })).toBeNull();
    expect([...withdrawAlls(), ...withdrawals()]).toHaveLength(0);
  });

  it('from the wallet and the games: the review names the games it empties, and only the confirmation sends it, once', async () => {
    const user = userEvent.setup();
    // The answer is held until both taps are in.
    let answer: (response: Response) => void = () => undefined;
    const { onClose, withdrawAlls, withdrawals } = renderModal({
      '/api/wallet/withdrawAll': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await opened();
    await user.type(amountField(), ' 1,100 ');
    await user.click(submit());
    const summary = await review();
    expect(document.activeElement).toBe(within(summary).getByRole('heading', { name: en.withdraw.review }));
    expect(within(summary).getByTestId('withdraw-review-amount').textContent).toBe('1,100.00 baht');
    expect(within(summary).getByText(en.withdraw.fromAll)).toBeDefined();
    expect(within(summary).getByText(en.withdraw.fromAllNote)).toBeDefined();
    expect(within(summary).getByRole('listitem').textContent).toBe('PG200.00 baht');
    expect(withdrawAlls()).toHaveLength(0);
    await user.dblClick(confirm());
    answer(withdrawn(1100));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdrawAlls()).toEqual([{ amount: 1100 }]);
    expect(withdrawals()).toHaveLength(0);
    expect(await screen.findByText(en.withdraw.waiting)).toBeDefined();
  });

  it('from the wallet only: the review says the games keep their money, and the plain withdrawal is sent', async () => {
    const user = userEvent.setup();
    const { onClose, withdrawAlls, withdrawals } = renderModal({ '/api/wallet/withdraw': () => withdrawn(300) });
    await opened();
    await user.click(screen.getByRole('radio', { name: /Wallet only/ }));
    expect(screen.getByTestId('withdraw-available').textContent).toBe('1,000.00 baht');
    await user.type(amountField(), '300');
    await user.click(submit());
    const summary = await review();
    expect(within(summary).getByText(en.withdraw.fromWallet)).toBeDefined();
    expect(within(summary).getByText(en.withdraw.fromWalletNote)).toBeDefined();
    expect(within(summary).queryByRole('list')).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdrawals()).toEqual([{ amount: 300 }]);
    expect(withdrawAlls()).toHaveLength(0);
  });

  it('chooses the wallet alone while it covers the amount typed, and the wallet and the games once it needs them', async () => {
    const user = userEvent.setup();
    const modal = renderModal({ '/api/wallet/withdraw': () => withdrawn(1000) });
    await opened();
    const walletOnly = screen.getByRole('radio', { name: /Wallet only/ });
    const withGames = screen.getByRole('radio', { name: /Wallet and game accounts/ });
    await user.type(amountField(), '1000.01');
    expect(withGames).toHaveProperty('checked', true);
    expect(screen.getByTestId('withdraw-available').textContent).toBe('1,200.00 baht');
    await user.clear(amountField());
    await user.type(amountField(), '1,000');
    expect(walletOnly).toHaveProperty('checked', true);
    await withdrawsFromWalletAlone(user, modal, 1000);
  });

  it("keeps the player's choice whatever the amount typed", async () => {
    const user = userEvent.setup();
    renderModal();
    await opened();
    await user.click(screen.getByRole('radio', { name: /Wallet and game accounts/ }));
    await user.type(amountField(), '300');
    expect(screen.getByRole('radio', { name: /Wallet and game accounts/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /Wallet only/ }));
    await user.clear(amountField());
    await user.type(amountField(), '1100');
    expect(screen.getByRole('radio', { name: /Wallet only/ })).toHaveProperty('checked', true);
    await user.click(submit());
    expect(await screen.findByText(en.withdraw.overBalance)).toBeDefined();
  });

  it('Change goes back to the form with the amount and the choice kept, and sends nothing', async () => {
    const user = userEvent.setup();
    const { withdrawAlls, withdrawals } = renderModal();
    await opened();
    await user.click(screen.getByRole('radio', { name: /Wallet only/ }));
    await user.type(amountField(), '250');
    await user.click(submit());
    await review();
    await user.click(screen.getByRole('button', { name: en.withdraw.change }));
    expect(document.activeElement).toBe(amountField());
    expect(amountField().value).toBe('250');
    expect(screen.getByRole('radio', { name: /Wallet only/ })).toHaveProperty('checked', true);
    expect([...withdrawAlls(), ...withdrawals()]).toHaveLength(0);
  });

  it('fills in everything the chosen source holds with one tap', async () => {
    const user = userEvent.setup();
    renderModal();
    await opened();
    await user.click(screen.getByRole('button', { name: en.withdraw.all }));
    expect(amountField().value).toBe('1200.00');
    await user.click(screen.getByRole('radio', { name: /Wallet only/ }));
    await user.click(screen.getByRole('button', { name: en.withdraw.all }));
    expect(amountField().value).toBe('1000.00');
  });

  describe('amounts that floating point does not add exactly', () => {
    // 1000.05 + 1.12 + 100.01 + 0.2 is 1101.3799999999999 in floating point; 1574.13 + 1.12 + 100.01 is
    // 1675.2600000000002. The dialog adds in minor units: 1,101.38 and 1,675.26.
    const drifting = (amount: number, games: number[]) =>
      json(
        200,
        walletAnswer({
          wallet: { amount, currency: 'BAHT' },
          slots: games.map((held, index) => gameAccount(['PG', 'JOKER', 'SBO'][index]!, held)),
        }),
      );

    it('fills in the exact total, which the form takes and sends as it reads', async () => {
      const user = userEvent.setup();
      const { withdrawAlls, onClose } = renderModal({
        '/api/wallet': drifting(1000.05, [1.12, 100.01, 0.2]),
        '/api/wallet/withdrawAll': () => withdrawn(1101.38),
      });
      await opened();
      const withGames = screen.getByRole('radio', { name: /Wallet and game accounts/ });
      expect(withGames.closest('label')?.textContent).toContain('1,101.38 baht');
      await user.click(screen.getByRole('button', { name: en.withdraw.all }));
      expect(amountField().value).toBe('1101.38');
      await user.click(submit());
      expect(within(await review()).getByTestId('withdraw-review-amount').textContent).toBe('1,101.38 baht');
      await user.click(confirm());
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(withdrawAlls()).toEqual([{ amount: 1101.38 }]);
    });

    it('takes the exact total typed by the player', async () => {
      const user = userEvent.setup();
      renderModal({ '/api/wallet': drifting(1000.05, [1.12, 100.01, 0.2]) });
      await opened();
      await user.click(screen.getByRole('radio', { name: /Wallet and game accounts/ }));
      await user.type(amountField(), '1,101.38');
      await user.click(submit());
      expect(await review()).toBeDefined();
      expect(screen.queryByText(en.withdraw.overAll)).toBeNull();
    });

    it('with a bonus held, says nothing is forfeited when the whole total goes', async () => {
      const user = userEvent.setup();
      renderModal({
        '/api/wallet': drifting(1574.13, [1.12, 100.01]),
        '/api/bonus/check/active': json(200, { status: true, type: 'day' }),
      });
      await opened();
      await user.click(screen.getByRole('radio', { name: /Wallet and game accounts/ }));
      await user.type(amountField(), '1675.26');
      await user.click(submit());
      const summary = await review();
      expect(within(summary).queryByText(/forfeited/)).toBeNull();
      expect(within(summary).getByRole('button', { name: en.withdraw.confirm })).toBeDefined();
    });
  });

  it('with no game holding money there is nothing to choose: the wallet alone goes out', async () => {
    const user = userEvent.setup();
    const modal = renderModal({
      '/api/wallet': json(200, walletAnswer({ slots: [gameAccount('PG', 0), gameAccount('JOKER', 500, false)] })),
      '/api/wallet/withdraw': () => withdrawn(200),
    });
    expect((await opened()).textContent).toBe('1,000.00 baht');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(amountField(), '200');
    await withdrawsFromWalletAlone(user, modal, 200);
  });

  it('with a bonus held, the review says what is forfeited, wallet and games, before confirming', async () => {
    const user = userEvent.setup();
    const { withdrawals, onClose } = renderModal({
      '/api/bonus/check/active': json(200, { status: true, type: 'day' }),
      '/api/wallet/withdraw': () => withdrawn(500),
    });
    expect(await screen.findByText(en.withdraw.bonusHeld)).toBeDefined();
    await user.click(screen.getByRole('radio', { name: /Wallet only/ }));
    await user.type(amountField(), '500');
    await user.click(submit());
    expect(
      await screen.findByText(
        'You withdraw 500.00 baht; the remaining 700.00 baht will be forfeited under the bonus rules.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: en.withdraw.confirm })).toBeNull();
    expect(withdrawals()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: en.withdraw.confirmForfeit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdrawals()).toEqual([{ amount: 500 }]);
  });

  it("shows the server's refusal in an alert and brings the form back with what was typed", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ '/api/wallet/withdrawAll': json(422, { message: 'BONUS_TURNOVER' }) });
    await opened();
    await user.click(screen.getByRole('radio', { name: /Wallet and game accounts/ }));
    await user.type(amountField(), '300');
    await user.click(submit());
    await review();
    await user.click(confirm());
    expect(await screen.findByRole('alertdialog')).toBeDefined();
    expect(screen.getByText(errorsEn.BONUS_TURNOVER)).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
    expect(amountField().value).toBe('300');
  });

  it('says when the limits cannot be loaded, and loads them on retry', async () => {
    const user = userEvent.setup();
    const answers = [json(500, { message: 'INTERNAL_SERVER_ERROR' })];
    renderModal({
      '/api/lookup/withdraw': () => answers.shift() ?? json(200, { withdrawMin: 100, withdrawMax: 50000 }),
    });
    expect(await screen.findByText(en.withdraw.limitsFailed)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await opened()).toBeDefined();
  });
});
