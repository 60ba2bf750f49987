import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/render';
import { createQueryClient, tsr } from './client';
import { pagedList, usePagedQuery } from './paged';
import { queryKeys } from './queries';

const list = pagedList('statement', tsr.statement.list.mutate, (page) => page.total);

const entry = (id: string) => ({
  _id: id,
  statementType: 'deposit' as const,
  status: 'SUCCESS' as const,
  from: 'KBANK',
  to: 'WALLET',
  amount: 100,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** A statement of `total` entries behind a stubbed fetch; pages in `held` wait until released. */
function serveStatement(total: number, held: number[] = []) {
  const releases = new Map<number, () => void>();
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const { page, limit } = JSON.parse(String(init?.body)) as { page: number; limit: number };
    if (held.includes(page)) await new Promise<void>((resolve) => releases.set(page, resolve));
    const first = (page - 1) * limit;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) => `E${first + i + 1}`);
    return json(200, { total, statements: ids.map(entry) });
  });
  vi.stubGlobal('fetch', fetchMock);
  const pagesAsked = () =>
    fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { page: number }).page);
  return { pagesAsked, release: (page: number) => releases.get(page)?.() };
}

function renderPaged(initialPage: number) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: 0, retry: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ page }) => usePagedQuery(list, page, 10), {
    wrapper,
    initialProps: { page: initialPage },
  });
  return { ...hook, queryClient };
}

const idsOf = (data: { statements: { _id: string }[] } | undefined) => data?.statements.map((item) => item._id);

afterEach(() => vi.unstubAllGlobals());

describe('usePagedQuery', () => {
  it('asks for the page in the body and keeps each page under a key naming list, page and size', async () => {
    const server = serveStatement(25);
    const { result, queryClient } = renderPaged(2);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(server.pagesAsked()[0]).toBe(2);
    expect(idsOf(result.current.data)?.[0]).toBe('E11');
    expect(result.current.pageCount).toBe(3);
    expect(idsOf(queryClient.getQueryData(queryKeys.paged('statement', 2, 10)))).toEqual(idsOf(result.current.data));
  });

  it('keeps the page on screen, marked as placeholder, while the next one loads', async () => {
    const server = serveStatement(25, [3]);
    const { result, rerender } = renderPaged(1);
    await waitFor(() => expect(idsOf(result.current.data)?.[0]).toBe('E1'));

    rerender({ page: 3 });
    expect(idsOf(result.current.data)?.[0]).toBe('E1');
    expect(result.current.isPlaceholderData).toBe(true);

    server.release(3);
    await waitFor(() => expect(idsOf(result.current.data)).toEqual(['E21', 'E22', 'E23', 'E24', 'E25']));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('fetches the next page ahead, so moving to it needs no wait', async () => {
    const server = serveStatement(25);
    const { result, rerender } = renderPaged(1);
    await waitFor(() => expect(server.pagesAsked()).toEqual([1, 2]));

    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(idsOf(result.current.data)?.[0]).toBe('E11');
    await waitFor(() => expect(server.pagesAsked()).toEqual([1, 2, 3]));
  });

  it('fetches nothing ahead on the last page, or when there is only one', async () => {
    const server = serveStatement(7);
    const { result } = renderPaged(1);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.pagesAsked()).toEqual([1]);
    expect(result.current.hasNext).toBe(false);
    expect(result.current.pageCount).toBe(1);
  });
});
