import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../i18n/locales/th/common.json';
import pagesEn from '../i18n/locales/en/pages.json';
import pagesLo from '../i18n/locales/lo/pages.json';
import pages from '../i18n/locales/th/pages.json';
import shellEn from '../i18n/locales/en/shell.json';
import shellLo from '../i18n/locales/lo/shell.json';
import shell from '../i18n/locales/th/shell.json';
import { memberHeaders, openPortal } from '../test/portal';

/*
 * What the portal does about the network and the move between pages, against the simulator in process: the
 * conditions that failed to load asked for again, the member's money read again when the player comes back to
 * the tab, and each page's own title, with focus on its heading after a move. What needs a real browser (offline
 * and back, a gateway's page, a page's code gone after a deploy, how the offline line and the failure screen
 * read): e2e/network.spec.ts.
 */

/** The answers the simulator gave to a route (`lookup.conditions`), in order: what the page asked it, and how often. */
const answered = (simulator: InProcessSimulator, route: string) =>
  simulator
    .world()
    .journal.entries.flatMap((entry) => (entry.kind === 'http' && entry.route === route ? [entry.status] : []));

/** The player leaves the tab (the bank app in front) or comes back to it, as the browser tells the page. */
function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const menu = (label = shell.menu.label) => screen.getByRole('navigation', { name: label });

afterEach(() => {
  // The page goes while a fake clock still holds its timers, so none of them fires in a later test.
  cleanup();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('the conditions that failed to load', () => {
  it('are asked for again with retry, and arrive', async () => {
    // A read that failed is also tried again by itself on a timer (api/recovery.ts): the timer stands still
    // here, so what brings the conditions is the tap.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { simulator, user } = await openPortal('/user/home', {
      locale: 'th',
      // Three failures: the first call and the client's two retries.
      before: (simulator) =>
        simulator.addFault({ route: 'lookup.conditions', kind: 'error', code: 'INTERNAL_SERVER_ERROR', times: 3 }),
    });
    await screen.findByTestId('games-total');
    await user.click(within(menu()).getByRole('link', { name: shell.menu.conditions }));
    const dialog = await screen.findByRole('dialog', { name: shell.conditions.title });

    expect(await within(dialog).findByText(shell.conditions.failed)).toBeVisible();
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    expect(answered(simulator, 'lookup.conditions')).toEqual([500, 500, 500]);

    await user.click(within(dialog).getByRole('button', { name: common.retry }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(dialog).toHaveTextContent('สมาชิกต้องมีอายุ 18 ปีขึ้นไป');
    expect(within(dialog).queryByText(shell.conditions.failed)).toBeNull();
    expect(answered(simulator, 'lookup.conditions')).toEqual([500, 500, 500, 200]);
  });
});

describe("the member's money", () => {
  it('is read again when the player comes back to the tab, though it was read a moment ago', async () => {
    const { simulator } = await openPortal('/user/home', { locale: 'th' });
    const total = () => screen.getByTestId('wallet-amount');
    const inGames = () => screen.getByTestId('games-total');
    await waitFor(() => expect(total()).toHaveTextContent('1,250.50'));
    // The open games: PG 320.25, Slotracha 15, AskMeBet 150, Huay HD 40.
    expect(inGames()).toHaveTextContent('525.25');
    const reads = answered(simulator, 'wallet.get').length;

    // Off to another app, where money moves: 50 from the wallet to PG.
    setTabHidden(true);
    const moved = await fetch('/api/wallet/transfer', {
      method: 'POST',
      headers: { ...(await memberHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'WALLET', to: 'PG', amount: 50 }),
    });
    expect(moved.ok).toBe(true);
    expect(total()).toHaveTextContent('1,250.50');

    // Back: the wallet is read again at once, though its last answer is seconds old.
    setTabHidden(false);
    await waitFor(() => expect(total()).toHaveTextContent('1,200.50'));
    expect(inGames()).toHaveTextContent('575.25');
    expect(answered(simulator, 'wallet.get').slice(reads)).toEqual([200]);
  });
});

const SITE = 'Gold Wallet';
const readers = [
  { locale: 'th', shell, pages },
  { locale: 'en', shell: shellEn, pages: pagesEn },
  { locale: 'lo', shell: shellLo, pages: pagesLo },
] as const;

describe('each page has its own title in the reader language', () => {
  beforeEach(() => {
    document.title = '';
  });

  it.each(readers)('in $locale, and after a move focus goes to the new page heading', async (reader) => {
    const { simulator, user, address } = await openPortal('/user/home', { locale: reader.locale });
    // The site's name, as the simulator's operator has it (lookup.info).
    expect(simulator.world().scenario.site.info.name).toBe(SITE);
    await waitFor(() => expect(document.title).toBe(`${reader.shell.titles.home} · ${SITE}`));

    const link = within(menu(reader.shell.menu.label)).getByRole('link', { name: reader.shell.menu.statement });
    await user.click(link);
    await waitFor(() => expect(address()).toBe('/user/statement'));
    await waitFor(() => expect(document.title).toBe(`${reader.shell.titles.statement} · ${SITE}`));
    // The heading the reader announces: the new page's, inside the page's main content.
    const heading = await screen.findByRole('heading', { level: 1, name: reader.pages.member.screens.statement });
    expect(screen.getByRole('main')).toContainElement(heading);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('names a path that names nothing as not found', async () => {
    await openPortal('/no-such-page', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: pagesEn.notFound.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${shellEn.titles.notFound} · ${SITE}`));
  });
});
