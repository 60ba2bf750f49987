import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../../i18n/locales/en/common.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import en from '../../i18n/locales/en/pages.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { routedServer, type RoutedAnswers } from '../../test/wallet';
import PasswordModal from './password-modal';
import ProfilePage from './profile-page';

const profile = {
  profile: {
    name: 'Somchai Jaidee',
    _id: 'M10001',
    createdAt: '2026-10-13T03:04:05.000Z',
    username: '0812345678',
    coin: 3,
  },
  bankAccount: {
    bankAccountName: 'SOMCHAI JAIDEE',
    bankAccountNo: '0123456789',
    bankCode: 'KBANK',
    bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
  },
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('profile page', () => {
  it('shows the name, id, creation time, username, holder, Thai bank name and the number as 3-3-rest', async () => {
    renderWithApi(<ProfilePage />, { i18n, otherwise: routedServer({ '/api/account/profile': json(200, profile) }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeDefined();
    expect(screen.getByText('Member ID M10001')).toBeDefined();
    expect(screen.getByText(/^\d{2}\/10\/2026 \d{2}:04:05$/)).toBeDefined();
    expect(screen.getByText('0812345678')).toBeDefined();
    expect(screen.getByText('SOMCHAI JAIDEE')).toBeDefined();
    expect(screen.getByText('กสิกรไทย')).toBeDefined();
    expect(screen.getByText('012-345-6789')).toBeDefined();
  });

  it('says when the profile cannot be loaded and why, and loads it on retry', async () => {
    const user = userEvent.setup();
    const answers = [json(500, { message: 'INTERNAL_SERVER_ERROR' })];
    renderWithApi(<ProfilePage />, {
      i18n,
      otherwise: routedServer({ '/api/account/profile': () => answers.shift() ?? json(200, profile) }),
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(en.profile.failed);
    expect(failure).toHaveTextContent(errorsEn.INTERNAL_SERVER_ERROR);
    await user.click(within(failure).getByRole('button', { name: commonEn.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeDefined();
  });
});

describe('password modal', () => {
  function renderModal(answers: RoutedAnswers = {}) {
    const onClose = vi.fn();
    const fetchMock = renderWithApi(<PasswordModal params={{}} onClose={onClose} />, {
      i18n,
      otherwise: routedServer(answers),
    });
    const sent = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/account/changepwd'));
    return { onClose, sent };
  }
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const submit = () => screen.getByRole('button', { name: en.profile.password.submit });

  it('waits until all three are filled, then says inline when new and confirm differ', async () => {
    const user = userEvent.setup();
    const { sent } = renderModal();
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.type(field(en.profile.password.old), 'secret123');
    await user.type(field(en.profile.password.new), 'newsecret');
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.type(field(en.profile.password.confirm), 'newsecreT');
    await user.click(submit());
    expect(await screen.findByText(en.profile.password.notEqual)).toBeDefined();
    expect(sent()).toHaveLength(0);
  });

  it('says a wrong current password in an error alert, then marks its field and puts the focus there', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ '/api/account/changepwd': json(400, { message: 'WRONG_PASSWORD' }) });
    await user.type(field(en.profile.password.old), 'wrong1');
    await user.type(field(en.profile.password.new), 'newsecret');
    await user.type(field(en.profile.password.confirm), 'newsecret');
    await user.click(submit());
    const alert = await screen.findByRole('alertdialog', { name: commonEn.errorMsg });
    expect(alert).toHaveAccessibleDescription(errorsEn.WRONG_PASSWORD);
    expect(field(en.profile.password.old).getAttribute('aria-invalid')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: commonEn.ok }));
    await waitFor(() => expect(field(en.profile.password.old)).toHaveFocus());
    expect(field(en.profile.password.old).getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says any other refusal in an error alert with its text, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ '/api/account/changepwd': json(500, { message: 'INTERNAL_SERVER_ERROR' }) });
    await user.type(field(en.profile.password.old), 'secret123');
    await user.type(field(en.profile.password.new), 'newsecret');
    await user.type(field(en.profile.password.confirm), 'newsecret');
    await user.click(submit());
    const alert = await screen.findByRole('alertdialog', { name: commonEn.errorMsg });
    expect(alert).toHaveAccessibleDescription(errorsEn.INTERNAL_SERVER_ERROR);
    await user.click(within(alert).getByRole('button', { name: commonEn.ok }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field(en.profile.password.new)).toHaveValue('newsecret');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the new token where the old one was, closes and says it is saved', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'old-token');
    const { onClose, sent } = renderModal({
      '/api/account/changepwd': json(200, { message: 'SUCCESS', token: 'new-token' }),
    });
    await user.type(field(en.profile.password.old), 'secret123');
    await user.type(field(en.profile.password.new), 'newsecret');
    await user.type(field(en.profile.password.confirm), 'newsecret');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(sent()[0]?.[1]?.body))).toEqual({ oldPassword: 'secret123', newPassword: 'newsecret' });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(en.profile.password.done)).toBeDefined();
  });
});
