import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { gameAccount, routedServer, walletAnswer } from '../../test/wallet';
import SlipsModal, { slipAddress, slipAmount } from './slips-modal';
import StatementPage, { placeName, signOf } from './statement-page';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const entries = [
  {
    _id: 'S1',
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'SYSTEM',
    to: 'WALLET',
    amount: 100,
    createdAt: '2026-11-20T10:00:00.000Z',
    bonus: { description: 'Welcome 100%' },
  },
  {
    _id: 'S2',
    statementType: 'withdraw',
    status: 'FAILED',
    from: 'WALLET',
    to: 'KBANK',
    amount: 1250.5,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    _id: 'S3',
    statementType: 'transfer',
    status: 'IN_PROGRESS',
    from: 'WALLET',
    to: 'PG',
    amount: 20,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
];

/** The statement behind the API, by the body's page: a count of 12, page 1 the entries above, page 2 one more. */
function statement(answer?: (page: number) => Response | undefined): typeof fetch {
  return async (_url, init) => {
    const { page } = JSON.parse(String(init?.body)) as { page: number };
    return (
      answer?.(page) ??
      json(200, {
        total: 12,
        statements: page === 1 ? entries : page === 2 ? [{ ...entries[2], _id: 'S11', to: 'JOKER' }] : [],
      })
    );
  };
}

const render = (otherwise = statement(), url = '/user/statement') =>
  renderWithApi(<StatementPage />, { i18n, otherwise, url });
const rows = () => within(screen.getByRole('list', { name: en.member.screens.statement })).getAllByRole('listitem');

describe('StatementPage', () => {
  it("lists the member's entries with their kind, what they were, status, amount and time", async () => {
    render();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [bonus, withdrawal, transfer] = rows();
    expect(bonus!.textContent).toContain(en.statement.types.bonus);
    expect(bonus!.textContent).toContain('Welcome 100%');
    expect(bonus!.textContent).toContain('+100.00');
    expect(withdrawal!.textContent).toContain(en.statement.status.FAILED);
    expect(withdrawal!.textContent).toContain('-1,250.50');
    expect(transfer!.textContent).toContain('Wallet → PG');
    expect(transfer!.textContent).not.toMatch(/[+-]20\.00/);
    expect(transfer!.textContent).toContain(en.statement.status.IN_PROGRESS);
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
  });

  it("names games by their names on the member's cards, banks by theirs, QR providers and TrueMoney in words; a place it does not know by its code", async () => {
    const named = [
      { ...entries[1], _id: 'W1', to: 'KBANK' },
      { ...entries[2], _id: 'T1', to: 'PG' },
      { ...entries[2], _id: 'D1', statementType: 'deposit', from: 'SLIP', to: 'WALLET' },
      { ...entries[2], _id: 'D2', statementType: 'deposit', from: 'ZAPMAN', to: 'WALLET' },
      { ...entries[2], _id: 'D3', statementType: 'deposit', from: 'TRUEWALLET', to: 'WALLET' },
      { ...entries[2], _id: 'D4', statementType: 'deposit', from: 'NEWPAY', to: 'WALLET' },
    ];
    render(
      routedServer({
        '/api/statement': json(200, { total: 6, statements: named }),
        '/api/wallet': json(200, walletAnswer({ slots: [{ ...gameAccount('PG', 100), name: 'PG Soft' }] })),
        '/api/lookup/banks': json(200, [{ code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' }]),
      }),
    );
    await waitFor(() => expect(rows()[1]!.textContent).toContain('Wallet → PG Soft'));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Wallet → Kasikornbank'));
    expect(rows()[2]!.textContent).toContain('Slip → Wallet');
    expect(rows()[3]!.textContent).toContain('ZAPMAN QR → Wallet');
    expect(rows()[4]!.textContent).toContain('TrueMoney → Wallet');
    expect(rows()[5]!.textContent).toContain('NEWPAY → Wallet');
  });

  it('moves to the next page with the pager', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Wallet → JOKER'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
  });

  it('opens at the page its address names', async () => {
    const fetchMock = render(statement(), '/user/statement?page=2');
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Wallet → JOKER'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ page: 2, limit: 10 });
  });

  it('shows the last page for an address past it', async () => {
    render(statement(), '/user/statement?page=7');
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Wallet → JOKER'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('against a backend that differs: a status it does not know in progress, a new type by its name, a broken entry counted', async () => {
    const differing = [
      { ...entries[0], status: 'PENDING', createdAt: '20/11/2026 10:00' },
      { ...entries[1], _id: 'S9', statementType: 'cashback', bonus: undefined },
      { ...entries[2], amount: null },
    ];
    const told = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(statement(() => json(200, { total: 3, statements: differing })));
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Each difference is told (on the console in development), once.
    expect(told.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('statements[].status: unknown-value, read as mapped'),
      expect.stringContaining('statements[].createdAt: bad-format, read as fallback'),
      expect.stringContaining('statements[].statementType: unknown-value, read as kept'),
      expect.stringContaining('statements[].amount: null, read as item-dropped'),
    ]);
    const [pending, cashback] = rows();
    expect(pending!.textContent).toContain(en.statement.status.IN_PROGRESS);
    expect(pending!.textContent).toContain('+100.00');
    expect(cashback!.textContent).toContain('cashback');
    expect(cashback!.textContent).toContain('1,250.50');
    expect(cashback!.textContent).not.toMatch(/[+-]1,250\.50/);
    // The entry whose amount is missing is not shown with a made-up one: it is counted under the list.
    expect(screen.getByRole('note').textContent).toBe('1 item could not be shown.');
    expect(screen.queryByText(/^[+-]?0\.00$/)).toBeNull();
    // A time it cannot read is shown as it came.
    expect(pending!.textContent).toContain('20/11/2026 10:00');
  });

  it('says when there is nothing yet', async () => {
    render(statement(() => json(200, { total: 0, statements: [] })));
    expect(await screen.findByText(en.statement.empty)).toBeDefined();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says why the statement could not be loaded, and loads it on retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    render(statement(() => (failures-- > 0 ? json(500, { message: 'INTERNAL_SERVER_ERROR' }) : undefined)));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.statement.failed);
    expect(alert.textContent).toContain(errorsEn.INTERNAL_SERVER_ERROR);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('statement rules', () => {
  it('signs money in with +, money out with -, a transfer with nothing', () => {
    expect(signOf('deposit')).toBe('+');
    expect(signOf('bonus')).toBe('+');
    expect(signOf('withdraw')).toBe('-');
    expect(signOf('finish_bonus')).toBe('-');
    expect(signOf('transfer')).toBe('');
  });

  it('opens only web addresses for a slip: a relative one on the API host, never javascript: or data:', () => {
    expect(slipAddress('/mock-assets/slips/A.svg', 'https://api.example.test')).toBe(
      'https://api.example.test/mock-assets/slips/A.svg',
    );
    expect(slipAddress('https://cdn.example.test/s.png', 'https://api.example.test')).toBe(
      'https://cdn.example.test/s.png',
    );
    expect(slipAddress('javascript:alert(1)', 'https://api.example.test')).toBeNull();
    expect(slipAddress('data:text/html,<script>1</script>', 'https://api.example.test')).toBeNull();
  });

  it.each([
    ['th', 'ทรูมันนี่', 'คิวอาร์ WW', 'คิวอาร์ ZAPMAN'],
    ['lo', 'ທຣູມັນນີ່', 'ຄິວອາ WW', 'ຄິວອາ ZAPMAN'],
    ['en', 'TrueMoney', 'WW QR', 'ZAPMAN QR'],
  ] as const)(
    'names a TrueMoney deposit and the QR providers in words, in %s',
    async (locale, trueMoney, ww, zapman) => {
      const t = (await setupTestI18n(locale)).getFixedT(locale, 'pages');
      const names = new Map([['KBANK', 'Kasikornbank']]);
      expect(placeName('TRUEWALLET', names, t)).toBe(trueMoney);
      expect(placeName('WW', names, t)).toBe(ww);
      expect(placeName('ZAPMAN', names, t)).toBe(zapman);
      // KBANK, a QR provider too, is a bank of the bank list: named as such.
      expect(placeName('KBANK', names, t)).toBe('Kasikornbank');
      // A code the app does not know stays as it came.
      expect(placeName('NEWPAY', names, t)).toBe('NEWPAY');
    },
  );

  it("shows a slip's amount only once it is over 0", () => {
    expect(slipAmount({ amount: 0 })).toBe('-');
    expect(slipAmount({ amount: 1500 })).toBe('1,500.00');
  });

  it('reads a page with an entry in progress again by itself until it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    render(
      statement(() => {
        reads += 1;
        const status = reads >= 2 ? 'SUCCESS' : 'IN_PROGRESS';
        return json(200, { total: 1, statements: [{ ...entries[2], status }] });
      }),
    );
    await waitFor(() => expect(rows()[0]!.textContent).toContain(en.statement.status.IN_PROGRESS));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(rows()[0]!.textContent).toContain(en.statement.status.SUCCESS));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reads).toBe(2);
    vi.useRealTimers();
  });
});

describe('SlipsModal', () => {
  const slip = {
    _id: 'P1',
    createdAt: '2026-11-20T10:00:00.000Z',
    amount: 0,
    status: 'FAILED',
    note: 'DEST_ACC_INVALID',
    link: '/slip.png',
    reference: 'REF 1',
  };
  const slipsServer =
    (reference: Response): typeof fetch =>
    async (url) => {
      const path = new URL(String(url), 'http://portal.test').pathname;
      if (path === '/api/statement/slip') return json(200, { total: 1, slips: [slip] });
      if (path === '/api/statement/slip/reference/REF%201') return reference;
      return json(404, { message: 'NO_DATA' });
    };

  it('lists a slip with its reason and opens it in a new window, cut off from this page', async () => {
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    renderWithApi(<SlipsModal params={{}} onClose={vi.fn()} />, {
      i18n,
      otherwise: slipsServer(json(200, { url: '/mock-assets/slips/REF1.svg' })),
    });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row.textContent).toContain(`${en.statement.status.FAILED}(${errorsEn.slip.DEST_ACC_INVALID})`);
    expect(row.textContent).toContain('-');
    await userEvent.click(within(row).getByRole('button', { name: /View the slip of/ }));
    await waitFor(() => expect(opened.location.href).toBe(`${window.location.origin}/mock-assets/slips/REF1.svg`));
    expect(opened.opener).toBeNull();
  });

  it('closes the window it opened, and opens nothing, for an address that is not a web address', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    renderWithApi(<SlipsModal params={{}} onClose={vi.fn()} />, {
      i18n,
      otherwise: slipsServer(json(200, { url: 'javascript:alert(document.cookie)' })),
    });
    const row = (await screen.findAllByRole('row'))[1]!;
    await userEvent.click(within(row).getByRole('button', { name: /View the slip of/ }));
    expect(await screen.findByText(en.slips.viewFailed)).toBeDefined();
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });

  it('closes the window it opened and says why when the slip cannot be found', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    renderWithApi(<SlipsModal params={{}} onClose={vi.fn()} />, {
      i18n,
      otherwise: slipsServer(json(404, { message: 'NO_DATA' })),
    });
    const row = (await screen.findAllByRole('row'))[1]!;
    await userEvent.click(within(row).getByRole('button', { name: /View the slip of/ }));
    expect(await screen.findByText(errorsEn.NO_DATA)).toBeDefined();
    expect(opened.close).toHaveBeenCalled();
  });
});
