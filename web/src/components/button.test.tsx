import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('runs a tap that answers a promise once for a double tap, busy until it settles, then again', async () => {
    let finish = () => {};
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Receive</Button>);
    const button = screen.getByRole('button', { name: 'Receive' });
    // Two clicks in the same moment, before React renders the busy state.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('takes taps again after a run that failed', async () => {
    const onClick = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    render(<Button onClick={onClick}>Move</Button>);
    const button = screen.getByRole('button', { name: 'Move' });
    await act(async () => fireEvent.click(button));
    expect(button).toBeEnabled();
    await act(async () => fireEvent.click(button));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves a tap that answers nothing alone: never busy', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Copy</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Copy' })).not.toHaveAttribute('aria-busy');
  });
});
