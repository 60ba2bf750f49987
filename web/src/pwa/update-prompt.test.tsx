import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../i18n/texts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { registerServiceWorker } from './sw-registration';
import { UpdatePrompt } from './update-prompt';

vi.mock('./sw-registration', () => ({ registerServiceWorker: vi.fn(() => Promise.resolve()) }));
const register = vi.mocked(registerServiceWorker);

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
beforeEach(() => register.mockClear());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function renderPrompt() {
  render(
    <TextsProvider texts={i18n}>
      <UpdatePrompt />
    </TextsProvider>,
  );
}

/** A production build in a browser with service workers. */
function production() {
  vi.stubEnv('PROD', true);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
}

describe('UpdatePrompt', () => {
  it('registers nothing in development', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(register).not.toHaveBeenCalled();
  });

  it('shows nothing until a new version waits, then offers to reload into it', async () => {
    production();
    const activate = vi.fn();
    renderPrompt();
    await vi.waitFor(() => expect(register).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    register.mock.calls[0][0](activate);
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('A new version is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledOnce();
  });

  it('can be put aside: the new version then waits for the next visit', async () => {
    production();
    const activate = vi.fn();
    renderPrompt();
    await vi.waitFor(() => expect(register).toHaveBeenCalled());
    register.mock.calls[0][0](activate);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
  });
});
