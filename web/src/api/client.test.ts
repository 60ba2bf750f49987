import { CLIENT_HEADER } from '@portal/contract/constants';
import { droppedFrom } from '@portal/contract/tolerance';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractMismatchError, createQueryClient, okBody, tsr } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

describe('api client', () => {
  const queryClients: ReturnType<typeof createQueryClient>[] = [];
  function freshQueryClient() {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    queryClients.push(queryClient);
    return queryClient;
  }
  afterEach(() => queryClients.splice(0).forEach((queryClient) => queryClient.clear()));

  it('sends the fixed client header and parses the info answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { name: 'Gold Wallet', website: 'https://gold.example' }));
    const queryClient = tsr.initQueryClient(freshQueryClient());

    const result = await queryClient.lookup.info.fetchQuery({ queryKey: ['lookup', 'info'] });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ name: 'Gold Wallet', website: 'https://gold.example' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/lookup/info');
    expect(init?.method).toBe('GET');
    expect(headersOf(init).get(CLIENT_HEADER.name)).toBe(CLIENT_HEADER.value);
  });

  it("says the app's language in Accept-Language, and nothing when the page has none", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { name: 'Gold Wallet', website: 'https://gold.example' }));
    const queryClient = tsr.initQueryClient(freshQueryClient());
    document.documentElement.lang = 'lo';
    try {
      await queryClient.lookup.info.fetchQuery({ queryKey: ['lookup', 'info', 'lo'] });
      expect(headersOf(fetchMock.mock.calls[0][1]).get('accept-language')).toBe('lo');
      document.documentElement.lang = '';
      await queryClient.lookup.info.fetchQuery({ queryKey: ['lookup', 'info', 'none'] });
      expect(headersOf(fetchMock.mock.calls[1][1]).has('accept-language')).toBe(false);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('reads a broken decoration as its fallback, and rejects an answer without what the screen needs', async () => {
    // Each difference is told on the console in development (api/reading.ts, tested there).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(200, { name: 42, website: 'https://example.test' }));
    const queryClient = tsr.initQueryClient(freshQueryClient());
    const info = await queryClient.lookup.info.fetchQuery({ queryKey: ['lookup', 'info'] });
    expect(info.body).toEqual({ name: '', website: 'https://example.test' });

    stubFetch(() => jsonResponse(200, { withdrawMin: 100 }));
    await expect(queryClient.lookup.withdraw.fetchQuery({ queryKey: ['lookup', 'withdraw'] })).rejects.toBeInstanceOf(
      ContractMismatchError,
    );
  });

  it('keeps the count of list items it could not read when a list is read again over an older answer', async () => {
    // Each difference is told on the console in development (api/reading.ts, tested there).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kbank = { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' };
    const scb = { code: 'SCB', nameTH: 'ไทยพาณิชย์', nameEN: 'SCB' };
    stubFetch(() => jsonResponse(200, [kbank, scb]));
    const queryClient = freshQueryClient();
    const banks = tsr.initQueryClient(queryClient).lookup.banks;
    await banks.fetchQuery({ queryKey: ['lookup', 'banks'] });

    stubFetch(() => jsonResponse(200, [kbank, { ...scb, code: 42 }]));
    await queryClient.refetchQueries({ queryKey: ['lookup', 'banks'] });
    const list = (queryClient.getQueryData(['lookup', 'banks']) as { body: unknown[] }).body;
    expect(list).toEqual([kbank]);
    expect(droppedFrom(list)).toBe(1);

    // A query that holds the body alone (the paged lists, api/paged.ts) keeps it too.
    const bodyOnly = { queryKey: ['banks', 'body'], queryFn: async () => okBody(await tsr.lookup.banks.query()) };
    stubFetch(() => jsonResponse(200, [kbank, scb]));
    await queryClient.fetchQuery(bodyOnly);
    stubFetch(() => jsonResponse(200, [kbank, { ...scb, code: 42 }]));
    await queryClient.refetchQueries({ queryKey: bodyOnly.queryKey });
    expect(droppedFrom(queryClient.getQueryData(bodyOnly.queryKey) as unknown[])).toBe(1);
  });

  it('gives the useQuery hook the site name, and the error answer on failure', async () => {
    const queryClient = freshQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(tsr.ReactQueryProvider, null, children),
      );

    stubFetch(() => jsonResponse(200, { name: 'Gold Wallet', website: 'https://gold.example' }));
    const ok = renderHook(() => tsr.lookup.info.useQuery({ queryKey: ['lookup', 'info'] }), { wrapper });
    await waitFor(() => expect(ok.result.current.isSuccess).toBe(true));
    expect(ok.result.current.data?.body.name).toBe('Gold Wallet');

    stubFetch(() => jsonResponse(410, { message: 'gone' }));
    const failed = renderHook(() => tsr.lookup.info.useQuery({ queryKey: ['lookup', 'info', 'gone'] }), { wrapper });
    await waitFor(() => expect(failed.result.current.isError).toBe(true));
    expect(failed.result.current.error).toMatchObject({ status: 410, body: { message: 'gone' } });
  });

  it('does not retry a 4xx answer but retries a network failure', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    expect(typeof retry).toBe('function');
    const decide = retry as (failureCount: number, error: unknown) => boolean;
    expect(decide(0, { status: 410, body: {} })).toBe(false);
    expect(decide(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(decide(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
