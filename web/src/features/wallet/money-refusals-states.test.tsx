import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InProcessSimulator } from '@portal/mock-server/in-process';
import common from '../../i18n/locales/th/common.json';
import deposit from '../../i18n/locales/th/deposit.json';
import errors from '../../i18n/locales/th/errors.json';
import home from '../../i18n/locales/th/home.json';
import { openPortal } from '../../test/portal';

/**
 * What the server refuses on the money dialogs, against the simulator in process, in Thai: each said in the
 * member's words with what they typed kept, and what the forms refuse before anything is sent. The dialogs'
 * fit on each screen: e2e/money-moves.spec.ts, e2e/deposit.spec.ts.
 */
const total = () => screen.findByTestId('wallet-amount');
const alert = () => screen.findByRole('alertdialog');
const sent = (calls: string[], path: string) => calls.filter((call) => call === path).length;

/**
 * Another tab of the default member's, logged in through the API: `post(path, body)` sends as that tab does,
 * past this page's own calls.
 */
async function otherTab(simulator: InProcessSimulator) {
  const json = { 'content-type': 'application/json', 'x-client': 'wallet-user' };
  const answer = await simulator.fetch('/api/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
  });
  const authorization = `Bearer ${((await answer.json()) as { token: string }).token}`;
  return {
    post: (path: string, body: unknown) =>
      simulator.fetch(path, { method: 'POST', headers: { ...json, authorization }, body: JSON.stringify(body) }),
  };
}

/** The portal at `url`, with the path of every call the app makes recorded. */
async function openCounting(url: string) {
  const portal = await openPortal(url, { locale: 'th' });
  const calls: string[] = [];
  const simulated = portal.simulator.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new URL(input instanceof Request ? input.url : String(input), 'http://portal.test').pathname);
    return simulated(input, init);
  });
  return { ...portal, calls };
}

describe('a transfer', () => {
  it('is MONEY_NOT_ENOUGH when the money moved away meanwhile: said, the amount kept, the wallet read again', async () => {
    const { user, simulator } = await openPortal('/user/home?modal=transfer', { locale: 'th' });
    const dialog = await screen.findByRole('dialog', { name: home.transfer.title });
    await user.selectOptions(await within(dialog).findByLabelText(home.transfer.from), 'PG');
    await user.selectOptions(within(dialog).getByLabelText(home.transfer.to), 'WALLET');
    await user.type(within(dialog).getByLabelText(home.transfer.amount), '300');

    // Another tab empties PG into the wallet before this one sends.
    const moved = await (
      await otherTab(simulator)
    ).post('/api/wallet/transfer', {
      from: 'PG',
      to: 'WALLET',
      amount: 320.25,
    });
    expect(moved.ok).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: home.transfer.submit }));
    const refused = await alert();
    expect(refused).toHaveTextContent(errors.MONEY_NOT_ENOUGH);
    await user.click(within(refused).getByRole('button'));
    expect(within(dialog).getByLabelText(home.transfer.amount)).toHaveValue('300');
    // The wallet was read again: the other tab's move shows.
    await user.click(within(dialog).getByRole('button', { name: common.close }));
    await waitFor(async () => expect(await total()).toHaveTextContent(`1,570.75 ${home.currency.BAHT}`));
  });

  it("is TRANSFER_MINIMUM when a backend's minimum is above the portal's: said as it is, the amount kept", async () => {
    const { user } = await openPortal('/user/home?modal=transfer', {
      locale: 'th',
      before: (simulator) =>
        simulator.addFault({ route: 'wallet.transfer', kind: 'error', code: 'TRANSFER_MINIMUM', times: 1 }),
    });
    const dialog = await screen.findByRole('dialog', { name: home.transfer.title });
    await user.selectOptions(await within(dialog).findByLabelText(home.transfer.to), 'PG');
    await user.type(within(dialog).getByLabelText(home.transfer.amount), '1 000');
    await user.click(within(dialog).getByRole('button', { name: home.transfer.submit }));
    const refused = await alert();
    expect(refused).toHaveTextContent(errors.TRANSFER_MINIMUM);
    await user.click(within(refused).getByRole('button'));
    expect(within(dialog).getByLabelText(home.transfer.amount)).toHaveValue('1 000');
  });
});

describe('a withdrawal', () => {
  it('above the maximum or the balance is refused before sending; money gone meanwhile is MONEY_NOT_ENOUGH', async () => {
    const { user, calls, simulator } = await openCounting('/user/home?modal=withdraw');
    const dialog = await screen.findByRole('dialog', { name: home.withdraw.title });
    const amount = await within(dialog).findByLabelText(home.withdraw.amount);
    const submit = within(dialog).getByRole('button', { name: home.withdraw.submit });
    await user.type(amount, '60,000');
    await user.click(submit);
    expect(await within(dialog).findByText('ถอนได้สูงสุด 50,000.00 บาท')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '2 000');
    await user.click(submit);
    expect(await within(dialog).findByText(home.withdraw.overAll)).toBeVisible();
    expect(sent(calls, '/api/wallet/withdrawAll')).toBe(0);

    // Another tab withdrew almost everything: this one's 1,500 is refused by the server.
    const gone = await (await otherTab(simulator)).post('/api/wallet/withdrawAll', { amount: 1_700 });
    expect(gone.ok).toBe(true);
    await user.clear(amount);
    await user.type(amount, '1,500');
    await user.click(submit);
    await user.click(await within(dialog).findByRole('button', { name: home.withdraw.confirm }));
    const refused = await alert();
    expect(refused).toHaveTextContent(errors.MONEY_NOT_ENOUGH);
    await user.click(within(refused).getByRole('button'));
    expect(within(dialog).getByLabelText(home.withdraw.amount)).toHaveValue('1,500');
    expect(sent(calls, '/api/wallet/withdrawAll')).toBe(1);
  });
});

describe('a deposit', () => {
  it('by a True Wallet link the server does not know, or under the minimum, is TRUELINK_INVALID; nothing is credited', async () => {
    const { user } = await openPortal('/user/home?modal=deposit', { locale: 'th' });
    const modal = await screen.findByRole('dialog', { name: deposit.title });
    await user.click(await within(modal).findByRole('tab', { name: deposit.method.truewallet }));
    const link = await within(modal).findByLabelText(deposit.truewallet.link);
    for (const voucher of ['GIFT9999999999999999', 'GIFT0000000000000001']) {
      await user.clear(link);
      await user.type(link, `https://gift.truemoney.com/campaign/?v=${voucher}`);
      await user.click(within(modal).getByRole('button', { name: deposit.truewallet.send }));
      const refused = await alert();
      expect(refused).toHaveTextContent(errors.TRUELINK_INVALID);
      await user.click(within(refused).getByRole('button'));
      expect(link).toHaveValue(`https://gift.truemoney.com/campaign/?v=${voucher}`);
    }
    await user.click(within(modal).getByRole('button', { name: common.close }));
    expect(await total()).toHaveTextContent(`1,250.50 ${home.currency.BAHT}`);
  });

  it('by a slip over 10 MB is refused before it leaves, and nothing is sent', async () => {
    const { user, calls } = await openCounting('/user/home?modal=deposit');
    const modal = await screen.findByRole('dialog', { name: deposit.title });
    await user.click(await within(modal).findByRole('tab', { name: deposit.method.slip }));
    const input = await waitFor(() => {
      const found = modal.querySelector<HTMLInputElement>('input[type=file]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await within(modal).findByText(deposit.slip.tooLarge.replace('{{mb}}', '10'))).toBeVisible();
    expect(within(modal).getByRole('button', { name: deposit.slip.send })).toBeDisabled();
    expect(sent(calls, '/api/wallet/slip')).toBe(0);
  });
});
