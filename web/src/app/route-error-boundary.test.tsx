import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Texts } from '../i18n/texts';
import { Suspense, type ReactNode } from 'react';
import { TextsProvider } from '../i18n/texts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en/shell.json';
import { setupTestI18n } from '../test/i18n';
import { lazyPage } from './lazy-page';
import { isChunkLoadError, RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderInBoundary(i18n: Texts, page: ReactNode) {
  render(
    <TextsProvider texts={i18n}>
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/user/statement">
          <Suspense fallback={<p>loading</p>}>{page}</Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </TextsProvider>,
  );
}

/** A page's code that fails to arrive (the server unreachable) the first `failures` times, then arrives. */
function pageArrivingAfter(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/statement-page-x.js');
    return { default: () => <p>the statement</p> };
  });
  return { load, Page: lazyPage(load) };
}

/** Lets timers (fake) and promises run, inside act. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

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
      <TextsProvider texts={i18n}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="/user/home">
            <Fragile />
          </RouteErrorBoundary>
        </MemoryRouter>
      </TextsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.failure.renderTitle);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: en.failure.home }).getAttribute('href')).toBe('/');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: en.failure.retry }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it("asks again for a page's code that failed to arrive when the network returns, and draws the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await setupTestI18n('en');
    const { load, Page } = pageArrivingAfter(1);
    renderInBoundary(i18n, <Page />);
    expect(await screen.findByRole('heading', { level: 1, name: en.failure.chunkTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.failure.reload })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    // Asked for again at once; drawing it can take over a second on a loaded machine.
    expect(await screen.findByText('the statement', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks again for a page's code by itself after 2 s, then 4 s, keeping the failure on screen meanwhile", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await setupTestI18n('en');
    const { load, Page } = pageArrivingAfter(2);
    renderInBoundary(i18n, <Page />);
    await pass(0);
    const failure = screen.getByRole('heading', { level: 1, name: en.failure.chunkTitle });
    expect(load).toHaveBeenCalledTimes(1);

    await pass(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(2);
    // Failed again: the same failure stays (no loader in between, the focus where it was), and waits longer.
    expect(screen.getByRole('heading', { level: 1, name: en.failure.chunkTitle })).toBe(failure);
    expect(document.activeElement).toBe(failure);

    await pass(3_999);
    expect(load).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('the statement')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.failure.chunkTitle })).not.toBeInTheDocument();
  });

  it('does not draw again by itself a page that failed to draw: it would fail the same way', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await setupTestI18n('en');
    failing = true;
    const draws = vi.fn();
    function Counted() {
      draws();
      return <Fragile />;
    }
    renderInBoundary(i18n, <Counted />);
    await pass(0);
    const before = draws.mock.calls.length;
    expect(screen.getByRole('heading', { level: 1, name: en.failure.renderTitle })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('focus'));
    });
    await pass(120_000);
    expect(draws).toHaveBeenCalledTimes(before);
    expect(screen.getByRole('button', { name: en.failure.retry })).toBeInTheDocument();
  });

  it("tells a page's code failing to arrive from a page failing to draw, in each browser's words", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
