import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Texts } from '../i18n/texts';
import type { ReactNode } from 'react';
import { TextsProvider } from '../i18n/texts';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient, tsr } from '../api/client';
import { FeedbackProvider } from '../components/feedback';

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders a screen with the real API layer over a stubbed fetch: the queued `answers` first, then
 * `otherwise` for every further call (a 200 with that body, or the answer a function gives the request), at
 * `url` of a memory router, with toasts and alerts. Returns the fetch mock.
 */
export function renderWithApi(
  screen: ReactNode,
  { i18n, answers = [], otherwise, url = '/' }: { i18n: Texts; answers?: Response[]; otherwise: unknown; url?: string },
) {
  const fetchMock = vi.fn<typeof fetch>(
    async (input, init) =>
      answers.shift() ??
      (typeof otherwise === 'function' ? (otherwise as typeof fetch)(input, init) : json(200, otherwise)),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <TextsProvider texts={i18n}>
          <FeedbackProvider>
            <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
          </FeedbackProvider>
        </TextsProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}
