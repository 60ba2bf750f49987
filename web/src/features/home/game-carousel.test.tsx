// @vitest-environment jsdom
// jsdom, not the project's happy-dom: there the cards behind the front one are found as buttons too.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../../i18n/texts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/home.json';
import { setupTestI18n } from '../../test/i18n';
import { gameAccount } from '../../test/wallet';
import { GameCarousel, slotOffset, stepActive } from './game-carousel';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

const accounts = [gameAccount('PG', 320.25), gameAccount('JOKER', 0, false), gameAccount('SLOTRACHA', 15)].map(
  (account) => (account.code === 'SLOTRACHA' ? { ...account, ftWalletSlot: 10 } : account),
);

function renderRing(list = accounts, hidden = false) {
  const onChoose = vi.fn();
  render(
    <TextsProvider texts={i18n}>
      <GameCarousel title="Slots" accounts={list} hidden={hidden} onChoose={onChoose} opening={null} />
    </TextsProvider>,
  );
  return onChoose;
}
const front = () => screen.getByRole('button', { name: /view details|open an account/ });

describe('where a card stands', () => {
  it('wraps around from three cards, so each side has one', () => {
    expect([0, 1, 2].map((index) => slotOffset(index, 0, 3))).toEqual([0, 1, -1]);
    expect([0, 1, 2, 3, 4, 5].map((index) => slotOffset(index, 0, 6))).toEqual([0, 1, 2, -3, -2, -1]);
    expect([0, 1, 2, 3].map((index) => slotOffset(index, 3, 4))).toEqual([1, -2, -1, 0]);
  });

  it('does not wrap with two cards or one', () => {
    expect([0, 1].map((index) => slotOffset(index, 1, 2))).toEqual([-1, 0]);
    expect(stepActive(1, 1, 2)).toBe(1);
    expect(stepActive(0, -1, 2)).toBe(0);
    expect(stepActive(0, -1, 3)).toBe(2);
    expect(stepActive(2, 1, 3)).toBe(0);
  });
});

describe('the game ring', () => {
  it('shows the front card open with its balance and game credit, the others out of the reading order', () => {
    renderRing();
    expect(front().getAttribute('aria-label')).toBe('PG, balance 320.25: view details');
    // The cards beside it are drawn but not read out: the arrows and the front card are the controls.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      en.games.previous,
      en.games.next,
      'PG, balance 320.25: view details',
    ]);
    expect(screen.getByText('PG · 1 of 3')).toBeDefined();
  });

  it('moves with the arrow buttons and the arrow keys, and wraps', async () => {
    renderRing();
    await userEvent.click(screen.getByRole('button', { name: en.games.next }));
    expect(front().getAttribute('aria-label')).toBe('JOKER: open an account');
    fireEvent.keyDown(screen.getByLabelText(/arrow keys/), { key: 'ArrowRight' });
    expect(front().getAttribute('aria-label')).toContain('SLOTRACHA');
    expect(screen.getByText(en.games.credit.replace('{{value}}', '150.00'))).toBeDefined();
    fireEvent.keyDown(screen.getByLabelText(/arrow keys/), { key: 'ArrowRight' });
    expect(front().getAttribute('aria-label')).toContain('PG');
    await userEvent.click(screen.getByRole('button', { name: en.games.previous }));
    expect(front().getAttribute('aria-label')).toContain('SLOTRACHA');
  });

  it('follows a swipe, and a short one is a tap on the front card', () => {
    const onChoose = renderRing();
    const stage = screen.getByLabelText(/arrow keys/);
    fireEvent.pointerDown(stage, { clientX: 200, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(stage, { clientX: 120, pointerId: 1, pointerType: 'touch' });
    expect(stage.style.getPropertyValue('--drag')).toBe('-80px');
    fireEvent.pointerUp(stage, { clientX: 120, pointerId: 1, pointerType: 'touch' });
    expect(stage.style.getPropertyValue('--drag')).toBe('0px');
    expect(front().getAttribute('aria-label')).toContain('JOKER');
    fireEvent.pointerDown(stage, { clientX: 200, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 202, pointerId: 2, pointerType: 'touch' });
    fireEvent.click(front());
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ code: 'JOKER' }));
  });

  it('hides the amounts when the balance is hidden', () => {
    renderRing(accounts, true);
    expect(screen.queryByText('320.25')).toBeNull();
    expect(front().getAttribute('aria-label')).not.toContain('320.25');
  });

  it('has no arrows for a single card', () => {
    renderRing([accounts[0]!]);
    expect(screen.queryByRole('button', { name: en.games.next })).toBeNull();
  });
});

describe('the game row on a wide screen', () => {
  /** A window at least 768 px wide, as `matchMedia` says it. */
  const wide = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads out every card and opens the one chosen at once, not first bringing it to the front', async () => {
    wide();
    const onChoose = renderRing();
    const cards = screen.getAllByRole('button', { name: /view details|open an account/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'PG, balance 320.25: view details',
      'JOKER: open an account',
      'SLOTRACHA, balance 15.00: view details',
    ]);
    await userEvent.click(cards[2]!);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ code: 'SLOTRACHA' }));
    // No ring to turn: the place in words and the arrow keys' hint are gone.
    expect(screen.queryByText('PG · 1 of 3')).toBeNull();
    expect(screen.queryByLabelText(/arrow keys/)).toBeNull();
  });
});
