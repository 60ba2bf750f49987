import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/home.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { gameAccount, routedServer, walletAnswer, type RoutedAnswers } from '../../test/wallet';
import HomePage from './home-page';

const slot = { ...gameAccount('PG', 320.25), name: 'PG Soft', autoLoginGame: 'pg' as const };
const wallet = walletAnswer({
  profile: {
    name: 'somchai Jaidee',
    _id: 'M10001',
    createdAt: '2026-10-13T10:00:00.000Z',
    username: '0812345678',
    coin: 3,
  },
  invite: { amount: 75, success: 80, fail: 20 },
  wallet: { amount: 1250.5, currency: 'BAHT' },
  slots: [slot, { ...slot, code: 'JOKER', name: 'Joker', isActive: false, amount: 0 }],
});

const base: RoutedAnswers = {
  '/api/wallet': json(200, wallet),
  '/api/lookup/notice': json(200, { notice: '' }),
  '/api/spinwheel/active': json(200, { isActive: false }),
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const renderHome = (answers: RoutedAnswers = {}) =>
  renderWithApi(<HomePage />, { i18n, otherwise: routedServer({ ...base, ...answers }) });
const balanceCard = () => screen.getByTestId('balance-card');

describe('home', () => {
  it('greets the member with their initial and coins, and shows the total in their currency with 2 decimals', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.title);
    expect(await screen.findByText('somchai Jaidee')).toBeDefined();
    expect(screen.getByText('S')).toBeDefined();
    expect(screen.getByText('3 coins')).toBeDefined();
    expect(screen.getByTestId('wallet-amount').textContent).toBe('1,250.50 baht');
    // Only the active game accounts count towards what the games hold.
    expect(screen.getByTestId('games-total').textContent).toBe('320.25');
    expect(screen.getByTestId('invite-amount').textContent).toBe('75.00');
  });

  it('says how long ago the balances were last refreshed, with the exact time as its description', async () => {
    const refreshed = new Date(Date.now() - 3 * 60_000 - 5_000);
    localStorage.setItem('last_sync', refreshed.toISOString());
    renderHome();
    await screen.findByTestId('wallet-amount');
    const time = within(balanceCard()).getByText('3 minutes ago');
    expect(balanceCard().textContent).toContain('Updated 3 minutes ago');
    expect(time).toHaveAccessibleDescription(
      `${String(refreshed.getDate()).padStart(2, '0')}/${String(refreshed.getMonth() + 1).padStart(2, '0')}/${refreshed.getFullYear()} ${refreshed.toTimeString().slice(0, 8)}`,
    );
  });

  it('shows a LAK member their total in kip', async () => {
    renderHome({ '/api/wallet': json(200, { ...wallet, wallet: { amount: 250000, currency: 'LAK' } }) });
    expect((await screen.findByTestId('wallet-amount')).textContent).toBe('250,000.00 kip');
  });

  it('hides every amount behind the eye, and remembers it', async () => {
    const user = userEvent.setup();
    renderHome();
    await screen.findByTestId('wallet-amount');
    await user.click(within(balanceCard()).getByRole('button', { name: en.balance.hide }));
    expect(screen.getByTestId('wallet-amount').textContent).toBe('•••••• baht');
    expect(screen.getByTestId('games-total').textContent).toBe('••••••');
    expect(screen.getByTestId('invite-amount').textContent).toBe('••••••');
    expect(within(balanceCard()).getByRole('button', { name: en.balance.show }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(localStorage.getItem('hide-balance')).toBe('1');
    await user.click(within(balanceCard()).getByRole('button', { name: en.balance.show }));
    expect(screen.getByTestId('wallet-amount').textContent).toBe('1,250.50 baht');
    expect(localStorage.getItem('hide-balance')).toBeNull();
  });

  it('starts hidden when the member hid their balance on an earlier visit', async () => {
    localStorage.setItem('hide-balance', '1');
    renderHome();
    expect((await screen.findByTestId('wallet-amount')).textContent).toBe('•••••• baht');
  });

  it('says when the wallet cannot be loaded and loads it on retry', async () => {
    const user = userEvent.setup();
    const answers = [json(500, { message: 'INTERNAL_SERVER_ERROR' }), json(200, wallet)];
    renderHome({ '/api/wallet': () => answers.shift() ?? json(200, wallet) });
    expect((await screen.findByRole('alert')).textContent).toContain(en.failed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('somchai Jaidee')).toBeDefined();
  });

  it('refreshes the game balances from the answer of refresh/slot, stores the time and reads the wallet again', async () => {
    const user = userEvent.setup();
    const reads = [
      json(200, wallet),
      json(200, { ...wallet, wallet: { ...wallet.wallet, amount: 1350.5 }, slots: [{ ...slot, amount: 1000 }] }),
    ];
    const fetchMock = renderHome({
      '/api/wallet': () => reads.shift() ?? json(500, {}),
      '/api/wallet/refresh/slot': json(200, { message: 'SUCCESS', slots: [{ ...slot, amount: 1000 }] }),
    });
    expect((await screen.findByTestId('games-total')).textContent).toBe('320.25');
    await user.click(within(balanceCard()).getByRole('button', { name: en.balance.refresh }));
    await waitFor(() => expect(screen.getByTestId('games-total').textContent).toBe('1,000.00'));
    // A deposit that settled meanwhile shows too: the wallet is read again after the refresh.
    await waitFor(() => expect(screen.getByTestId('wallet-amount').textContent).toBe('1,350.50 baht'));
    expect(await screen.findByText(en.balance.refreshed)).toBeDefined();
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://portal.test').pathname);
    expect(calls.filter((path) => path.startsWith('/api/wallet'))).toEqual([
      '/api/wallet',
      '/api/wallet/refresh/slot',
      '/api/wallet',
    ]);
    expect(localStorage.getItem('last_sync')).not.toBeNull();
  });

  it('receives the invite bonus, says so and reads the wallet again', async () => {
    const user = userEvent.setup();
    const reads = [
      json(200, wallet),
      json(200, { ...wallet, wallet: { ...wallet.wallet, amount: 1325.5 }, invite: { ...wallet.invite, amount: 0 } }),
    ];
    renderHome({
      '/api/wallet': () => reads.shift() ?? json(500, {}),
      '/api/invite/bonus': json(200, { message: 'INVITE_BONUS_SUCCESS', amount: 75 }),
    });
    await user.click(await screen.findByRole('button', { name: en.invite.receive }));
    expect(await screen.findByText(errorsEn.INVITE_BONUS_SUCCESS)).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('wallet-amount').textContent).toBe('1,325.50 baht'));
    expect(screen.getByTestId('invite-amount').textContent).toBe('0.00');
    expect(screen.getByRole('button', { name: en.invite.receive }).hasAttribute('disabled')).toBe(true);
  });

  it('says the invite bonus stays in the box while a bonus is held (INVITE_COLLECT), and the box keeps it', async () => {
    const user = userEvent.setup();
    renderHome({ '/api/invite/bonus': json(200, { message: 'INVITE_COLLECT', amount: 75 }) });
    await user.click(await screen.findByRole('button', { name: en.invite.receive }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(errorsEn.INVITE_COLLECT)).toBeDefined();
    expect(within(dialog).getByText(en.invite.title)).toBeDefined();
    expect(screen.getByTestId('invite-amount').textContent).toBe('75.00');
    expect(screen.getByTestId('wallet-amount').textContent).toBe('1,250.50 baht');
  });

  it("shows the server's refusal of the invite bonus in the member's words", async () => {
    const user = userEvent.setup();
    renderHome({ '/api/invite/bonus': json(400, { message: 'NO_INVITEE_PLAY_INFO' }) });
    await user.click(await screen.findByRole('button', { name: en.invite.receive }));
    expect(await screen.findByText(errorsEn.NO_INVITEE_PLAY_INFO)).toBeDefined();
  });

  it("shows the operator's notice as text, and nothing when there is none", async () => {
    renderHome({ '/api/lookup/notice': json(200, { notice: '<b>Maintenance</b> at 02:00' }) });
    expect((await screen.findByRole('note')).textContent).toBe('<b>Maintenance</b> at 02:00');
  });

  it('offers the spin wheel in place of refresh-all while a wheel is active', async () => {
    renderHome({ '/api/spinwheel/active': json(200, { isActive: true }) });
    const tiles = screen.getByRole('navigation', { name: en.tiles.label });
    expect((await within(tiles).findByRole('link', { name: en.tiles.spin })).getAttribute('href')).toBe('/user/spin');
    expect(within(tiles).queryByRole('button', { name: en.tiles.refresh })).toBeNull();
  });

  it('offers refresh-all while no wheel is active', async () => {
    renderHome();
    const tiles = screen.getByRole('navigation', { name: en.tiles.label });
    expect(await within(tiles).findByRole('button', { name: en.tiles.refresh })).toBeDefined();
    expect(within(tiles).queryByRole('link', { name: en.tiles.spin })).toBeNull();
    expect(within(tiles).getByRole('link', { name: en.tiles.bonus }).getAttribute('href')).toBe('/user/bonus');
  });
});

describe('home, against a backend that differs from the contract', () => {
  // Each difference is told on the console in development (api/reading.ts, tested there).
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('loses only the invite box when its amount is not a number: no amount made up, a retry in its place', async () => {
    renderHome({ '/api/wallet': json(200, { ...wallet, invite: { ...wallet.invite, amount: '75' } }) });
    expect((await screen.findByTestId('wallet-amount')).textContent).toBe('1,250.50 baht');
    const box = screen.getByRole('region', { name: en.invite.title });
    expect(within(box).getByRole('alert').textContent).toBe(en.invite.failed);
    expect(within(box).getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.queryByTestId('invite-amount')).toBeNull();
  });

  it('shows a game of a category it does not know on an other-games shelf, and says how many games it could not read', async () => {
    const esport = { ...slot, code: 'ESP', name: 'E-Sport Arena', category: 'esport' };
    const broken = { ...slot, code: 'BRK', ftWalletSlot: 'one' };
    renderHome({ '/api/wallet': json(200, { ...wallet, slots: [slot, esport, broken] }) });
    expect(await screen.findByRole('heading', { level: 2, name: en.games.category.other })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: en.games.category.slot })).toBeDefined();
    expect(screen.getByRole('note', { name: '' }).textContent).toBe('1 item could not be shown.');
    // What the games hold counts only the games that were read: 320.25 each for PG and the e-sport one.
    expect(screen.getByTestId('games-total').textContent).toBe('640.50');
  });

  it('says the wallet could not be loaded, with no amount, when the total itself is missing', async () => {
    renderHome({ '/api/wallet': json(200, { ...wallet, wallet: { currency: 'BAHT' } }) });
    expect(await screen.findByText(en.failed)).toBeDefined();
    expect(screen.queryByTestId('wallet-amount')).toBeNull();
  });
});
