import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import home from '../../i18n/locales/th/home.json';
import { openPortal } from '../../test/portal';

/**
 * The member agreement against the simulator in process, in Thai: one that cannot be read. When it opens on a
 * first visit (on the page's clock), the back button, and how it fits: e2e/agreement.spec.ts.
 */
/** A first visit's agreement, opened over the home with its terms failing to load: said once the retries fail. */
async function openFailingAgreement() {
  const portal = await openPortal('/user/home?modal=agreement', {
    locale: 'th',
    agreementRemembered: false,
    before: (simulator) =>
      simulator.addFault({ route: 'lookup.agreements', kind: 'error', code: 'INTERNAL_SERVER_ERROR' }),
  });
  const dialog = await screen.findByRole('dialog', { name: home.agreement.title });
  // A server error is asked again twice (the client's retry rule) before the dialog says so.
  expect(await within(dialog).findByText(home.agreement.failed)).toBeVisible();
  return { ...portal, dialog };
}

describe('the agreement', () => {
  it('that cannot be read says so with a retry that brings it', async () => {
    const { simulator, user, dialog } = await openFailingAgreement();
    simulator.clearFaults();
    await user.click(within(dialog).getByRole('button', { name: common.retry }));
    expect((await within(dialog).findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it('that cannot be read is not remembered when closed: it is asked again next visit', async () => {
    const { user, dialog } = await openFailingAgreement();
    await user.click(within(dialog).getByRole('button', { name: home.agreement.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: home.agreement.title })).toBeNull());
    expect(localStorage.getItem('remember-agreement')).toBeNull();
  });

  it('read and accepted is remembered', async () => {
    const { user } = await openPortal('/user/home?modal=agreement', { locale: 'th', agreementRemembered: false });
    const dialog = await screen.findByRole('dialog', { name: home.agreement.title });
    await within(dialog).findAllByRole('listitem');
    await user.click(within(dialog).getByRole('button', { name: home.agreement.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: home.agreement.title })).toBeNull());
    expect(localStorage.getItem('remember-agreement')).not.toBeNull();
  });
});
