import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import errors from '../../i18n/locales/th/errors.json';
import pages from '../../i18n/locales/th/pages.json';
import { openPortal } from '../../test/portal';

/**
 * The profile against the simulator in process, in Thai: who the member is, a password change and its
 * refusals, a profile that cannot be read. How it fits each screen: e2e/profile.spec.ts.
 */
const form = pages.profile.password;
const logIn = (password: string) =>
  fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'wallet-user' },
    body: JSON.stringify({ username: '0812345678', password }),
  });

describe('the profile', () => {
  it('shows who the member is and their bank account, as the spec formats them', async () => {
    await openPortal('/user/profile', { locale: 'th' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
    expect(screen.getByText('0812345678')).toBeVisible();
    expect(screen.getByText(/^\d{3}-\d{3}-\d{4}$/)).toBeVisible();
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  });

  it('changes the password: a mismatch said inline, a wrong current one in an alert and then at its field', async () => {
    const { user } = await openPortal('/user/profile', { locale: 'th' });
    await user.click(await screen.findByRole('button', { name: pages.profile.changePassword }));
    const dialog = await screen.findByRole('dialog', { name: form.title });
    const field = (label: string) => within(dialog).getByLabelText(label);
    const save = within(dialog).getByRole('button', { name: form.submit });
    expect(save).toBeDisabled();

    await user.type(field(form.old), 'secret123');
    await user.type(field(form.new), 'newsecret9');
    await user.type(field(form.confirm), 'newsecret8');
    await user.click(save);
    expect(within(dialog).getByText(form.notEqual)).toBeVisible();

    await user.clear(field(form.old));
    await user.type(field(form.old), 'not-my-password');
    await user.clear(field(form.confirm));
    await user.type(field(form.confirm), 'newsecret9');
    await user.click(save);
    // Spec §8: a password-change failure is an error alert with the error's text.
    const alert = await screen.findByRole('alertdialog', { name: common.errorMsg });
    expect(alert).toHaveAccessibleDescription(errors.WRONG_PASSWORD);
    await user.click(within(alert).getByRole('button', { name: common.ok }));
    // Closed, the field it names is marked and has the focus, with what was typed kept.
    await waitFor(() => expect(field(form.old)).toHaveFocus());
    expect(field(form.old)).toHaveAttribute('aria-invalid', 'true');
    expect(field(form.new)).toHaveValue('newsecret9');

    await user.clear(field(form.old));
    await user.type(field(form.old), 'secret123');
    await user.click(save);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.done);
    // The old password no longer opens the account; the new one does.
    expect((await logIn('secret123')).ok).toBe(false);
    expect((await logIn('newsecret9')).ok).toBe(true);
  });

  it('that cannot be read says so and why, and a retry once the server answers brings it', async () => {
    const { simulator, user } = await openPortal('/user/profile', {
      locale: 'th',
      before: (simulator) =>
        simulator.addFault({ route: 'account.profile', kind: 'error', code: 'INTERNAL_SERVER_ERROR' }),
    });
    // A server error is asked again twice (the client's retry rule) before the page says so.
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent(pages.profile.failed);
    expect(alert).toHaveTextContent(errors.INTERNAL_SERVER_ERROR);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();

    simulator.clearFaults();
    await user.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
