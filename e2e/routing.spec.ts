import { expect, shot, test } from './fixtures';
import { texts } from './texts';

const shellTh = texts('th', 'shell');

// Where the portal sends a visitor and a member (every member route, the menu, a session that ended, a service
// shut down, a path that names nothing) is checked against the simulator in process
// (web/src/app/routing-states.test.tsx). Here, the same in a browser's address bar, with the pre-drawn pages a
// real server gives: one journey through the doors.
test('the address bar: a visitor to /login, a member to the home, logging out back to /login', async ({
  page,
  signIn,
}) => {
  await page.goto('/user/statement');
  await expect(page).toHaveURL(/\/login$/);

  await signIn();
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('th', 'home').title);
  await expect(page.getByText('1,250.50')).toBeVisible();
  await shot(page, 'user-home-th-390');

  // The frame is pre-drawn before the app runs; the games line is the app's own.
  await expect(page.getByTestId('games-total')).toBeVisible();
  await page.getByRole('button', { name: shellTh.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
});
