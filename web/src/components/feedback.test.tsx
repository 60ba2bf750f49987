import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { TextsProvider } from '../i18n/texts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { FeedbackProvider, useFeedback, type Feedback } from './feedback';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.useRealTimers());

const captured: { feedback?: Feedback } = {};
function Capture() {
  const feedback = useFeedback();
  useEffect(() => {
    captured.feedback = feedback;
  }, [feedback]);
  return null;
}
const feedback = () => captured.feedback!;

function renderFeedback() {
  render(
    <TextsProvider texts={i18n}>
      <FeedbackProvider>
        <Capture />
      </FeedbackProvider>
    </TextsProvider>,
  );
}

describe('feedback', () => {
  it('shows an error toast for 4 seconds', () => {
    vi.useFakeTimers();
    renderFeedback();
    act(() => feedback().toast('Could not send'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('titles an error alert errorMsg and resolves when the user closes it', async () => {
    const user = userEvent.setup();
    renderFeedback();
    let closed = false;
    act(
      () =>
        void feedback()
          .alert('Not enough money')
          .then(() => (closed = true)),
    );
    const dialog = screen.getByRole('alertdialog', { name: /something went wrong/i });
    expect(dialog).toHaveTextContent('Not enough money');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(closed).toBe(true);
  });

  it('titles a success alert successMsg', () => {
    renderFeedback();
    act(() => void feedback().alert('Saved', { tone: 'success' }));
    expect(screen.getByRole('alertdialog', { name: /success/i })).toHaveTextContent('Saved');
  });

  it('maps a failed call to its localized text, and shows an unknown server message raw', () => {
    renderFeedback();
    act(() => void feedback().showFailure({ status: 400, body: { message: 'WRONG_CREDENTIAL' } }));
    expect(screen.getByRole('alert').textContent).toMatch(/phone number or password/i);
    act(() => void feedback().showFailure({ status: 400, body: { message: 'Promotion ended yesterday' } }, 'alert'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Promotion ended yesterday');
  });

  it('asks a question: its text describes the dialog, the way out can be named, and it answers true or false', async () => {
    renderFeedback();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback().confirm('Anything left is forfeited.', {
        title: 'Cancel this bonus?',
        confirmLabel: 'Cancel bonus',
        cancelLabel: 'Keep bonus',
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this bonus?' });
    expect(dialog).toHaveAccessibleDescription('Anything left is forfeited.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep bonus' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = feedback().confirm('Sure?', { title: 'Claim?', confirmLabel: 'Claim' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await expect(answer).resolves.toBe(true);
  });
});
