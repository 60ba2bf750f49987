import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import bonus from '../../i18n/locales/th/bonus.json';
import common from '../../i18n/locales/th/common.json';
import errors from '../../i18n/locales/th/errors.json';
import { memberHeaders, openPortal } from '../../test/portal';

/**
 * Receiving bonuses and promotion codes against the simulator in process, in Thai: what each dialog says, the
 * server's refusals, and the money. How the page and its dialogs fit each screen: e2e/bonus.spec.ts.
 */
const card = (name: string) => screen.findByRole('link', { name: new RegExp(name) });
const walletAmount = async () =>
  ((await (await fetch('/api/wallet', { headers: await memberHeaders() })).json()) as { wallet: { amount: number } })
    .wallet.amount;

describe('a bonus', () => {
  it('received: what it means said first, then the alert, the held bonus and the credit in the wallet', async () => {
    const { user } = await openPortal('/user/bonus', { locale: 'th' });
    await user.click(await card('ฝากรายวัน 10%'));
    const dialog = await screen.findByRole('dialog', { name: 'ฝากรายวัน 10%' });
    expect(within(dialog).getByTestId('bonus-notice')).toHaveTextContent('รับได้วันละ 2 ครั้ง เงื่อนไขเสีย 20%');
    expect(within(dialog).getByText(bonus.rules.turnover)).toBeVisible();
    expect(within(dialog).getByText(bonus.rules.wholeBalance)).toBeVisible();
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/bonus-daily\.svg$/);
    await user.click(within(dialog).getByRole('button', { name: bonus.modal.receive }));

    // The bonus's dialog gives way to the alert that says what was received.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ฝากรายวัน 10%' })).toBeNull());
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('ฝากรายวัน 10%');
    expect(alert).toHaveTextContent('20.00');
    await user.click(within(alert).getByRole('button', { name: common.ok }));
    expect(await screen.findByRole('region', { name: bonus.types.day })).toBeVisible();
    expect(await card('ฝากรายวัน 10%')).toHaveTextContent(bonus.card.active);
    expect(await walletAmount()).toBe(1270.5);
  });

  it('refused by the server (fully claimed; another device took one first) says why and changes nothing', async () => {
    const { simulator, user } = await openPortal('/user/bonus', { locale: 'th' });
    await user.click(await card('โบนัสรายสัปดาห์'));
    const dialog = await screen.findByRole('dialog', { name: 'โบนัสรายสัปดาห์' });
    const receive = within(dialog).getByRole('button', { name: bonus.modal.receive });
    expect(receive).toBeEnabled();

    // The operator's cap (BONUS_FULL, from the simulator's faults): said, and nothing is held.
    simulator.addFault({ route: 'bonus.activate', kind: 'error', code: 'BONUS_FULL', times: 1 });
    await user.click(receive);
    const full = await screen.findByRole('alertdialog');
    expect(full).toHaveTextContent(errors.BONUS_FULL);
    await user.click(within(full).getByRole('button', { name: common.ok }));
    expect(within(dialog).getByRole('button', { name: bonus.modal.receive })).toBeEnabled();
    expect(await walletAmount()).toBe(1250.5);

    // Another device takes the daily bonus meanwhile.
    expect((await fetch('/api/bonus/activate/DAILY10', { headers: await memberHeaders() })).ok).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: bonus.modal.receive }));
    const taken = await screen.findByRole('alertdialog');
    expect(taken).toHaveTextContent(errors.BONUS_ALREADY_ACTIVE);
    await user.click(within(taken).getByRole('button', { name: common.ok }));
    // The dialog stays, now saying why it cannot be taken; the page shows the bonus the other device took.
    expect(await within(dialog).findByText(bonus.modal.holding)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: bonus.modal.receive })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: bonus.types.day })).toBeVisible();
  });
});

describe('promotion codes', () => {
  const title = (code: string) => bonus.promotion.modalTitle.replace('{{code}}', code);

  it('searching, not found, found and received, already received', async () => {
    const { simulator, user } = await openPortal('/user/bonus', { locale: 'th' });
    const field = await screen.findByRole('textbox', { name: bonus.promotion.label });

    // An empty search says what is missing.
    await user.click(screen.getByRole('button', { name: bonus.promotion.search }));
    expect(await screen.findByText(bonus.promotion.required)).toBeVisible();

    // A code that names nothing: the search shows, then the not-found message; the code typed stays.
    await user.type(field, 'nope 1');
    expect(field).toHaveValue('NOPE 1');
    simulator.addFault({ route: 'promotion.find', kind: 'delay', ms: 300, times: 1 });
    await user.type(field, '{Enter}');
    const notFound = await screen.findByRole('dialog', { name: title('NOPE 1') });
    expect(
      within(notFound).getByRole('status', { name: bonus.promotion.searching.replace('{{code}}', 'NOPE 1') }),
    ).toBeVisible();
    expect(await within(notFound).findByText(bonus.promotion.notFound.replace('{{code}}', 'NOPE 1'))).toBeVisible();
    await user.click(within(notFound).getByRole('button', { name: bonus.promotion.tryAnother }));
    expect(field).toHaveValue('NOPE 1');

    // GOLD50 was received before: found, then refused on receive.
    await user.clear(field);
    await user.type(field, 'gold50{Enter}');
    const gold = await screen.findByRole('dialog', { name: title('GOLD50') });
    expect(await within(gold).findByText('รับเครดิตฟรี 50 บาท ทำเทิร์น 3 เท่า')).toBeVisible();
    await user.click(within(gold).getByRole('button', { name: bonus.modal.receive }));
    const received = await screen.findByRole('alertdialog');
    expect(received).toHaveTextContent(errors.PROMOTION_RECEIVED);
    await user.click(within(received).getByRole('button', { name: common.ok }));
    await user.keyboard('{Escape}');

    // LUCKY20: its loss condition and description, what it means, received; the page then shows it held.
    await user.clear(field);
    await user.type(field, 'lucky20');
    await user.click(screen.getByRole('button', { name: bonus.promotion.search }));
    const lucky = await screen.findByRole('dialog', { name: title('LUCKY20') });
    expect(await within(lucky).findByText('รับเครดิต 20 บาท')).toBeVisible();
    expect(within(lucky).getByText('10%')).toBeVisible();
    expect(within(lucky).getByText(bonus.rules.wholeBalance)).toBeVisible();
    await user.click(within(lucky).getByRole('button', { name: bonus.modal.receive }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      bonus.promotion.received.replace('{{code}}', 'LUCKY20'),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: common.ok }));
    expect(await screen.findByRole('region', { name: bonus.types.promotion })).toBeVisible();
    expect(await walletAmount()).toBe(1270.5);
  });
});
