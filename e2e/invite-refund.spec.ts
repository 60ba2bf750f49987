import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

// The invite and refund dialogs' behaviour (the share link, the bonus received, the list paged, the programme
// off, a refund received, waiting, moved, refused or failing) is checked against the simulator in process
// (web/src/features/home/invite-refund-states.test.tsx); here, how they fit and read in each language.
for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`invite and refund read well at 390, 320 and 1280 wide, in ${locale}`, async ({ page, signIn }) => {
    const home = texts(locale, 'home');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    for (const area of ['invite', 'refund'] as const) {
      const title = area === 'invite' ? home.inviteModal.title : home.refundModal.title;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/user/home?modal=${area}`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('img')).toBeVisible();
      await shot(page, `${area}-banners-${locale}-390`);
      await dialog.getByRole('button', { name: home.banners.continue }).click();
      await expect(
        dialog
          .getByRole('list', { name: area === 'invite' ? home.inviteModal.history : home.refundModal.history })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'body');
      await shot(page, `${area}-${locale}-390`);
      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoHorizontalOverflow(page);
      await shot(page, `${area}-${locale}-320`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, `${area}-${locale}-1280`);
    }
  });
}
