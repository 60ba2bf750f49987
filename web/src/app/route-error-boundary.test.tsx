import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en/shell.json';
import { setupTestI18n } from '../test/i18n';
import { isChunkLoadError, RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);

let failing = true;
function Fragile() {
  if (failing) throw new Error('cannot read properties of undefined');
  return <p>the page</p>;
}

describe('RouteErrorBoundary', () => {
  it('shows a designed failure with a way to try again and a way home, then the page once it draws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await setupTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="/user/home">
            <Fragile />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.failure.renderTitle);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: en.failure.home }).getAttribute('href')).toBe('/');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: en.failure.retry }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it("tells a page's code failing to arrive from a page failing to draw, in each browser's words", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
