import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/home.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { gameAccount, routedServer, walletAnswer, type RoutedAnswers } from '../../test/wallet';
import TransferModal from './transfer-modal';

const wallet = walletAnswer({
  slots: [
    { ...gameAccount('PG', 200), name: 'PG Soft' },
    { ...gameAccount('JOKER', 50), name: 'Joker' },
    { ...gameAccount('SBO', 0, false), name: 'SBO' },
  ],
});
const base: RoutedAnswers = { '/api/wallet': json(200, wallet) };

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(answers: RoutedAnswers = {}) {
  const onClose = vi.fn();
  const fetchMock = renderWithApi(<TransferModal params={{}} onClose={onClose} />, {
    i18n,
    otherwise: routedServer({ ...base, ...answers }),
  });
  const transfers = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/wallet/transfer'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  const walletReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wallet')).length;
  return { onClose, transfers, walletReads };
}
const from = () => screen.getByLabelText(en.transfer.from);
const to = () => screen.getByLabelText(en.transfer.to);
const amount = () => screen.getByLabelText(en.transfer.amount);
const submit = () => screen.getByRole('button', { name: en.transfer.submit });

describe('transfer modal', () => {
  it('offers the wallet and the open game accounts with what each holds', async () => {
    renderModal();
    const options = (await screen.findAllByRole('option', { name: /PG Soft|Joker|Main wallet|SBO/ })).map(
      (option) => option.textContent,
    );
    expect(options).toContain('Main wallet (1,000.00 baht)');
    expect(options).toContain('PG Soft (200.00 baht)');
    expect(options.some((option) => option?.startsWith('SBO'))).toBe(false);
  });

  it.each([
    ['', '', '100', en.transfer.selectAcc],
    ['WALLET', 'WALLET', '100', en.transfer.same],
    ['PG', 'JOKER', '10', en.transfer.gameToGame],
    ['WALLET', 'PG', '', en.transfer.required],
    ['WALLET', 'PG', '1..0', en.transfer.invalid],
    ['WALLET', 'PG', '0.50', 'The minimum transfer is 1.00 baht.'],
    ['JOKER', 'WALLET', '50.01', en.transfer.overBalance],
  ])('from %j to %j with %j: %s, and nothing is sent', async (source, target, typed, message) => {
    const user = userEvent.setup();
    const { transfers } = renderModal();
    await screen.findByLabelText(en.transfer.from);
    if (source) await user.selectOptions(from(), source);
    if (target) await user.selectOptions(to(), target);
    if (typed) await user.type(amount(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeDefined();
    expect(transfers()).toHaveLength(0);
  });

  it('sends the transfer once, writes the balances from the answer, and says it is done', async () => {
    const user = userEvent.setup();
    // The answer is held until both taps are in.
    let answer: (response: Response) => void = () => undefined;
    const { onClose, transfers } = renderModal({
      '/api/wallet/transfer': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByLabelText(en.transfer.from);
    await user.selectOptions(to(), 'PG');
    await user.type(amount(), '1 00');
    await user.dblClick(submit());
    answer(json(200, { message: 'SUCCESS', wallet: { amount: 900 }, slots: [{ code: 'PG', amount: 300 }] }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(transfers()).toEqual([{ from: 'WALLET', to: 'PG', amount: 100 }]);
    expect(await screen.findByText(en.transfer.done)).toBeDefined();
  });

  it('moves everything the source holds with one tap', async () => {
    const user = userEvent.setup();
    renderModal();
    await screen.findByLabelText(en.transfer.from);
    await user.selectOptions(from(), 'PG');
    await user.click(screen.getByRole('button', { name: en.transfer.all }));
    // With its two decimals, as every amount in the dialog reads.
    expect((amount() as HTMLInputElement).value).toBe('200.00');
  });

  it('a failed transfer is said in an alert, the wallet is read again (the money came back), the form kept', async () => {
    const user = userEvent.setup();
    const { onClose, walletReads } = renderModal({
      '/api/wallet/transfer': json(422, { message: 'TRANSFER_FAIL' }),
    });
    await screen.findByLabelText(en.transfer.from);
    await user.selectOptions(to(), 'PG');
    await user.type(amount(), '100');
    await user.click(submit());
    expect(await screen.findByText(errorsEn.TRANSFER_FAIL)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(walletReads()).toBe(2));
    expect(onClose).not.toHaveBeenCalled();
    expect((amount() as HTMLInputElement).value).toBe('100');
  });
});
