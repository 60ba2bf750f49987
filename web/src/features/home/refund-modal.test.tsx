import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import errorsEn from '../../i18n/locales/en/errors.json';
import en from '../../i18n/locales/en/home.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { routedServer, walletAnswer, type RoutedAnswers } from '../../test/wallet';
import RefundModal from './refund-modal';

const check = {
  result: true,
  bonus: false,
  info: '<p>10% back</p>',
  refundAmount: 42,
  refundSuccess: 80,
  refundFail: 20,
};
const banner = { image: '/mock-assets/banners/refund-1.svg', html: '<p>Refund <b>10%</b></p>' };
const base: RoutedAnswers = {
  '/api/wallet': json(200, walletAnswer()),
  '/api/refund/banners': json(200, []),
  '/api/refund/check': json(200, check),
  '/api/refund': json(200, { refunds: [], total: 0 }),
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

function renderModal(answers: RoutedAnswers = {}) {
  const onClose = vi.fn();
  const fetchMock = renderWithApi(<RefundModal params={{}} onClose={onClose} />, {
    i18n,
    otherwise: routedServer({ ...base, ...answers }),
  });
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://portal.test').pathname === path).length;
  return { onClose, calls };
}

describe('refund modal', () => {
  it('shows the banners first; Continue, or closing them, opens the refund itself', async () => {
    const { onClose } = renderModal({ '/api/refund/banners': json(200, [banner, banner]) });
    expect(await screen.findByRole('listitem', { name: 'Banner 1 of 2' })).toHaveTextContent('Refund 10%');
    expect(screen.queryByText(en.refundModal.now)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText(en.refundModal.now)).toBeInTheDocument();
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('42.00');
  });

  it('opens the refund directly when there are no banners, or when they cannot be read', async () => {
    renderModal({ '/api/refund/banners': json(500, { message: 'INTERNAL_SERVER_ERROR' }) });
    expect(await screen.findByText(en.refundModal.now, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('10% back')).toBeInTheDocument();
  });

  it('says refunds are off when the server says REFUND_INACTIVE', async () => {
    renderModal({ '/api/refund/check': json(400, { message: 'REFUND_INACTIVE' }) });
    expect(await screen.findByText(errorsEn.REFUND_INACTIVE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.refundModal.receive })).not.toBeInTheDocument();
  });

  it('cannot receive while a bonus is held, and says why', async () => {
    renderModal({ '/api/refund/check': json(200, { ...check, result: false, bonus: true }) });
    expect(await screen.findByText(en.refundModal.bonusBlocks)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.refundModal.receive })).toBeDisabled();
  });

  it('closes without reading the wallet again when no money moved', async () => {
    const { onClose, calls } = renderModal();
    await screen.findByText(en.refundModal.now);
    const readsBefore = calls('/api/wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('/api/wallet')).toBe(readsBefore);
  });

  it('reads the wallet again on closing after the refunds moved into it', async () => {
    const waiting = {
      refunds: [{ refundAmount: 42, createdAt: '2026-11-23T10:00:00.000Z', addedToWallet: false }],
      total: 1,
    };
    const { onClose, calls } = renderModal({
      '/api/refund': json(200, waiting),
      '/api/refund/addWallet': json(200, { message: 'SUCCESS', amount: 42, wallet: { amount: 1042 } }),
    });
    const move = await screen.findByRole('button', { name: en.refundModal.move });
    const readsBefore = calls('/api/wallet');
    await userEvent.click(move);
    await waitFor(() => expect(calls('/api/refund/addWallet')).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(calls('/api/wallet')).toBeGreaterThan(readsBefore));
  });
});
