import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import errors from '../../i18n/locales/th/errors.json';
import home from '../../i18n/locales/th/home.json';
import pages from '../../i18n/locales/th/pages.json';
import shell from '../../i18n/locales/th/shell.json';
import { memberHeaders, openPortal, type Portal } from '../../test/portal';

/**
 * The member home against the simulator in process, in Thai: the eye that hides every amount and is remembered,
 * the invite bonus received (or refused, in the member words), the spin tile or refresh-all in its place, a
 * withdrawal and a transfer from the home, each as the home, the statement and the server then say it. The home
 * read and fitted at each width, and the amounts hidden before the app runs: e2e/home-screen.spec.ts.
 */
const unit = home.currency.BAHT;
/** The whole text of an element, nothing before or after it. */
const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A text of the locale with its {{values}} put in. */
const say = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((said, [name, value]) => said.replace(`{{${name}}}`, value), text);
const HIDDEN = '••••••';

const total = () => screen.getByTestId('wallet-amount');
const gamesTotal = () => screen.getByTestId('games-total');
const inviteAmount = () => screen.getByTestId('invite-amount');
const tiles = () => screen.findByRole('navigation', { name: home.tiles.label });
/** A toast's text: a status for a success, an alert for a refusal (components/feedback.tsx). */
const toast = (role: 'status' | 'alert', text: string) =>
  screen.findByText(text, { selector: `[role=${role}] > span` });
/** The home drawn from the wallet's answer (the games line is the app's own, not the early read's). */
const homeDrawn = () => screen.findByTestId('games-total');

/** What the server holds for the member: the wallet, the invite bonus waiting, and each game account. */
const onServer = async () => {
  const body = (await (await fetch('/api/wallet', { headers: await memberHeaders() })).json()) as {
    wallet: { amount: number };
    invite: { amount: number };
    slots: { code: string; amount: number }[];
  };
  return {
    wallet: body.wallet.amount,
    invite: body.invite.amount,
    games: Object.fromEntries(body.slots.map((slot) => [slot.code, slot.amount])),
  };
};

/** The journal's answers to a route (`wallet.transfer`) from the entry `since` on. */
const answers = (simulator: InProcessSimulator, route: string, since = 0) =>
  simulator
    .world()
    .journal.entries.flatMap((entry) =>
      entry.kind === 'http' && entry.route === route && entry.id >= since ? [entry] : [],
    );
/** The bodies the portal sent to a route from the entry `since` on. */
const sent = (simulator: InProcessSimulator, route: string, since = 0) =>
  answers(simulator, route, since).map((entry) => entry.request);

/** The statement, reached by the menu as the member would: its entries, newest first. */
const statementEntries = async ({ user }: Portal) => {
  await user.click(
    within(screen.getByRole('navigation', { name: shell.menu.label })).getByRole('link', {
      name: shell.menu.statement,
    }),
  );
  const list = await screen.findByRole('list', { name: pages.member.screens.statement });
  return within(list).getAllByRole('listitem');
};

/** Every figure shaped like an amount (1,250.50) the page shows, in its text or in what a screen reader reads. */
const figuresShown = () => {
  const labels = [...document.body.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
  return [document.body.textContent, ...labels].join(' ').match(/\d[\d,]*\.\d\d\b/g) ?? [];
};

describe('the eye', () => {
  it('hides every amount of the home, and the choice is kept for the next time the portal opens', async () => {
    const { user } = await openPortal('/user/home', { locale: 'th' });
    await homeDrawn();
    // The game cards are drawn after the first render: wait for their amounts, so they are hidden too.
    await screen.findAllByTestId('game-amount');
    expect(total()).toHaveTextContent(whole(`1,250.50 ${unit}`));
    expect(figuresShown()).toEqual(expect.arrayContaining(['1,250.50', '525.25', '75.00', '320.25']));

    await user.click(screen.getByRole('button', { name: home.balance.hide }));
    expect(total()).toHaveTextContent(whole(`${HIDDEN} ${unit}`));
    expect(gamesTotal()).toHaveTextContent(whole(HIDDEN));
    expect(inviteAmount()).toHaveTextContent(whole(HIDDEN));
    for (const card of screen.getAllByTestId('game-amount')) expect(card).toHaveTextContent(whole(HIDDEN));
    expect(figuresShown()).toEqual([]);
    expect(screen.getByRole('button', { name: home.balance.show })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('hide-balance')).toBe('1');

    // The portal opened again in this browser (a reload): hidden from the first amount it draws.
    cleanup();
    await openPortal('/user/home', { locale: 'th' });
    expect(await screen.findByTestId('wallet-amount')).toHaveTextContent(whole(`${HIDDEN} ${unit}`));
    expect(await homeDrawn()).toHaveTextContent(whole(HIDDEN));
    expect(inviteAmount()).toHaveTextContent(whole(HIDDEN));
    expect(figuresShown()).toEqual([]);
    expect(screen.getByRole('button', { name: home.balance.show })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the invite bonus on the home', () => {
  it('moves into the wallet: said, in the total, on the server and in the statement; the button rests', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { simulator, user } = portal;
    await homeDrawn();
    expect(inviteAmount()).toHaveTextContent(whole('75.00'));
    expect(total()).toHaveTextContent(whole(`1,250.50 ${unit}`));
    await user.click(screen.getByRole('button', { name: home.invite.receive }));
    expect(await toast('status', errors.INVITE_BONUS_SUCCESS)).toBeVisible();
    await vi.waitFor(() => expect(total()).toHaveTextContent(whole(`1,325.50 ${unit}`)));
    expect(inviteAmount()).toHaveTextContent(whole('0.00'));
    expect(screen.getByRole('button', { name: home.invite.receive })).toBeDisabled();
    expect(answers(simulator, 'invite.bonus')).toHaveLength(1);
    expect(await onServer()).toMatchObject({ wallet: 1325.5, invite: 0 });

    // The newest entry: a bonus of 75.00, described as the invite bonus.
    const [newest] = await statementEntries(portal);
    expect(newest).toHaveTextContent(pages.statement.types.bonus);
    expect(newest).toHaveTextContent('75.00');
    expect(newest).toHaveTextContent('โบนัสชวนเพื่อน');
  });

  it('with nothing left to receive, says why in the member words, and the wallet is read again', async () => {
    const { simulator, user } = await openPortal('/user/home', { locale: 'th' });
    await homeDrawn();
    expect(inviteAmount()).toHaveTextContent(whole('75.00'));
    // Another tab received it meanwhile; this page still offers it.
    expect((await fetch('/api/invite/bonus', { headers: await memberHeaders() })).ok).toBe(true);
    const mark = simulator.world().journal.next;
    await user.click(screen.getByRole('button', { name: home.invite.receive }));
    await vi.waitFor(() => expect(answers(simulator, 'invite.bonus', mark)).toHaveLength(1));
    const [refused] = answers(simulator, 'invite.bonus', mark);
    expect(refused!.status).not.toBe(200);
    const code = refused!.code as 'NO_INVITE_BONUS' | 'NO_INVITEE_PLAY_INFO';
    expect(['NO_INVITE_BONUS', 'NO_INVITEE_PLAY_INFO']).toContain(code);
    expect(await toast('alert', errors[code])).toBeVisible();
    // The bonus received elsewhere shows, and nothing is offered twice.
    await vi.waitFor(() => expect(total()).toHaveTextContent(whole(`1,325.50 ${unit}`)));
    expect(inviteAmount()).toHaveTextContent(whole('0.00'));
    expect(screen.getByRole('button', { name: home.invite.receive })).toBeDisabled();
    expect(await onServer()).toMatchObject({ wallet: 1325.5, invite: 0 });
  });
});

describe('the tiles', () => {
  it('offer the spin wheel while one is active', async () => {
    // jsdom cannot draw: the wheel's canvas gets no 2D context (the wheel then draws nothing).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user, address } = await openPortal('/user/home', { locale: 'th' });
    const nav = await tiles();
    // Refresh-all holds the place until the server says a wheel is active.
    const spin = await within(nav).findByRole('link', { name: home.tiles.spin });
    expect(within(nav).queryByRole('button', { name: home.tiles.refresh })).toBeNull();
    await user.click(spin);
    await vi.waitFor(() => expect(address()).toBe('/user/spin'));
    expect(await screen.findByRole('heading', { level: 1, name: pages.member.screens.spin })).toBeVisible();
  });

  it('with the wheel off, offer refresh-all in its place, which asks every game and says so', async () => {
    const { simulator, user, address } = await openPortal('/user/home', { scenario: 'features-off', locale: 'th' });
    await homeDrawn();
    const nav = await tiles();
    const refresh = await within(nav).findByRole('button', { name: home.tiles.refresh });
    expect(within(nav).queryByRole('link', { name: home.tiles.spin })).toBeNull();
    expect(localStorage.getItem('last_sync')).toBeNull();
    const mark = simulator.world().journal.next;
    await user.click(refresh);
    expect(await toast('status', home.balance.refreshed)).toBeVisible();
    expect(answers(simulator, 'wallet.refreshSlots', mark).map((entry) => entry.status)).toEqual([200]);
    // The time of the refresh is kept: the card's "updated" reads from it.
    expect(localStorage.getItem('last_sync')).not.toBeNull();

    await user.click(within(nav).getByRole('link', { name: home.tiles.bonus }));
    await vi.waitFor(() => expect(address()).toBe('/user/bonus'));
    expect(await screen.findByRole('heading', { level: 1, name: pages.member.screens.bonus })).toBeVisible();
  });
});

describe('a withdrawal from the home', () => {
  const openFromTile = async ({ user }: Portal) => {
    await user.click(within(await tiles()).getByRole('link', { name: home.tiles.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: home.withdraw.title });
    await within(dialog).findByRole('group', { name: home.withdraw.from });
    return dialog;
  };

  it('brings the games back and pays out; too little is refused first; the home and the statement say so', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { simulator, user, address } = portal;
    await homeDrawn();
    const before = await onServer();
    let dialog = await openFromTile(portal);
    expect(address()).toMatch(/[?&]modal=withdraw/);
    const available = () => within(dialog).getByTestId('withdraw-available');
    const amount = () => within(dialog).getByLabelText(home.withdraw.amount);
    const submit = () => within(dialog).getByRole('button', { name: home.withdraw.submit });
    // The wallet alone (1,250.50) is offered first; with the open game accounts (525.25) everything can go out.
    expect(available()).toHaveTextContent(whole(`1,250.50 ${unit}`));
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(home.withdraw.fromAll) }));
    expect(available()).toHaveTextContent(whole(`1,775.75 ${unit}`));

    // Too little is refused here, with the server's minimum, and nothing is sent.
    await user.type(amount(), '50');
    await user.click(submit());
    const tooLittle = say(home.withdraw.min, { min: '100.00', unit });
    expect(await within(dialog).findByText(tooLittle)).toBeVisible();
    // Said on the field itself, as a screen reader reads it.
    expect(amount()).toBeInvalid();
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining(tooLittle));
    expect(within(dialog).queryByRole('region', { name: home.withdraw.review })).toBeNull();
    expect([...sent(simulator, 'wallet.withdraw'), ...sent(simulator, 'wallet.withdrawAll')]).toEqual([]);

    // Closed, opened by the tile: it goes back a step, to the home as it was.
    await user.click(within(dialog).getByRole('button', { name: common.close }));
    expect(screen.queryByRole('dialog', { name: home.withdraw.title })).toBeNull();
    expect(address()).toBe('/user/home');
    expect(total()).toHaveTextContent(whole(`1,250.50 ${unit}`));

    dialog = await openFromTile(portal);
    await user.type(amount(), '1,000');
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(home.withdraw.fromAll) }));
    await user.click(submit());
    const review = await within(dialog).findByRole('region', { name: home.withdraw.review });
    const mark = simulator.world().journal.next;
    await user.click(within(review).getByRole('button', { name: home.withdraw.confirm }));
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent(home.withdraw.waiting);
    expect(sent(simulator, 'wallet.withdrawAll', mark)).toEqual([{ amount: 1000 }]);
    expect(sent(simulator, 'wallet.withdraw')).toEqual([]);
    await user.click(within(done).getByRole('button'));
    expect(screen.queryByRole('dialog', { name: home.withdraw.title })).toBeNull();
    expect(address()).toBe('/user/home');
    await vi.waitFor(() => expect(total()).toHaveTextContent(whole(`775.75 ${unit}`)));
    expect(gamesTotal()).toHaveTextContent(whole('0.00'));
    const server = await onServer();
    expect(server.wallet).toBe(775.75);
    expect(Object.values(server.games).every((held) => held === 0)).toBe(true);
    expect(Object.keys(server.games)).toEqual(Object.keys(before.games));

    const [newest] = await statementEntries(portal);
    expect(newest).toHaveTextContent(pages.statement.types.withdraw);
    expect(newest).toHaveTextContent('1,000.00');
  });

  it('refused by the server is said in an alert, the amount kept, and nothing moves', async () => {
    const { simulator, user, address } = await openPortal('/user/home?modal=withdraw', {
      locale: 'th',
      before: (simulator) =>
        simulator.addFault({ route: 'wallet.withdraw', kind: 'error', code: 'BONUS_TURNOVER', times: 1 }),
    });
    const before = await onServer();
    const dialog = await screen.findByRole('dialog', { name: home.withdraw.title });
    await user.type(await within(dialog).findByLabelText(home.withdraw.amount), '300');
    await user.click(within(dialog).getByRole('button', { name: home.withdraw.submit }));
    const review = await within(dialog).findByRole('region', { name: home.withdraw.review });
    await user.click(within(review).getByRole('button', { name: home.withdraw.confirm }));
    const refused = await screen.findByRole('alertdialog');
    expect(refused).toHaveTextContent(errors.BONUS_TURNOVER);
    expect(sent(simulator, 'wallet.withdraw')).toEqual([{ amount: 300 }]);
    await user.click(within(refused).getByRole('button'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(dialog).getByLabelText(home.withdraw.amount)).toHaveValue('300');
    // Opened by a link, the modal closes in place: the home without it.
    await user.click(within(dialog).getByRole('button', { name: common.close }));
    expect(screen.queryByRole('dialog', { name: home.withdraw.title })).toBeNull();
    expect(address()).toBe('/user/home');
    expect(await screen.findByTestId('wallet-amount')).toHaveTextContent(whole(`1,250.50 ${unit}`));
    expect(await onServer()).toEqual(before);
  });
});

describe('a transfer from the home', () => {
  it('moves money into a game; one the game refuses stays in the wallet; the statement has both', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { simulator, user } = portal;
    await homeDrawn();
    const before = await onServer();
    expect(before).toMatchObject({ wallet: 1250.5, games: { PG: 320.25 } });
    const open = async () => {
      await user.click(within(screen.getByTestId('balance-card')).getByRole('button', { name: home.transfer.open }));
      return screen.findByRole('dialog', { name: home.transfer.title });
    };
    let dialog = await open();
    const amount = () => within(dialog).getByLabelText(home.transfer.amount);
    const submit = () => within(dialog).getByRole('button', { name: home.transfer.submit });

    // No game chosen: said here, nothing sent.
    await user.type(await within(dialog).findByLabelText(home.transfer.amount), '100');
    await user.click(submit());
    expect(await within(dialog).findByText(home.transfer.selectAcc)).toBeVisible();
    const to = within(dialog).getByLabelText(home.transfer.to);
    expect(to).toBeInvalid();
    expect(to).toHaveAccessibleDescription(home.transfer.selectAcc);
    expect(sent(simulator, 'wallet.transfer')).toEqual([]);

    await user.selectOptions(to, 'PG');
    await user.click(submit());
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent(home.transfer.done);
    expect(sent(simulator, 'wallet.transfer')).toEqual([{ from: 'WALLET', to: 'PG', amount: 100 }]);
    await user.click(within(done).getByRole('button'));
    expect(screen.queryByRole('dialog', { name: home.transfer.title })).toBeNull();
    await vi.waitFor(() => expect(total()).toHaveTextContent(whole(`1,150.50 ${unit}`)));
    expect(gamesTotal()).toHaveTextContent(whole('625.25'));
    expect(await onServer()).toEqual({ ...before, wallet: 1150.5, games: { ...before.games, PG: 420.25 } });

    // The game provider refuses the next: the server says so, the form is kept, and the money is in the wallet.
    simulator.armOutcome({ kind: 'transfer', slotCode: 'PG' });
    dialog = await open();
    await user.selectOptions(await within(dialog).findByLabelText(home.transfer.to), 'PG');
    await user.type(amount(), '50');
    const mark = simulator.world().journal.next;
    await user.click(submit());
    const refused = await screen.findByRole('alertdialog');
    expect(refused).toHaveTextContent(errors.TRANSFER_FAIL);
    expect(sent(simulator, 'wallet.transfer', mark)).toEqual([{ from: 'WALLET', to: 'PG', amount: 50 }]);
    await user.click(within(refused).getByRole('button'));
    expect(amount()).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: common.close }));
    expect(screen.queryByRole('dialog', { name: home.transfer.title })).toBeNull();
    expect(total()).toHaveTextContent(whole(`1,150.50 ${unit}`));
    expect(gamesTotal()).toHaveTextContent(whole('625.25'));
    expect(await onServer()).toEqual({ ...before, wallet: 1150.5, games: { ...before.games, PG: 420.25 } });

    // The statement: the refused 50.00 newest, then the 100.00 that went in.
    const [refusedEntry, movedEntry] = await statementEntries(portal);
    expect(refusedEntry).toHaveTextContent(pages.statement.types.transfer);
    expect(refusedEntry).toHaveTextContent('50.00');
    expect(refusedEntry).toHaveTextContent(pages.statement.status.FAILED);
    expect(movedEntry).toHaveTextContent(pages.statement.types.transfer);
    expect(movedEntry).toHaveTextContent('100.00');
    expect(movedEntry).toHaveTextContent(pages.statement.status.SUCCESS);
  });
});
