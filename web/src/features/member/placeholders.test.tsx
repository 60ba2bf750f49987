import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import HomePage from './home-page';
import MemberPage from './member-page';

const bankAccount = {
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '0123456789',
  bankCode: 'KBANK',
  bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
};
const wallet = {
  profile: {
    name: 'Somchai Jaidee',
    _id: 'M10001',
    createdAt: '2026-10-13T10:00:00.000Z',
    username: '0812345678',
    coin: 3,
  },
  bankAccount,
  wallet: { amount: 1250.5, currency: 'BAHT' },
  invite: { amount: 75, success: 80, fail: 20 },
  slots: [
    {
      code: 'PG',
      name: 'PG Soft',
      category: 'slot',
      isActive: true,
      amount: 320.25,
      ftWalletSlot: 1,
      background: '/bg.png',
      logo: '/logo.png',
      url: null,
      android: null,
      ios: null,
      autoLoginGame: 'pg',
    },
  ],
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (page: React.ReactNode, answers: Response[] = []) =>
  renderWithApi(page, { i18n, answers, otherwise: wallet });

describe('member placeholders', () => {
  it('home greets the member and shows the wallet total with 2 decimals', async () => {
    renderWith(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home');
    expect(await screen.findByText('Hello, Somchai Jaidee')).toBeDefined();
    expect(screen.getByText(/1,250\.50/).textContent).toBe('1,250.50 baht');
    expect(screen.getByText(en.member.comingSoon)).toBeDefined();
  });

  it('home says when the wallet cannot be loaded and loads it on retry', async () => {
    const user = userEvent.setup();
    renderWith(<HomePage />, [json(500, { message: 'INTERNAL_SERVER_ERROR' })]);
    expect((await screen.findByRole('alert')).textContent).toContain(en.member.walletFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Somchai Jaidee')).toBeDefined();
  });

  it('refreshes the game balances from the answer of refresh/slot, stores the time and reads the wallet again', async () => {
    const user = userEvent.setup();
    const fetchMock = renderWith(<HomePage />, [
      json(200, wallet),
      json(200, { message: 'SUCCESS', slots: [{ ...wallet.slots[0], amount: 1000 }] }),
      json(200, {
        ...wallet,
        wallet: { ...wallet.wallet, amount: 1350.5 },
        slots: [{ ...wallet.slots[0], amount: 1000 }, ...wallet.slots.slice(1)],
      }),
    ]);
    expect((await screen.findByTestId('games-total')).textContent).toBe('320.25');

    await user.click(screen.getByRole('button', { name: en.member.refresh }));
    await waitFor(() => expect(screen.getByTestId('games-total').textContent).toBe('1,000.00'));
    // A deposit that settled meanwhile shows too: the wallet is read again after the refresh.
    expect(await screen.findByText(/1,350\.50/)).toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/wallet',
      '/api/wallet/refresh/slot',
      '/api/wallet',
    ]);
    expect(localStorage.getItem('last_sync')).not.toBeNull();
  });

  it.each(['profile', 'bonus', 'spin'] as const)('%s shows its title and the later-release line', (screenName) => {
    renderWith(<MemberPage screen={screenName} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.member.screens[screenName]);
    expect(screen.getByText(en.member.comingSoon)).toBeDefined();
  });
});
