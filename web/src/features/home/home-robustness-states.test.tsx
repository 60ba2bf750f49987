import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import errors from '../../i18n/locales/th/errors.json';
import home from '../../i18n/locales/th/home.json';
import { openPortal } from '../../test/portal';

/**
 * The home against a slow or failing server, in process, in Thai: a double tap sends once, a withdrawal whose
 * wallet cannot be read offers a retry. The back button during a withdrawal (the browser's history):
 * e2e/home-robustness.spec.ts.
 */
describe('the home', () => {
  it('receives the invite bonus once for a double tap on a slow server, and says so', async () => {
    const { simulator, user } = await openPortal('/user/home', {
      locale: 'th',
      before: (simulator) => simulator.addFault({ route: 'invite.bonus', kind: 'delay', ms: 300 }),
    });
    const simulated = simulator.fetch;
    let sent = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/api/invite/bonus')) sent += 1;
      return simulated(input, init);
    });
    await user.dblClick(await screen.findByRole('button', { name: home.invite.receive }));
    expect(await screen.findByText(errors.INVITE_BONUS_SUCCESS)).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('withdraw dialog whose wallet cannot be read says so, and a retry brings what can be withdrawn', async () => {
    const { simulator, user } = await openPortal('/user/home?modal=withdraw', {
      locale: 'th',
      before: (simulator) => simulator.addFault({ route: 'wallet.get', kind: 'error', code: 'INTERNAL_SERVER_ERROR' }),
    });
    const dialog = await screen.findByRole('dialog', { name: home.withdraw.title });
    expect(await within(dialog).findByText(home.failed)).toBeVisible();
    simulator.clearFaults();
    await user.click(within(dialog).getByRole('button', { name: common.retry }));
    // The wallet alone first (it covers any amount up to it); with the games, everything.
    expect(await within(dialog).findByTestId('withdraw-available')).toHaveTextContent('1,250.50');
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(home.withdraw.fromAll) }));
    expect(within(dialog).getByTestId('withdraw-available')).toHaveTextContent('1,775.75');
  });
});
