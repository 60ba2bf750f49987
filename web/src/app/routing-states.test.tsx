import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import errors from '../i18n/locales/th/errors.json';
import home from '../i18n/locales/th/home.json';
import pagesEn from '../i18n/locales/en/pages.json';
import pages from '../i18n/locales/th/pages.json';
import shell from '../i18n/locales/th/shell.json';
import { openPortal } from '../test/portal';

/**
 * Where the portal sends a visitor and a member, against the simulator in process, in Thai: the member routes
 * behind the token, the shell's menu, logging out, a session that ended, a service shut down, a path that
 * names nothing. Pre-drawn pages taken over by the app, in a browser: e2e/routing.spec.ts, e2e/first-load.spec.ts.
 */
const MEMBER_ROUTES = ['/user/home', '/user/profile', '/user/bonus', '/user/statement', '/user/contact', '/user/spin'];
const titles: Record<string, string> = {
  '/user/home': home.title,
  '/user/profile': pages.member.screens.profile,
  '/user/bonus': pages.member.screens.bonus,
  '/user/statement': pages.member.screens.statement,
  '/user/contact': pages.contact.title,
  '/user/spin': pages.member.screens.spin,
};
const storedToken = () => localStorage.getItem('token') ?? sessionStorage.getItem('token');
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const menu = () => screen.getByRole('navigation', { name: shell.menu.label });
const atLogin = async (address: () => string) => {
  await waitFor(() => expect(address()).toBe('/login'));
  expect(await screen.findByRole('button', { name: /^เข้าสู่ระบบ$/ })).toBeInTheDocument();
};

describe('a visitor without a token', () => {
  it.each(['/', '/user', ...MEMBER_ROUTES])('is sent from %s to /login', async (path) => {
    const { address } = await openPortal(path, { member: null, locale: 'th' });
    await atLogin(address);
  });
});

describe('a member', () => {
  it.each(['/', '/user'])('opening %s lands on /user/home', async (path) => {
    const { address } = await openPortal(path, { locale: 'th' });
    expect(await heading(home.title)).toBeInTheDocument();
    expect(address()).toBe('/user/home');
  });

  it.each(MEMBER_ROUTES)('sees %s inside the member shell', async (path) => {
    await openPortal(path, { locale: 'th' });
    expect(await heading(titles[path]!)).toBeInTheDocument();
    for (const item of [shell.menu.home, shell.menu.statement, shell.menu.conditions])
      expect(within(menu()).getByRole('link', { name: item })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shell.logout })).toBeInTheDocument();
  });

  it("sees their name and the wallet's total on the home", async () => {
    await openPortal('/user/home', { locale: 'th' });
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(await screen.findByText('1,250.50')).toBeInTheDocument();
  });

  it('ends the session by opening a public page', async () => {
    await openPortal('/howto', { locale: 'th' });
    expect(await heading(pages.howto.title)).toBeInTheDocument();
    await waitFor(() => expect(storedToken()).toBeNull());
  });

  it('logs out: the token goes and /login opens', async () => {
    const { user, address } = await openPortal('/user/home', { locale: 'th' });
    await screen.findByTestId('games-total');
    await user.click(screen.getByRole('button', { name: shell.logout }));
    await atLogin(address);
    expect(storedToken()).toBeNull();
  });

  it('whose session ended is told so on /login, and the token is gone', async () => {
    const { address } = await openPortal('/user/home', {
      locale: 'th',
      // The simulator's sessions last a day.
      before: (simulator) => simulator.advanceClock(25 * 3600),
    });
    await atLogin(address);
    expect(await screen.findByText(errors.EXPIRED_AUTH_TOKEN)).toBeInTheDocument();
    expect(storedToken()).toBeNull();
  });

  it('whose service shut down is sent to /terminated', async () => {
    const { address } = await openPortal('/user/home', {
      locale: 'th',
      before: (simulator) => simulator.reset('terminated'),
    });
    expect(await heading(pages.terminated.title)).toBeInTheDocument();
    expect(address()).toBe('/terminated');
  });

  it('moves between screens with the menu, and opens the conditions over the page', async () => {
    const { user, address } = await openPortal('/user/home', { locale: 'th' });
    await heading(home.title);
    for (const [label, path] of [
      [shell.menu.statement, '/user/statement'],
      [shell.menu.contact, '/user/contact'],
      [shell.menu.profile, '/user/profile'],
      [shell.menu.home, '/user/home'],
    ] as const) {
      await user.click(within(menu()).getByRole('link', { name: label }));
      await waitFor(() => expect(address()).toBe(path));
      expect(within(menu()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await user.click(within(menu()).getByRole('link', { name: shell.menu.conditions }));
    const dialog = await screen.findByRole('dialog', { name: shell.conditions.title });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(dialog).toHaveTextContent('สมาชิกต้องมีอายุ 18 ปีขึ้นไป');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});

describe('the portal', () => {
  it('sends /login to /terminated once the service has shut down', async () => {
    const { address } = await openPortal('/login', { scenario: 'terminated', member: null, locale: 'th' });
    expect(await heading(pages.terminated.title)).toBeInTheDocument();
    expect(address()).toBe('/terminated');
  });

  it('reads Page Not Found at a path that names nothing, with a way back', async () => {
    const { user, address } = await openPortal('/nope/deeper', { member: null, locale: 'en' });
    expect(await heading(pagesEn.notFound.title)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: pagesEn.notFound.home }));
    await waitFor(() => expect(address()).toBe('/login'));
  });
});
