import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import errors from '../../i18n/locales/th/errors.json';
import home from '../../i18n/locales/th/home.json';
import { memberHeaders, openPortal } from '../../test/portal';

/**
 * Money the player chooses to move, against the simulator in process, in Thai: an amount into a game from its
 * modal, and a withdrawal from the wallet and the games or from the wallet alone, each said before it moves;
 * what was sent, and what the server then holds. How the modals fit each screen: e2e/money-moves.spec.ts.
 */
const unit = home.currency.BAHT;
/** The whole text of an element, nothing before or after it. */
const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A text of the locale with its {{values}} put in. */
const say = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((said, [name, value]) => said.replace(`{{${name}}}`, value), text);

interface Money {
  wallet: number;
  games: Record<string, number>;
}

/** The member's wallet and game balances as the server holds them (another client of the API). */
const money = async (): Promise<Money> => {
  const headers = await memberHeaders();
  const body = (await (await fetch('/api/wallet', { headers })).json()) as {
    wallet: { amount: number };
    slots: { code: string; amount: number }[];
  };
  return { wallet: body.wallet.amount, games: Object.fromEntries(body.slots.map((slot) => [slot.code, slot.amount])) };
};

/** Every game account of `held` at 0. */
const emptied = (held: Money) => Object.fromEntries(Object.keys(held.games).map((code) => [code, 0]));

/** The bodies the portal sent to a route (`wallet.transfer`) from the journal entry `since` on. */
const sent = (simulator: InProcessSimulator, route: string, since = 0) =>
  simulator
    .world()
    .journal.entries.flatMap((entry) =>
      entry.kind === 'http' && entry.route === route && entry.id >= since ? [entry.request] : [],
    );

describe('transfer only', () => {
  it('moves the amount typed, said before it moves; a refused one keeps it and moves nothing', async () => {
    const { simulator, user } = await openPortal('/user/home?modal=game&code=PG', { locale: 'th' });
    const before = await money();
    expect(before.wallet).toBe(1250.5);
    expect(before.games.PG).toBe(320.25);
    const modal = await screen.findByRole('dialog', { name: 'PG Soft' });
    const amount = await within(modal).findByLabelText(say(home.game.amount, { name: 'PG Soft' }));
    const transferOnly = within(modal).getByRole('button', { name: home.game.transferOnly });
    const summary = () => within(modal).queryByTestId('game-move-summary');

    // Everything the wallet holds, as the server said, until the player types; play says what it moves too.
    expect(amount).toHaveValue('1250.50');
    expect(summary()).toHaveTextContent(whole(say(home.game.moves, { amount: '1,250.50', unit, name: 'PG Soft' })));
    expect(
      within(modal).getByRole('button', { name: say(home.game.playWithWallet, { amount: '1,250.50', unit }) }),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(transferOnly).toBeDisabled();
    expect(summary()).toBeNull();

    // The provider refuses once: said in an alert, the amount kept, nothing moved (the money came back).
    simulator.armOutcome({ kind: 'transfer', slotCode: 'PG' });
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(transferOnly);
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent(errors.TRANSFER_FAIL);
    expect(sent(simulator, 'wallet.transfer')).toEqual([{ from: 'WALLET', to: 'PG', amount: 200 }]);
    await user.click(within(refusal).getByRole('button'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(amount).toHaveValue('200');
    expect(await money()).toEqual(before);

    await user.clear(amount);
    await user.type(amount, '150');
    expect(summary()).toHaveTextContent(whole(say(home.game.moves, { amount: '150.00', unit, name: 'PG Soft' })));
    const mark = simulator.world().journal.next;
    await user.click(transferOnly);
    const toast = await screen.findByText(say(home.game.transferred, { amount: '150.00', unit, name: 'PG Soft' }));
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(sent(simulator, 'wallet.transfer', mark)).toEqual([{ from: 'WALLET', to: 'PG', amount: 150 }]);
    expect(await within(modal).findByTestId('game-balance')).toHaveTextContent(whole('470.25'));
    // The field is emptied: a second tap moves nothing until an amount is given again.
    expect(amount).toHaveValue('');
    expect(transferOnly).toBeDisabled();
    expect(await money()).toEqual({ wallet: 1100.5, games: { ...before.games, PG: 470.25 } });
  });
});

describe('a withdrawal', () => {
  const open = async (before?: (simulator: InProcessSimulator) => void) => {
    const portal = await openPortal('/user/home?modal=withdraw', { locale: 'th', before });
    const dialog = await screen.findByRole('dialog', { name: home.withdraw.title });
    const choice = await within(dialog).findByRole('group', { name: home.withdraw.from });
    return {
      ...portal,
      dialog,
      choice,
      amount: within(dialog).getByLabelText(home.withdraw.amount),
      fromWallet: within(choice).getByRole('radio', { name: new RegExp(home.withdraw.fromWallet) }),
      fromAll: within(choice).getByRole('radio', { name: new RegExp(home.withdraw.fromAll) }),
      submit: () => within(dialog).getByRole('button', { name: home.withdraw.submit }),
      review: () => within(dialog).findByRole('region', { name: home.withdraw.review }),
    };
  };

  /** Confirms the review: one withdrawal of `amount` from wallet and games is sent and awaits the bank. */
  const confirmWithdrawAll = async (
    { simulator, user }: Awaited<ReturnType<typeof open>>,
    review: HTMLElement,
    amount: number,
  ) => {
    const mark = simulator.world().journal.next;
    await user.click(within(review).getByRole('button', { name: home.withdraw.confirm }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(home.withdraw.waiting);
    expect(sent(simulator, 'wallet.withdrawAll', mark)).toEqual([{ amount }]);
    expect(sent(simulator, 'wallet.withdraw', mark)).toEqual([]);
  };

  it('the wallet covers is from the wallet only, chosen for the player; the games keep theirs', async () => {
    const { simulator, user, dialog, amount, fromWallet, fromAll, submit, review } = await open();
    const before = await money();
    const available = () => within(dialog).getByTestId('withdraw-available');
    // The wallet alone is chosen while it covers the amount; the wallet and the games once it needs them.
    expect(fromWallet).toBeChecked();
    expect(available()).toHaveTextContent(whole(`1,250.50 ${unit}`));
    await user.type(amount, '1,500');
    expect(fromAll).toBeChecked();
    expect(available()).toHaveTextContent(whole(`1,775.75 ${unit}`));
    await user.clear(amount);
    await user.type(amount, '500');
    expect(fromWallet).toBeChecked();
    expect(available()).toHaveTextContent(whole(`1,250.50 ${unit}`));

    await user.click(submit());
    const reviewed = await review();
    expect(within(reviewed).getByTestId('withdraw-review-amount')).toHaveTextContent(whole(`500.00 ${unit}`));
    expect(reviewed).toHaveTextContent(home.withdraw.fromWallet);
    expect(reviewed).toHaveTextContent(home.withdraw.fromWalletNote);

    const mark = simulator.world().journal.next;
    await user.click(within(reviewed).getByRole('button', { name: home.withdraw.confirm }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(home.withdraw.waiting);
    expect(sent(simulator, 'wallet.withdraw', mark)).toEqual([{ amount: 500 }]);
    expect(sent(simulator, 'wallet.withdrawAll', mark)).toEqual([]);
    expect(await money()).toEqual({ wallet: 750.5, games: before.games });
  });

  it('from the wallet and the games names each game it empties first; Change keeps the amount', async () => {
    const portal = await open();
    const before = await money();
    const { user, amount, fromAll, submit, review } = portal;
    // Chosen by the player, the wallet and the games stay chosen though the wallet alone would cover 1,000.
    await user.click(fromAll);
    await user.type(amount, '1,000');
    expect(fromAll).toBeChecked();
    await user.click(submit());
    const reviewed = await review();
    expect(within(reviewed).getByTestId('withdraw-review-amount')).toHaveTextContent(whole(`1,000.00 ${unit}`));
    expect(reviewed).toHaveTextContent(home.withdraw.fromAll);
    // The open games holding money, each with its amount (Joker holds nothing and is not emptied).
    expect(
      within(reviewed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`PG Soft320.25 ${unit}`, `Slotracha15.00 ${unit}`, `AskMeBet150.00 ${unit}`, `Huay HD40.00 ${unit}`]);

    await user.click(within(reviewed).getByRole('button', { name: home.withdraw.change }));
    const field = within(portal.dialog).getByLabelText(home.withdraw.amount);
    expect(field).toHaveValue('1,000');
    expect(field).toHaveFocus();
    expect(await money()).toEqual(before);

    await user.click(submit());
    await confirmWithdrawAll(portal, await review(), 1000);
    expect(await money()).toEqual({ wallet: 775.75, games: emptied(before) });
  });

  it('of everything takes the exact total of wallet and games, in cents floating point misadds', async () => {
    // Wins of 0.12 and 0.02: PG 320.37 and Slotracha 15.02, so wallet and games (1,250.50 + 320.37 + 15.02 +
    // 150 + 40) add up to 1,775.89, which floating point makes 1775.8899999999999.
    const portal = await open((simulator) => {
      simulator.play('0812345678', 'PG', 0.12);
      simulator.play('0812345678', 'SLOTRACHA', 0.02);
    });
    const before = await money();
    expect(before.games).toMatchObject({ PG: 320.37, SLOTRACHA: 15.02 });
    const { user, dialog, choice, amount, fromAll, submit, review } = portal;
    expect(within(choice).getByText(`1,775.89 ${unit}`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: home.withdraw.all }));
    expect(amount).toHaveValue('1775.89');
    expect(fromAll).toBeChecked();
    await user.click(submit());
    expect(within(await review()).getByTestId('withdraw-review-amount')).toHaveTextContent(whole(`1,775.89 ${unit}`));

    // Typed by hand, the same total is taken too.
    await user.click(within(await review()).getByRole('button', { name: home.withdraw.change }));
    const field = within(dialog).getByLabelText(home.withdraw.amount);
    await user.clear(field);
    await user.type(field, '1,775.89');
    await user.click(submit());
    const reviewed = await review();
    expect(within(reviewed).getByTestId('withdraw-review-amount')).toHaveTextContent(whole(`1,775.89 ${unit}`));
    await confirmWithdrawAll(portal, reviewed, 1775.89);
    expect(await money()).toEqual({ wallet: 0, games: emptied(before) });
  });
});
