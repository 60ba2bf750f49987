import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/home.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { routedServer, walletAnswer, type RoutedAnswers } from '../../test/wallet';
import InviteModal, { inviteLink } from './invite-modal';

const invites = (count: number, total: number) => ({
  invites: Array.from({ length: count }, (_, index) => ({
    from: { name: `Friend ${index + 1}` },
    amount: 5,
    createdAt: '2026-11-23T10:00:00.000Z',
  })),
  total,
});
const base: RoutedAnswers = {
  '/api/wallet': json(200, walletAnswer({ invite: { amount: 12.5, success: 70, fail: 30 } })),
  '/api/invite/banners': json(200, []),
  '/api/invite': json(200, invites(10, 12)),
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const renderModal = (answers: RoutedAnswers = {}) =>
  renderWithApi(<InviteModal params={{}} onClose={vi.fn()} />, {
    i18n,
    otherwise: routedServer({ ...base, ...answers }),
  });

describe('invite link', () => {
  it('is the register page with PR and the member id, on the site the member uses', () => {
    expect(inviteLink('M10001', 'https://wallet.example')).toBe('https://wallet.example/register?code=PRM10001');
  });
});

describe('invite modal', () => {
  it('shows the link, the bonus waiting, the percentages and a page of the list with a pager', async () => {
    renderModal();
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(/\/register\?code=PRM1$/);
    expect(screen.getByTestId('invite-modal-amount')).toHaveTextContent('12.50');
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(screen.getByText('30%')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: en.inviteModal.history });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('offers the share sheet only where the phone has one, and a closed sheet is not an error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: en.inviteModal.share }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/code=PRM1$/) }));
    expect(screen.queryByText(en.inviteModal.shareFailed)).not.toBeInTheDocument();
  });

  it('has no share button where there is no share sheet', async () => {
    renderModal();
    await screen.findByTestId('invite-link');
    expect(screen.queryByRole('button', { name: en.inviteModal.share })).not.toBeInTheDocument();
  });

  it('says when there is no invite yet', async () => {
    renderModal({ '/api/invite': json(200, invites(0, 0)) });
    expect(await screen.findByText(en.inviteModal.empty)).toBeInTheDocument();
  });
});
