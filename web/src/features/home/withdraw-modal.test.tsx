import { screen, waitFor } from '@testing-library/react';
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

function renderModal(answers: RoutedAnswers = {}) {
  const onClose = vi.fn();
  const fetchMock = renderWithApi(<WithdrawModal params={{}} onClose={onClose} />, {
    i18n,
    otherwise: routedServer({ ...base, ...answers }),
  });
  const withdrawCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wallet/withdrawAll')).map(([, init]) => init);
  return { onClose, withdrawCalls };
}
const amountField = () => screen.getByLabelText(en.withdraw.amount);
const submit = () => screen.getByRole('button', { name: en.withdraw.submit });

describe('withdraw modal', () => {
  it('shows what can go out (wallet and open game accounts) and where it goes', async () => {
    renderModal();
    expect((await screen.findByTestId('withdraw-available')).textContent).toContain('1,200.00 baht');
    expect(screen.getByText(/012-345-6789/)).toBeDefined();
    expect(screen.getByText('Minimum 100.00, maximum 50,000.00 baht')).toBeDefined();
  });

  it.each([
    ['', en.withdraw.required],
    ['12a', en.withdraw.invalid],
    ['99.99', 'The minimum withdrawal is 100.00 baht.'],
    ['50,000.01', 'You can withdraw at most 50,000.00 baht.'],
    ['1,200.01', en.withdraw.overBalance],
  ])('refuses %j with its message and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { withdrawCalls } = renderModal();
    await screen.findByTestId('withdraw-available');
    if (typed) await user.type(amountField(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeDefined();
    expect(withdrawCalls()).toHaveLength(0);
  });

  it('reads an amount typed with commas and spaces, sends it once on a double tap, then says the money is on its way', async () => {
    const user = userEvent.setup();
    // The answer is held until both taps are in.
    let answer: (response: Response) => void = () => undefined;
    const { onClose, withdrawCalls } = renderModal({
      '/api/wallet/withdrawAll': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByTestId('withdraw-available');
    await user.type(amountField(), ' 1,000 ');
    await user.dblClick(submit());
    await user.click(submit());
    answer(withdrawn(1000));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdrawCalls()).toHaveLength(1);
    expect(JSON.parse(String(withdrawCalls()[0]?.body))).toEqual({ amount: 1000 });
    expect(await screen.findByText(en.withdraw.waiting)).toBeDefined();
  });

  it('fills in everything with one tap', async () => {
    const user = userEvent.setup();
    renderModal();
    await screen.findByTestId('withdraw-available');
    await user.click(screen.getByRole('button', { name: en.withdraw.all }));
    expect((amountField() as HTMLInputElement).value).toBe('1200');
  });

  it('with a bonus held, says before confirming that the rest is forfeited', async () => {
    const user = userEvent.setup();
    const { withdrawCalls, onClose } = renderModal({
      '/api/bonus/check/active': json(200, { status: true, type: 'day' }),
      '/api/wallet/withdrawAll': () => withdrawn(500),
    });
    expect(await screen.findByText(en.withdraw.bonusHeld)).toBeDefined();
    await user.type(amountField(), '500');
    await user.click(submit());
    expect(
      await screen.findByText(
        'You withdraw 500.00 baht; the remaining 700.00 baht will be forfeited under the bonus rules.',
      ),
    ).toBeDefined();
    expect(withdrawCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: en.withdraw.confirmForfeit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdrawCalls()).toHaveLength(1);
  });

  it("shows the server's refusal in an alert and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ '/api/wallet/withdrawAll': json(422, { message: 'BONUS_TURNOVER' }) });
    await screen.findByTestId('withdraw-available');
    await user.type(amountField(), '300');
    await user.click(submit());
    expect(await screen.findByRole('alertdialog')).toBeDefined();
    expect(screen.getByText(errorsEn.BONUS_TURNOVER)).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
    expect((amountField() as HTMLInputElement).value).toBe('300');
  });

  it('says when the limits cannot be loaded, and loads them on retry', async () => {
    const user = userEvent.setup();
    const answers = [json(500, { message: 'INTERNAL_SERVER_ERROR' })];
    renderModal({
      '/api/lookup/withdraw': () => answers.shift() ?? json(200, { withdrawMin: 100, withdrawMax: 50000 }),
    });
    expect(await screen.findByText(en.withdraw.limitsFailed)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdraw-available')).toBeDefined();
  });
});
