import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import home from '../../i18n/locales/th/home.json';
import spin from '../../i18n/locales/th/spin.json';
import { memberHeaders, openPortal } from '../../test/portal';
import { sliceAt } from './wheel-math';

/**
 * The lucky wheel against the simulator in process, in Thai: a spin the server picks and the wheel lands on,
 * with and without motion, a refused spin, no coins, an inactive wheel, and the coupons claimed into the
 * wallet (one expired meanwhile). How the page and its dialogs read at each width: e2e/spin.spec.ts.
 */
const say = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((said, [name, value]) => said.replace(`{{${name}}}`, value), text);
const coinsText = (count: number) => say(spin.coins_other, { count: String(count) });
const spinButton = () => screen.getByRole('button', { name: new RegExp(spin.spin) });
const coupons = () => screen.getAllByTestId('coupon');
const prizeTitle = new RegExp(`^${spin.prize.title.replace(' {{label}}', '')}`);
const prizeDialog = () => screen.queryByRole('dialog', { name: prizeTitle });

/** The wheel's media: whether the member asks for reduced motion (jsdom has no matchMedia of its own). */
const motion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

// jsdom cannot draw: the wheel's canvas is given no 2D context (drawWheel then draws nothing), so jsdom does not
// print a complaint for every drawing.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** The member's wallet and the wheel's slices as the server holds them (another client of the API). */
const memberApi = async (phone = '0812345678') => {
  const headers = await memberHeaders(phone);
  return {
    wallet: async () =>
      ((await (await fetch('/api/wallet', { headers })).json()) as { wallet: { amount: number } }).wallet.amount,
    slices: async () =>
      (
        (await (await fetch('/api/spinwheel/setup', { headers })).json()) as {
          result: { activeSpinwheel: { slice: { code: string; label: string }[] } };
        }
      ).result.activeSpinwheel.slice,
  };
};

/** The journal's entries of a route (`spinwheel.spin`) from the entry `since` on. */
const calls = (simulator: InProcessSimulator, route: string, since = 0) =>
  simulator
    .world()
    .journal.entries.flatMap((entry) =>
      entry.kind === 'http' && entry.route === route && entry.id >= since ? [entry] : [],
    );

/** The wheel's rotation now, from the canvas's transform. */
const rotationOf = () =>
  Number(/rotate\((-?[\d.]+)deg\)/.exec(screen.getByTestId('wheel').style.transform)?.[1] ?? Number.NaN);

describe('with coins and coupons', () => {
  it('a spin: the server picks, the wheel lands on that slice, the prize shows, the coins and coupons are read again', async () => {
    motion(false);
    const { simulator, user, address } = await openPortal('/user/home', { scenario: 'spin-coupons', locale: 'th' });
    const slices = await (await memberApi()).slices();
    const tiles = await screen.findByRole('navigation', { name: home.tiles.label });
    await user.click(await within(tiles).findByRole('link', { name: home.tiles.spin }));
    expect(await screen.findByRole('heading', { level: 1, name: 'วงล้อนำโชค' })).toBeVisible();
    expect(address()).toBe('/user/spin');
    expect(await screen.findByTestId('spin-coins')).toHaveTextContent(coinsText(5));
    await screen.findAllByTestId('coupon');
    expect(coupons()).toHaveLength(3);

    await user.click(spinButton());
    // While it turns, a second tap does nothing.
    await user.click(spinButton());
    // The turn takes 0.8 to 1.5 s (wheel-math.ts), then the prize.
    await screen.findByRole('dialog', { name: prizeTitle }, { timeout: 3000 });
    const spins = calls(simulator, 'spinwheel.spin');
    expect(spins).toHaveLength(1);
    const { result } = JSON.parse(spins[0]!.response ?? '') as { result: { code: string } };
    // The slice under the pointer is the one the server chose, and the prize names it.
    const won = slices[sliceAt(rotationOf(), slices.length)]!;
    expect(won.code).toBe(result.code);
    expect(prizeDialog()).toHaveTextContent(won.label);
    expect(screen.getByTestId('spin-coins')).toHaveTextContent(coinsText(4));

    const couponsBefore = coupons()[0]!.textContent;
    await user.click(within(prizeDialog()!).getByRole('button', { name: spin.prize.ok }));
    expect(prizeDialog()).toBeNull();
    if (won.code === 'S0') {
      // Nothing won, no coupon: the newest is still the one it was.
      expect(coupons()[0]!.textContent).toBe(couponsBefore);
    } else {
      // The slice's prize is the newest coupon.
      await vi.waitFor(() => expect(coupons()[0]!.textContent).not.toBe(couponsBefore));
      expect(coupons()[0]).toHaveTextContent(won.label);
    }
  });

  it('with reduced motion the result shows at once, without the turn', async () => {
    motion(true);
    const { user } = await openPortal('/user/spin', { scenario: 'spin-coupons', locale: 'th' });
    await user.click(await screen.findByRole('button', { name: new RegExp(spin.spin) }));
    expect(await screen.findByRole('dialog', { name: prizeTitle })).toBeVisible();
    expect(screen.getByTestId('wheel').style.transition).toBe('none');
  });

  it('a refused spin (success false: the coins went on another device) says why, and the coins are read again', async () => {
    motion(false);
    const { simulator, user } = await openPortal('/user/spin', { scenario: 'spin-coupons', locale: 'th' });
    const button = await screen.findByRole('button', { name: new RegExp(spin.spin) });
    const world = simulator.world();
    world.db.member.update({ where: { phone: { equals: '0812345678' } }, data: { coin: 0 } });
    world.changed();
    const mark = world.journal.next;
    await user.click(button);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(spin.error.SPIN_NO_COIN);
    expect(calls(simulator, 'spinwheel.setup', mark)).not.toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: common.ok }));
    expect(await screen.findByTestId('spin-coins')).toHaveTextContent(coinsText(0));
    expect(prizeDialog()).toBeNull();
  });

  it('a spin a backend refuses with an error body instead says the same', async () => {
    motion(false);
    const { simulator, user } = await openPortal('/user/spin', { scenario: 'spin-coupons', locale: 'th' });
    const button = await screen.findByRole('button', { name: new RegExp(spin.spin) });
    const simulated = simulator.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/spinwheel/spin')
        ? Promise.resolve(Response.json({ message: 'SPIN_INACTIVE' }, { status: 422 }))
        : simulated(input, init),
    );
    await user.click(button);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(spin.error.SPIN_INACTIVE);
  });

  it('coupons: 3 a page; one claimed into the wallet after a confirmation; one that expired meanwhile is refused', async () => {
    const { simulator, user } = await openPortal('/user/spin', { scenario: 'spin-coupons', locale: 'th' });
    const api = await memberApi();
    await screen.findAllByTestId('coupon');
    expect(coupons()).toHaveLength(3);
    const pager = screen.getByRole('navigation', { name: spin.coupons.pages });
    await user.click(within(pager).getByRole('button', { name: common.pager.next }));
    expect(within(coupons()[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^4$/);
    await user.click(within(pager).getByRole('button', { name: common.pager.next }));
    expect(coupons()).toHaveLength(1);
    await user.click(within(pager).getByRole('button', { name: say(common.pager.page, { page: '1' }) }));

    // The newest coupon (500 ฿): confirm shows the slice's label and description; Cancel claims nothing.
    const claim = (index: number) => within(coupons()[index]!).getByRole('button', { name: spin.coupons.claim });
    const confirmDialog = () => screen.findByRole('dialog', { name: spin.coupons.confirmTitle });
    await user.click(claim(0));
    let confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('500 ฿');
    expect(within(confirm).getByText('แจ็คพอต 500 บาท')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: common.cancel }));
    expect(screen.queryByRole('dialog', { name: spin.coupons.confirmTitle })).toBeNull();
    expect(await api.wallet()).toBe(100);

    // A double tap on Confirm claims once.
    const mark = simulator.world().journal.next;
    await user.click(claim(0));
    confirm = await confirmDialog();
    await user.dblClick(within(confirm).getByRole('button', { name: common.confirm }));
    let alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(say(spin.coupons.claimed, { amount: '500.00' }));
    expect(await within(coupons()[0]!).findByText(spin.coupons.status.CLAIMED)).toBeVisible();
    expect(calls(simulator, 'spinwheel.claim', mark)).toHaveLength(1);
    expect(await api.wallet()).toBe(600);
    await user.click(within(alert).getByRole('button', { name: common.ok }));

    // The next one, claimed with one tap: the success alert says how much went into the wallet.
    await user.click(claim(1));
    await user.click(within(await confirmDialog()).getByRole('button', { name: common.confirm }));
    alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(say(spin.coupons.claimed, { amount: '10.00' }));
    await user.click(within(alert).getByRole('button', { name: common.ok }));
    expect(await api.wallet()).toBe(610);

    // The 50 ฿ coupon runs out two minutes after the start; three minutes on, its claim is refused.
    simulator.advanceClock(180);
    await user.click(within(pager).getByRole('button', { name: common.pager.next }));
    expect(coupons()[0]).toHaveTextContent('50 ฿');
    await user.click(claim(0));
    await user.click(within(await confirmDialog()).getByRole('button', { name: common.confirm }));
    alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(spin.error.COUPON_EXPIRED);
    await user.click(within(alert).getByRole('button', { name: common.ok }));
    expect(await within(coupons()[0]!).findByText(spin.coupons.status.EXPIRED)).toBeVisible();
    expect(coupons()[0]).toHaveTextContent('50 ฿');
    expect(await api.wallet()).toBe(610);
  });
});

it('with no coins the spin button does nothing and says why', async () => {
  motion(false);
  const { simulator, user } = await openPortal('/user/spin', {
    scenario: 'new-member',
    member: '0800000001',
    locale: 'th',
  });
  expect(await screen.findByTestId('spin-coins')).toHaveTextContent(coinsText(0));
  expect(screen.getByText(spin.noCoins)).toBeVisible();
  await user.click(spinButton());
  expect(prizeDialog()).toBeNull();
  expect(await screen.findByText(spin.coupons.empty)).toBeVisible();
  expect(calls(simulator, 'spinwheel.spin')).toEqual([]);
});

it('an inactive wheel reads so, and the home offers refresh-all in its place', async () => {
  const { user, address } = await openPortal('/user/spin', { scenario: 'features-off', locale: 'th' });
  expect(await screen.findByText(spin.inactive)).toBeVisible();
  expect(screen.queryByRole('button', { name: new RegExp(spin.spin) })).toBeNull();
  await user.click(screen.getByRole('link', { name: spin.backHome }));
  const tiles = await screen.findByRole('navigation', { name: home.tiles.label });
  expect(address()).toBe('/user/home');
  expect(await within(tiles).findByRole('button', { name: home.tiles.refresh })).toBeVisible();
  expect(within(tiles).queryByRole('link', { name: home.tiles.spin })).toBeNull();
});
