import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextsProvider } from '../i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { Modal } from './modal';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

function TwoModals() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <TextsProvider texts={i18n}>
      <button onClick={() => setFirst(true)}>open first</button>
      <Modal open={first} onClose={() => setFirst(false)} title="First">
        <button onClick={() => setSecond(true)}>open second</button>
        <input aria-label="amount" />
      </Modal>
      <Modal open={second} onClose={() => setSecond(false)} title="Second">
        <p>stacked</p>
      </Modal>
    </TextsProvider>
  );
}

describe('Modal', () => {
  it('locks the body scroll while any modal is open, counting stacked ones', async () => {
    const user = userEvent.setup();
    render(<TwoModals />);
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByText('open first'));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByText('open second'));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('is named by its title, keeps the focus inside and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<TwoModals />);
    const opener = screen.getByText('open first');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'First' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });
});
