import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import auth from '../../i18n/locales/th/auth.json';
import errors from '../../i18n/locales/th/errors.json';
import home from '../../i18n/locales/th/home.json';
import { openPortal } from '../../test/portal';

/**
 * The app's login form against the simulator in process, in Thai: the refusals said inline, what is checked
 * before any call, where the token is kept. What the pre-drawn form does before the app runs, and how the page
 * fits and reads: e2e/early-login.spec.ts, e2e/auth.spec.ts.
 */
const phone = () => screen.getByLabelText(auth.form.phone);
const password = () => screen.getByLabelText(auth.form.password);
const logIn = () => screen.getByRole('button', { name: auth.form.submit });
const formAlert = async () => within(document.querySelector('form')!).findByRole('alert');

/** The login page for a visitor, with every call to POST /api/login counted. */
async function openLogin() {
  const portal = await openPortal('/login', { member: null, locale: 'th' });
  const calls: string[] = [];
  const simulated = portal.simulator.fetch;
  const counting: typeof fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).endsWith('/api/login')) calls.push('login');
    return (answer ?? simulated)(input, init);
  };
  let answer: typeof fetch | null = null;
  vi.stubGlobal('fetch', counting);
  await screen.findByRole('heading', { level: 1 });
  return {
    ...portal,
    calls,
    /** The log-in answered this way from now on (null: by the simulator again). */
    answerLogIn: (next: typeof fetch | null) => (answer = next),
  };
}

async function fill(user: Awaited<ReturnType<typeof openLogin>>['user'], phoneNumber: string, secret: string) {
  await user.clear(phone());
  await user.type(phone(), phoneNumber);
  await user.clear(password());
  await user.type(password(), secret);
}

const atHome = async (address: () => string) => {
  await waitFor(() => expect(address()).toBe('/user/home'));
  expect(await screen.findByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();
};

describe('the login form', () => {
  it('logs a member in and opens the home', async () => {
    const { user, address } = await openLogin();
    await fill(user, '0812345678', 'secret123');
    await user.click(logIn());
    await atHome(address);
  });

  it('refuses a wrong password inline, in its words, and stays', async () => {
    const { user, address } = await openLogin();
    await fill(user, '0812345678', 'wrong-password');
    await user.click(logIn());
    expect(await formAlert()).toHaveTextContent(errors.WRONG_CREDENTIAL);
    expect(address()).toBe('/login');
  });

  it('tells a deactivated member so', async () => {
    const { user } = await openLogin();
    await fill(user, '0899999999', 'secret123');
    await user.click(logIn());
    expect(await formAlert()).toHaveTextContent(errors.INACTIVE_USER);
  });

  it('marks empty fields, focuses the first, and makes no call', async () => {
    const { user, calls } = await openLogin();
    await user.click(logIn());
    expect(await screen.findByText(auth.errors.phoneRequired)).toBeVisible();
    expect(screen.getByText(auth.errors.passwordRequired)).toBeVisible();
    expect(phone()).toHaveFocus();

    await user.type(phone(), '0812345678');
    await user.click(logIn());
    await waitFor(() => expect(screen.queryByText(auth.errors.phoneRequired)).toBeNull());
    expect(screen.getByText(auth.errors.passwordRequired)).toBeVisible();
    expect(password()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('keeps a pasted phone as its digits, and refuses a short one before any call', async () => {
    const { user, calls, address } = await openLogin();
    await fill(user, '081234567', 'secret123');
    await user.click(logIn());
    expect(await screen.findByText(auth.errors.phoneLength)).toBeVisible();
    expect(calls).toEqual([]);

    await user.clear(phone());
    await user.click(phone());
    await user.paste('081-234 5678999');
    expect(phone()).toHaveValue('0812345678');
    await user.click(logIn());
    await atHome(address);
  });

  it.each([
    { remember: false, kept: 'for the tab only', stored: sessionStorage, notStored: localStorage },
    { remember: true, kept: 'on the device', stored: localStorage, notStored: sessionStorage },
  ])('keeps the token $kept when "remember me" is $remember', async ({ remember, stored, notStored }) => {
    const { user, address } = await openLogin();
    await fill(user, '0812345678', 'secret123');
    const box = screen.getByRole('checkbox', { name: auth.form.remember });
    expect(box).not.toBeChecked();
    if (remember) await user.click(box);
    await user.click(logIn());
    await atHome(address);
    expect(stored.getItem('token')).toBeTruthy();
    expect(notStored.getItem('token')).toBeNull();
  });

  it('shows a message the catalogue does not know as the server wrote it', async () => {
    const { user, answerLogIn } = await openLogin();
    answerLogIn(async () => Response.json({ message: 'Maintenance until 02:00' }, { status: 403 }));
    await fill(user, '0812345678', 'secret123');
    await user.click(logIn());
    expect(await formAlert()).toHaveTextContent(/^Maintenance until 02:00$/);
  });

  it('tells a server out of reach as a lost connection, keeps the form, and logs in once it is back', async () => {
    const { user, answerLogIn, address } = await openLogin();
    answerLogIn(() => Promise.reject(new TypeError('Failed to fetch')));
    await fill(user, '0812345678', 'secret123');
    await user.click(logIn());
    expect(await formAlert()).toHaveTextContent(errors.client.offline);
    expect(phone()).toHaveValue('0812345678');

    answerLogIn(null);
    await user.click(logIn());
    await atHome(address);
  });
});
