import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../../i18n/texts';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModalOutlet } from '../../app/modal-outlet';
import en from '../../i18n/locales/en/pages.json';
import { setupTestI18n } from '../../test/i18n';
import HowToPage from './howto-page';
import { tutorials } from './tutorials';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(cleanup);

/** Where the app is, and the browser's back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        browser back
      </button>
    </>
  );
}

const renderPage = (url = '/howto') =>
  render(
    <TextsProvider texts={i18n}>
      <MemoryRouter initialEntries={['/previous-site-page', url]} initialIndex={1}>
        <HowToPage />
        <ModalOutlet />
        <Browser />
      </MemoryRouter>
    </TextsProvider>,
  );
const url = () => screen.getByTestId('url').textContent;
const cards = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));

describe('HowToPage', () => {
  it('lists the five tutorials of the spec, each with its title and description', () => {
    renderPage();
    expect(cards().map((card) => card.textContent)).toEqual(
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
    const card = screen.getByRole('link', { name: /how to enter a game/i });
    // A link: before the app's code has come, a tap loads the same address.
    expect(card).toHaveAttribute('href', '/howto?modal=video&video=enterGame');
    await user.click(card);

    const dialog = await screen.findByRole('dialog', { name: en.howto.items.enterGame.title });
    expect(url()).toBe('/howto?modal=video&video=enterGame');
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/mock-assets/howto/enter-game.mp4');
    expect(video?.controls).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(url()).toBe('/howto');
  });

  it('is closed by the back button, and the focus returns to the card that opened it', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('link', { name: /end a bonus/i });
    await user.click(card);
    expect(await screen.findByRole('dialog', { name: en.howto.items.endBonus.title })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'browser back', hidden: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(url()).toBe('/howto');
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('opens from a link to its address, and closing it stays on the page', async () => {
    const user = userEvent.setup();
    renderPage('/howto?modal=video&video=checkBalance');
    const dialog = await screen.findByRole('dialog', { name: en.howto.items.checkBalance.title });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(url()).toBe('/howto');
    await user.click(screen.getByRole('button', { name: 'browser back', hidden: true }));
    expect(url()).toBe('/previous-site-page');
  });

  it('an address naming no tutorial opens nothing', async () => {
    renderPage('/howto?modal=video&video=nope');
    await screen.findByText('/howto');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the video is not available when its source fails to load', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: /^your wallet/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(dialog.querySelector('video')!);

    expect(within(dialog).getByRole('status').textContent).toContain(en.howto.unavailable);
    expect(dialog.querySelector('video')).toBeNull();
  });
});
