import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import home from '../../i18n/locales/th/home.json';
import { memberHeaders, openPortal } from '../../test/portal';

/**
 * The game modal against the simulator in process, in Thai: opened from a ring's front card, the account's
 * credentials with a password reset, transfer only, play opening the game signed in (with the wallet moved, or
 * left where it is below the transfer minimum), and the store links of the game's apps. What is moved and
 * refused in the modal: money-moves-states.test.tsx. The rings moved by arrows, keys and swipes, without
 * motion, framed play in a new tab, and how it all fits and reads: e2e/games.spec.ts.
 */
const unit = home.currency.BAHT;
/** The whole text of an element, nothing before or after it. */
const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A text of the locale with its {{values}} put in. */
const say = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((said, [name, value]) => said.replaceAll(`{{${name}}}`, value), text);

/** A game's one-time link that opens it signed in (the simulator's auto-login); not its sign-in form. */
const signedInLink = (game: string) =>
  new RegExp(`^https://play\\.example\\.test/launch/${game}\\?ticket=[0-9a-f]{32}$`);

/** The member's wallet and one game's balance, as the server holds them (another client of the API). */
async function held(code: string) {
  const body = (await (await fetch('/api/wallet', { headers: await memberHeaders() })).json()) as {
    wallet: { amount: number };
    slots: { code: string; amount: number }[];
  };
  return { wallet: body.wallet.amount, game: body.slots.find((slot) => slot.code === code)?.amount };
}

/** The game account's username and password, as the server holds them. */
async function credentialsHeld(code: string) {
  const answer = await fetch(`/api/wallet/account/${code}`, { headers: await memberHeaders() });
  return (await answer.json()) as { username: string; password: string };
}

/** The bodies the portal sent to a route (`wallet.transfer`) from the journal entry `since` on. */
const sent = (simulator: InProcessSimulator, route: string, since = 0) =>
  simulator
    .world()
    .journal.entries.flatMap((entry) =>
      entry.kind === 'http' && entry.route === route && entry.id >= since ? [entry.request] : [],
    );

/** Where the page goes when a game opens in this window: the link it was sent to. */
const watchPlay = () => {
  const played = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign: played });
  return played;
};

describe('the game modal', () => {
  it('from its front card: credentials with a reset, transfer only, then play opens the game signed in', async () => {
    const { simulator, user, address } = await openPortal('/user/home', { locale: 'th' });
    // The slot ring's front card (the app draws the rings just after its first render, in place of a picture).
    const card = await screen.findByRole('button', {
      name: say(home.games.viewLabel, { name: 'PG Soft', amount: '320.25' }),
    });
    expect(screen.getByRole('region', { name: home.games.category.slot })).toContainElement(card);
    await user.click(card);
    expect(address()).toBe('/user/home?modal=game&code=PG');
    const modal = await screen.findByRole('dialog', { name: 'PG Soft' });
    expect(within(modal).getByTestId('game-balance')).toHaveTextContent(whole('320.25'));

    // The credentials the server holds; the password hidden until asked for.
    const first = await credentialsHeld('PG');
    const password = () => within(modal).getByTestId('game-password');
    expect(await within(modal).findByTestId('game-username')).toHaveTextContent(whole(first.username));
    expect(password()).toHaveTextContent(whole('••••••••'));
    await user.click(within(modal).getByRole('button', { name: common.showPassword }));
    expect(password()).toHaveTextContent(whole(first.password));

    // A reset: said, and the new password the server now holds is the one shown.
    await user.click(within(modal).getByRole('button', { name: home.game.reset }));
    const done = await screen.findByText(home.game.resetDone);
    expect(done.closest('[role="status"]')).not.toBeNull();
    const second = await credentialsHeld('PG');
    expect(second.password).not.toBe(first.password);
    expect(second.username).toBe(first.username);
    await waitFor(() => expect(password()).toHaveTextContent(whole(second.password)));

    // Transfer only, the field holding the whole wallet: all of it moves, and the button is off after.
    const transferOnly = within(modal).getByRole('button', { name: home.game.transferOnly });
    await user.click(transferOnly);
    await waitFor(() => expect(within(modal).getByTestId('game-balance')).toHaveTextContent(whole('1,570.75')));
    expect(transferOnly).toBeDisabled();
    expect(sent(simulator, 'wallet.transfer')).toEqual([{ from: 'WALLET', to: 'PG', amount: 1250.5 }]);
    expect(await held('PG')).toEqual({ wallet: 0, game: 1570.75 });

    // The wallet empty, play moves nothing and opens the game's one-time link in this window.
    const played = watchPlay();
    const mark = simulator.world().journal.next;
    await user.click(within(modal).getByRole('button', { name: whole(home.game.play) }));
    await waitFor(() => expect(played).toHaveBeenCalledTimes(1));
    expect(played.mock.calls[0]![0]).toMatch(signedInLink('pg'));
    expect(sent(simulator, 'wallet.transfer', mark)).toEqual([]);
    expect(sent(simulator, 'wallet.transferAll', mark)).toEqual([]);
    expect(await held('PG')).toEqual({ wallet: 0, game: 1570.75 });
  });

  it('with less than the transfer minimum in the wallet, play moves nothing, says so, and opens the game', async () => {
    let movedElsewhere: Promise<Response> | undefined;
    const { simulator, user } = await openPortal('/user/home?modal=game&code=PG', {
      locale: 'th',
      before: (simulator) => {
        // Before the page opens, another app of the member's moves 1,250 of the wallet's 1,250.50 into PG:
        // 0.50 stays, less than a transfer may move. The page's calls wait for it, as a later visit would.
        movedElsewhere = (async () => {
          const json = { 'content-type': 'application/json', 'x-client': 'wallet-user' };
          const login = await simulator.fetch('/api/login', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
          });
          const { token } = (await login.json()) as { token: string };
          return simulator.fetch('/api/wallet/transfer', {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${token}` },
            body: JSON.stringify({ from: 'WALLET', to: 'PG', amount: 1250 }),
          });
        })();
        vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
          await movedElsewhere;
          return simulator.fetch(input, init);
        });
      },
    });
    expect((await movedElsewhere!).ok).toBe(true);
    const mark = simulator.world().journal.next;

    const modal = await screen.findByRole('dialog', { name: 'PG Soft' });
    expect(await within(modal).findByTestId('game-balance')).toHaveTextContent(whole('1,570.25'));
    expect(within(modal).getByText(say(home.game.amountHint, { amount: '0.50', min: '1.00', unit }))).toBeVisible();
    const played = watchPlay();
    await user.click(within(modal).getByRole('button', { name: home.game.playWithoutMoving }));
    await waitFor(() => expect(played).toHaveBeenCalledTimes(1));
    expect(played.mock.calls[0]![0]).toMatch(signedInLink('pg'));
    expect(sent(simulator, 'wallet.transfer', mark)).toEqual([]);
    expect(sent(simulator, 'wallet.transferAll', mark)).toEqual([]);
    expect(await held('PG')).toEqual({ wallet: 0.5, game: 1570.25 });
  });

  // A slot game has both apps, a sport game an Android one, a lotto game neither (scenarios/base.ts).
  it.each([
    ['PG', 'PG Soft', 'https://apps.example.test/android/pg.apk', 'https://apps.example.test/ios/pg'],
    ['ASKMEBET', 'AskMeBet', 'https://apps.example.test/android/askmebet.apk', null],
    ['HUAYHD', 'Huay HD', null, null],
  ])('of %s links to the apps it has, and has the others off', async (code, name, android, ios) => {
    await openPortal(`/user/home?modal=game&code=${code}`, { locale: 'th' });
    const modal = await screen.findByRole('dialog', { name });
    await within(modal).findByTestId('game-balance');
    for (const [label, href] of [
      [home.game.android, android],
      [home.game.ios, ios],
    ] as const) {
      if (href) {
        const link = within(modal).getByRole('link', { name: label });
        expect(link).toHaveAttribute('href', href);
        // The store opens beside the portal, which stays where it was.
        expect(link).toHaveAttribute('target', '_blank');
        expect(within(modal).queryByRole('button', { name: label })).toBeNull();
      } else {
        expect(within(modal).getByRole('button', { name: label })).toBeDisabled();
        expect(within(modal).queryByRole('link', { name: label })).toBeNull();
      }
    }
  });
});
