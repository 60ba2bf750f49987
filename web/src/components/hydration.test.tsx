import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TakeOver } from './hydration';

/**
 * A pre-rendered form; with `typeDuringTakeOver`, the player types into it after the page has read its state
 * and before React has taken the fields over (done here from the page's first render, on the server's markup).
 */
function Form({ typeDuringTakeOver = false }: { typeDuringTakeOver?: boolean }) {
  const [phone, setPhone] = useState('');
  const [remember, setRemember] = useState(false);
  const [, setDrawn] = useState(0);
  useState(() => {
    if (!typeDuringTakeOver || typeof document === 'undefined') return;
    document.querySelector<HTMLInputElement>('input[name=phone]')!.value = '0812345678';
    document.querySelector<HTMLInputElement>('input[name=remember]')!.checked = true;
  });
  return (
    <form>
      <input name="phone" aria-label="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <input
        name="remember"
        type="checkbox"
        aria-label="remember"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <output>{`${phone}|${remember}`}</output>
      <button type="button" onClick={() => setDrawn((count) => count + 1)}>
        draw again
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function takeOver(keeper: boolean): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <Form typeDuringTakeOver />
        {keeper && <TakeOver root={container} />}
      </>,
    );
  });
  return container;
}

describe('taking a pre-rendered form over', () => {
  it('without the keeper, React puts the older value back over what was typed in the meantime', async () => {
    await takeOver(false);
    fireEvent.click(screen.getByRole('button', { name: 'draw again' }));
    expect(screen.getByLabelText('phone')).toHaveValue('');
  });

  it('keeps a phone and a ticked box typed while the app took the page over, in the page and on screen', async () => {
    const container = await takeOver(true);
    expect(screen.getByRole('status')).toHaveTextContent('0812345678|true');
    fireEvent.click(screen.getByRole('button', { name: 'draw again' }));
    expect(screen.getByLabelText('phone')).toHaveValue('0812345678');
    expect(screen.getByLabelText('remember')).toBeChecked();
    expect(container.dataset.app).toBe('live');
  });
});
