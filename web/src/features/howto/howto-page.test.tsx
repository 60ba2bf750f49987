import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import { setupTestI18n } from '../../test/i18n';
import HowToPage from './howto-page';
import { tutorials } from './tutorials';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <HowToPage />
    </I18nextProvider>,
  );

describe('HowToPage', () => {
  it('lists the five tutorials of the spec, each with its title and description', () => {
    renderPage();
    const cards = screen.getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(
      Object.values(en.howto.items).map((item) => expect.stringContaining(item.title + item.description)),
    );
    expect(tutorials.map((tutorial) => tutorial.id)).toEqual([
      'wallet',
      'enterGame',
      'checkBalance',
      'receiveBonus',
      'endBonus',
    ]);
  });

  it('plays a tutorial in a modal titled with it, and removes the player on close', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /how to enter a game/i }));

    const dialog = screen.getByRole('dialog', { name: en.howto.items.enterGame.title });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/mock-assets/howto/enter-game.mp4');
    expect(video?.controls).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says the video is not available when its source fails to load', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /^your wallet/i }));
    fireEvent.error(document.querySelector('video')!);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toContain(en.howto.unavailable);
    expect(dialog.querySelector('video')).toBeNull();
  });
});
