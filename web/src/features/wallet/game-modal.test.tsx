import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/home.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { gameAccount, routedServer, walletAnswer, type RoutedAnswers } from '../../test/wallet';
import GameModal from './game-modal';

const pg = { ...gameAccount('PG', 200), name: 'PG Soft' };
const base: RoutedAnswers = {
  '/api/wallet': json(200, walletAnswer({ slots: [pg] })),
  '/api/wallet/account/PG': json(200, { username: 'pg0812345678', password: 'secret', event: null }),
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(answers: RoutedAnswers = {}) {
  const fetchMock = renderWithApi(<GameModal params={{ code: 'PG' }} onClose={vi.fn()} />, {
    i18n,
    otherwise: routedServer({ ...base, ...answers }),
  });
  const transfers = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/wallet/transfer'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  const walletReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wallet')).length;
  return { transfers, walletReads };
}
const amount = () => screen.getByLabelText('Amount to move to PG Soft') as HTMLInputElement;
const transferOnly = () => screen.getByRole('button', { name: en.game.transferOnly });
const summary = () => screen.queryByTestId('game-move-summary');
const opened = () => screen.findByTestId('game-balance');

describe('game modal: transfer only', () => {
  it('holds everything the wallet holds, says so in words, and play says what it moves', async () => {
    renderModal();
    await opened();
    expect(amount().value).toBe('1000.00');
    expect(summary()?.textContent).toBe('Moves 1,000.00 baht from your wallet to PG Soft.');
    expect(transferOnly()).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Move 1,000.00 baht and play' })).toBeDefined();
  });

  it('moves the amount typed, once, shows the new balances from the answer, then empties the field', async () => {
    const user = userEvent.setup();
    // The answer is held until both taps are in.
    let answer: (response: Response) => void = () => undefined;
    const { transfers } = renderModal({
      '/api/wallet/transfer': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await opened();
    await user.clear(amount());
    await user.type(amount(), '1 50');
    expect(summary()?.textContent).toBe('Moves 150.00 baht from your wallet to PG Soft.');
    await user.dblClick(transferOnly());
    answer(json(200, { message: 'SUCCESS', wallet: { amount: 850 }, slots: [{ code: 'PG', amount: 350 }] }));
    expect(await screen.findByText('150.00 baht moved to PG Soft.')).toBeDefined();
    expect(transfers()).toEqual([{ from: 'WALLET', to: 'PG', amount: 150 }]);
    expect(screen.getByTestId('game-balance').textContent).toBe('350.00');
    expect(screen.getByRole('button', { name: 'Move 850.00 baht and play' })).toBeDefined();
    // Nothing more moves before the player gives an amount again: typed, or everything with one tap.
    expect(amount().value).toBe('');
    expect(transferOnly()).toHaveProperty('disabled', true);
    expect(summary()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Everything (850.00 baht)' }));
    expect(amount().value).toBe('850.00');
    expect(transferOnly()).toHaveProperty('disabled', false);
    expect(transfers()).toHaveLength(1);
  });

  it('holds the wallet with 2 decimals, as the amounts around it are written', async () => {
    const user = userEvent.setup();
    renderModal({
      '/api/wallet': json(200, walletAnswer({ wallet: { amount: 1250.5, currency: 'BAHT' }, slots: [pg] })),
    });
    await opened();
    expect(amount().value).toBe('1250.50');
    expect(screen.getByText('In your wallet: 1,250.50 baht · minimum 1.00 baht')).toBeDefined();
    await user.clear(amount());
    await user.click(screen.getByRole('button', { name: 'Everything (1,250.50 baht)' }));
    expect(amount().value).toBe('1250.50');
  });

  it.each(['', '0', '0.00'])('is off at %j, with nothing said about moving', async (typed) => {
    const user = userEvent.setup();
    renderModal();
    await opened();
    await user.clear(amount());
    if (typed) await user.type(amount(), typed);
    expect(transferOnly()).toHaveProperty('disabled', true);
    expect(summary()).toBeNull();
  });

  it.each([
    ['12a', en.transfer.invalid],
    ['0.5', 'The minimum transfer is 1.00 baht.'],
    ['1,000.01', en.transfer.overBalance],
  ])('refuses %j with its message, says no move, and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { transfers } = renderModal();
    await opened();
    await user.clear(amount());
    await user.type(amount(), typed);
    expect(summary()).toBeNull();
    await user.click(transferOnly());
    expect(await screen.findByText(message)).toBeDefined();
    expect(transfers()).toHaveLength(0);
  });

  it('puts everything back with one tap, and the message about what was typed goes', async () => {
    const user = userEvent.setup();
    renderModal();
    await opened();
    await user.clear(amount());
    await user.type(amount(), '2000');
    await user.click(transferOnly());
    expect(await screen.findByText(en.transfer.overBalance)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Everything (1,000.00 baht)' }));
    expect(amount().value).toBe('1000.00');
    expect(screen.queryByText(en.transfer.overBalance)).toBeNull();
    expect(summary()?.textContent).toBe('Moves 1,000.00 baht from your wallet to PG Soft.');
  });

  it('a refused transfer is said in an alert, what was typed kept, and the wallet read again', async () => {
    const user = userEvent.setup();
    const { walletReads } = renderModal({ '/api/wallet/transfer': json(422, { message: 'TRANSFER_FAIL' }) });
    await opened();
    await user.clear(amount());
    await user.type(amount(), '300');
    await user.click(transferOnly());
    expect(await screen.findByText(errorsEn.TRANSFER_FAIL)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(walletReads()).toBe(2));
    expect(amount().value).toBe('300');
  });

  it('everything refused because the wallet moved meanwhile: the field shows the wallet as read again', async () => {
    const user = userEvent.setup();
    const reads = [
      walletAnswer({ slots: [pg] }),
      walletAnswer({ wallet: { amount: 600, currency: 'BAHT' }, slots: [pg] }),
    ];
    const { transfers } = renderModal({
      '/api/wallet': () => json(200, reads.length > 1 ? reads.shift() : reads[0]),
      '/api/wallet/transfer': json(422, { message: 'MONEY_NOT_ENOUGH' }),
    });
    await opened();
    await user.click(transferOnly());
    expect(await screen.findByText(errorsEn.MONEY_NOT_ENOUGH)).toBeDefined();
    expect(transfers()).toEqual([{ from: 'WALLET', to: 'PG', amount: 1000 }]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(amount().value).toBe('600.00'));
    expect(summary()?.textContent).toBe('Moves 600.00 baht from your wallet to PG Soft.');
  });

  it('with an empty wallet, holds 0 and is off; play moves nothing and says only play', async () => {
    renderModal({ '/api/wallet': json(200, walletAnswer({ wallet: { amount: 0, currency: 'BAHT' }, slots: [pg] })) });
    await opened();
    expect(amount().value).toBe('0.00');
    expect(transferOnly()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: en.game.play })).toBeDefined();
  });

  const launch = 'https://play.example.test/pg';
  /** The modal over a wallet holding `held`, PG launching at `launch`; `played` is where the page went. */
  async function renderPlayable(held: number, answers: RoutedAnswers = {}) {
    const fetchMock = renderWithApi(<GameModal params={{ code: 'PG' }} onClose={vi.fn()} />, {
      i18n,
      otherwise: routedServer({
        ...base,
        '/api/wallet': json(
          200,
          walletAnswer({ wallet: { amount: held, currency: 'BAHT' }, slots: [{ ...pg, url: launch }] }),
        ),
        ...answers,
      }),
    });
    await opened();
    const played = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign: played });
    const bodiesTo = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith(path))
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    return { played, bodiesTo };
  }

  it.each([
    [0.5, en.game.playWithoutMoving],
    [0.99, en.game.playWithoutMoving],
    [0, en.game.play],
  ])(
    'with %d in the wallet, below the transfer minimum, play moves nothing and opens the game',
    async (held, label) => {
      const user = userEvent.setup();
      const { played, bodiesTo } = await renderPlayable(held);
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(played).toHaveBeenCalledWith(launch));
      expect(bodiesTo('/api/wallet/transfer')).toEqual([]);
      expect(bodiesTo('/api/wallet/transferAll')).toEqual([]);
    },
  );

  it('play tapped before the credentials come opens the auto-login link with the username', async () => {
    const user = userEvent.setup();
    // The credentials are held until after the tap: the link may not be asked for without the username.
    let credentials: (response: Response) => void = () => undefined;
    const link = 'https://play.example.test/launch/pg?ticket=1';
    const fetchMock = renderWithApi(<GameModal params={{ code: 'PG' }} onClose={vi.fn()} />, {
      i18n,
      otherwise: routedServer({
        ...base,
        '/api/wallet': json(200, walletAnswer({ slots: [{ ...pg, url: launch, autoLoginGame: 'pg' }] })),
        '/api/wallet/account/PG': () => new Promise<Response>((resolve) => (credentials = resolve)),
        '/api/wallet/transferAll': json(200, { message: 'SUCCESS', wallet: { amount: 0 }, slots: [] }),
        '/api/autoLogin/pg/pg0812345678': json(200, { link }),
      }),
    });
    const played = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign: played });
    await user.click(await screen.findByRole('button', { name: 'Move 1,000.00 baht and play' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/wallet/transferAll'))).toBe(true),
    );
    credentials(json(200, { username: 'pg0812345678', password: 'secret', event: null }));
    await waitFor(() => expect(played).toHaveBeenCalledWith(link));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/autoLogin/'))).toHaveLength(1);
  });

  it('with the transfer minimum in the wallet, play moves it all, then opens the game', async () => {
    const user = userEvent.setup();
    const { played, bodiesTo } = await renderPlayable(1, {
      '/api/wallet/transferAll': json(200, {
        message: 'SUCCESS',
        wallet: { amount: 0 },
        slots: [{ code: 'PG', amount: 201 }],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Move 1.00 baht and play' }));
    await waitFor(() => expect(played).toHaveBeenCalledWith(launch));
    expect(bodiesTo('/api/wallet/transferAll')).toEqual([{ to: 'PG' }]);
  });
});
