import type { Page } from '@playwright/test';
import type { AdminClient } from '@portal/contract/admin';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { texts } from './texts';

/**
 * A member's log-in ends under them in each way a backend can say so (mock-server/src/core/auth.ts; README
 * "Codes and their situations"): the next read takes the app to /login, which says why, and the token is gone.
 */
const errors = texts('th', 'errors');
const shell = texts('th', 'shell');

const situations: {
  code: 'INVALID_USER_2' | 'INVALID_USER_3' | 'INVALID_USER_4' | 'INVALID_IP';
  what: string;
  make: (admin: AdminClient, mock: APIRequestContext, page: Page) => Promise<void>;
}[] = [
  {
    code: 'INVALID_USER_2',
    what: 'QA deactivates the member',
    make: async (admin) => {
      expect((await admin.setMemberActive({ params: { memberId: 'M10001' }, body: { active: false } })).status).toBe(
        200,
      );
    },
  },
  {
    code: 'INVALID_USER_3',
    what: 'the password is changed on another device',
    make: async (_admin, mock) => {
      const login = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
      const { token } = (await login.json()) as { token: string };
      const changed = await mock.put('/api/account/changepwd', {
        headers: { authorization: `Bearer ${token}` },
        data: { oldPassword: 'secret123', newPassword: 'newsecret1' },
      });
      expect(changed.status()).toBe(200);
    },
  },
  {
    code: 'INVALID_USER_4',
    what: 'the member logs in on another device, one device allowed',
    make: async (admin, mock) => {
      expect((await admin.setFlags({ body: { oneDevice: true } })).status).toBe(200);
      expect((await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } })).ok()).toBe(
        true,
      );
    },
  },
  {
    code: 'INVALID_IP',
    what: 'the token is used from another network, tokens bound to one',
    make: async (admin, _mock, page) => {
      expect((await admin.setFlags({ body: { ipBound: true } })).status).toBe(200);
      // The browser's next calls reach the simulator (through the preview's proxy) as from another address.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.9' });
    },
  },
];

for (const { code, what, make } of situations) {
  test(`${code}: when ${what}, the next read logs the member out and the log-in says why`, async ({
    page,
    signIn,
    admin,
    mock,
  }) => {
    await signIn();
    await page.goto('/user/home');
    await expect(page.getByTestId('wallet-amount')).toBeVisible();
    await make(admin, mock, page);
    // The member opens the statement; a read of the page's own (a poll) may meet the ended log-in first.
    const loggedOut = page.waitForURL('**/login');
    void page
      .getByRole('navigation', { name: shell.menu.label })
      .getByRole('link', { name: shell.menu.statement })
      .click()
      .catch(() => undefined);
    await loggedOut;
    await expect(page.getByText(errors[code])).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  });
}
