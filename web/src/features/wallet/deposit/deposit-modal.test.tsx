import { decryptGiftLink } from '@portal/contract/gift-link';
import type { DepositLookup, QrState } from '@portal/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/deposit.json';
import errorsEn from '../../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../../test/i18n';
import { json, renderWithApi } from '../../../test/render';
import { routedServer, walletAnswer, type RoutedAnswers } from '../../../test/wallet';
import DepositModal, { depositMethods, qrProvidersOf } from './deposit-modal';
import { fileSize } from '../../../components/slip-upload';

const bank = (bankCode: string, bankType: 'bank' | 'qrcode', mode: 'AUTO' | 'MANUAL' = 'AUTO') => ({
  bankCode,
  bankType,
  mode,
  bankNameTH: `ธนาคาร ${bankCode}`,
  bankNameEN: `${bankCode} Bank`,
  bankAccountName: 'GOLD WALLET CO',
  bankAccountNo: '0481234567',
  currency: 'BAHT' as const,
});
const thaiSite: DepositLookup = {
  isManual: false,
  banks: [bank('KBANK', 'bank'), bank('ZAPMAN', 'qrcode'), bank('KBANK', 'qrcode')],
  wallets: [{ walletAccountName: 'Gold TrueMoney', mode: 'AUTO' }],
};
const laosSite: DepositLookup = { isManual: true, banks: [bank('BCEL', 'bank', 'MANUAL')], wallets: [] };
const noQr = (message: string): QrState => ({
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: null,
  expireIn: 0,
  message,
});

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(answers: RoutedAnswers = {}, lookup: DepositLookup = thaiSite) {
  const fetchMock = renderWithApi(<DepositModal params={{}} onClose={vi.fn()} />, {
    i18n,
    otherwise: routedServer({
      '/api/wallet': json(200, walletAnswer()),
      '/api/lookup/deposit': json(200, lookup),
      ...answers,
    }),
  });
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://portal.test').pathname === path);
  return { callsTo };
}

describe('the ways to deposit', () => {
  it('are those the site offers, in the spec order, the slip beside bank transfer', () => {
    expect(depositMethods(thaiSite)).toEqual(['bank', 'qr', 'truewallet', 'slip']);
    expect(depositMethods(laosSite)).toEqual(['bank', 'slip']);
    expect(depositMethods({ isManual: false, banks: [bank('WW', 'qrcode')], wallets: [] })).toEqual(['qr']);
    expect(depositMethods({ isManual: false, banks: [], wallets: [] })).toEqual([]);
  });

  it('name each QR provider once, in the contract order, and only QR providers', () => {
    expect(qrProvidersOf(thaiSite)).toEqual(['KBANK', 'ZAPMAN']);
    expect(qrProvidersOf({ ...thaiSite, banks: [bank('SCB', 'qrcode'), bank('WW', 'bank')] })).toEqual([]);
  });

  it('says when the site offers none', async () => {
    renderModal({}, { isManual: false, banks: [], wallets: [] });
    expect(await screen.findByText(en.none)).toBeDefined();
  });

  it('are tabs: the arrow keys move between them', async () => {
    renderModal();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      en.method.bank,
      en.method.qr,
      en.method.truewallet,
      en.method.slip,
    ]);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: en.method.slip }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: en.method.slip }));
  });
});

describe('manual deposit', () => {
  it('announces the amount sent, understood with grouping commas', async () => {
    const { callsTo } = renderModal(
      {
        '/api/wallet/add': json(200, {
          message: 'SUCCESS',
          deposit: { _id: 'D1', amount: 250000, status: 'IN_PROGRESS' },
        }),
      },
      laosSite,
    );
    await userEvent.type(await screen.findByLabelText(en.announce.amount), '250,000');
    await userEvent.click(screen.getByRole('button', { name: en.announce.submit }));
    expect(await screen.findByRole('alertdialog')).toBeDefined();
    expect(
      screen.getByText(en.announce.done.replace('{{amount}}', '250,000.00').replace('{{unit}}', 'baht')),
    ).toBeDefined();
    expect(JSON.parse(String(callsTo('/api/wallet/add')[0]![1]!.body))).toEqual({ amount: 250000 });
  });
});

describe('QR', () => {
  it('shows the server message when it refuses to make a QR, and keeps the amount', async () => {
    renderModal({
      '/api/qrcode/KBANK': (init) =>
        json(200, init?.method === 'POST' ? noQr('KBANK is closed for maintenance') : noQr('no qrcode')),
    });
    await userEvent.click(await screen.findByRole('tab', { name: en.method.qr }));
    const amount = await screen.findByLabelText(en.qr.amount);
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: en.qr.create }));
    expect(await screen.findByText('KBANK is closed for maintenance')).toBeDefined();
    expect((amount as HTMLInputElement).value).toBe('50');
  });

  it('shows an open QR as a picture with its countdown, and its amount', async () => {
    renderModal({
      '/api/qrcode/KBANK': json(200, {
        qrcodeId: 'qr1',
        hasQrcode: true,
        qrcode: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        amount: 300,
        expireIn: 125,
        message: 'SUCCESS',
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: en.method.qr }));
    const open = await screen.findByTestId('qr-open');
    expect(within(open).getByTestId('qr-countdown').textContent).toMatch(/^02:0[45]$/);
    expect(open.textContent).toContain('300.00');
    // The markup is an image's source, never part of the page.
    const picture = within(open).getByRole('img') as HTMLImageElement;
    expect(picture.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('True Wallet', () => {
  it('sends the gift link encrypted with the contract passphrase, never in the clear', async () => {
    const link = 'https://gift.truemoney.com/campaign/?v=GIFT0000000000000100';
    const { callsTo } = renderModal({ '/api/wallet/truelink': json(200, { message: 'SUCCESS', amount: 100 }) });
    await userEvent.click(await screen.findByRole('tab', { name: en.method.truewallet }));
    const send = screen.getByRole('button', { name: en.truewallet.send });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText(en.truewallet.link), `  ${link} `);
    await userEvent.click(send);
    await waitFor(() => expect(callsTo('/api/wallet/truelink')).toHaveLength(1));
    const body = String(callsTo('/api/wallet/truelink')[0]![1]!.body);
    expect(body).not.toContain('GIFT0000000000000100');
    expect(decryptGiftLink((JSON.parse(body) as { link: string }).link)).toBe(link);
    expect(await screen.findByRole('alertdialog')).toBeDefined();
  });

  it('says what is not a gift link without asking the server, and a used link in the catalogue words', async () => {
    const { callsTo } = renderModal({ '/api/wallet/truelink': json(409, { message: 'TRUELINK_DUPLICATE' }) });
    await userEvent.click(await screen.findByRole('tab', { name: en.method.truewallet }));
    const field = screen.getByLabelText(en.truewallet.link);
    await userEvent.type(field, 'https://gift.truemoney.com/');
    await userEvent.click(screen.getByRole('button', { name: en.truewallet.send }));
    expect(await screen.findByText(en.truewallet.notGiftLink)).toBeDefined();
    expect(callsTo('/api/wallet/truelink')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://gift.truemoney.com/campaign/?v=GIFT0000000000000100');
    await userEvent.click(screen.getByRole('button', { name: en.truewallet.send }));
    expect(within(await screen.findByRole('alertdialog')).getByText(errorsEn.TRUELINK_DUPLICATE)).toBeDefined();
  });
});

describe('slip sizes', () => {
  it('read in KB under a megabyte and in MB above', () => {
    expect(fileSize(100)).toBe('1 KB');
    expect(fileSize(48_000)).toBe('47 KB');
    expect(fileSize(2_400_000)).toBe('2.3 MB');
  });
});
