import type { PageRequest } from '@portal/contract/schemas';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { okBody, recoveryInterval } from './client';
import { queryKeys } from './queries';

/**
 * A list the API reads by POST with the page in the body (statement, slips, invites, refunds): the plain
 * ts-rest call of its route (`tsr.<area>.<route>`; POST routes have no query hooks) and where its count is.
 */
export interface PagedList<Page> {
  name: Parameters<typeof queryKeys.paged>[0];
  call: (args: {
    body: PageRequest;
    fetchOptions?: { signal?: AbortSignal };
  }) => Promise<{ status: number; body: unknown }>;
  total: (page: Page) => number;
}

/** A definition of a paged list, its page type taken from the route's 200 answer. */
export function pagedList<
  C extends PagedList<unknown>['call'],
  Page = Extract<Awaited<ReturnType<C>>, { status: 200 }>['body'],
>(name: PagedList<Page>['name'], call: C, total: (page: Page) => number): PagedList<Page> {
  return { name, call, total };
}

/** How long a page (one fetched ahead too) is shown without asking again. */
const PAGE_FRESH_MS = 30_000;

/** One page of a list as a query: its key names the list, the page and the page size. */
export function pageQuery<Page>(list: PagedList<Page>, page: number, limit: number) {
  return queryOptions({
    queryKey: queryKeys.paged(list.name, page, limit),
    staleTime: PAGE_FRESH_MS,
    queryFn: async ({ signal }) => okBody(await list.call({ body: { page, limit }, fetchOptions: { signal } })) as Page,
  });
}

/**
 * Page `page` of a paged list. While another page loads, the one on screen stays (`isPlaceholderData` is
 * true, so the UI can dim it) instead of a blank; once a page is there, the next one (when there is one) is
 * fetched ahead, so "next" usually answers at once. `pageCount` is known from the first answer on.
 */
export function usePagedQuery<Page>(
  list: PagedList<Page>,
  page: number,
  limit: number,
  /**
   * How soon to read the page again by itself (a page with something still in progress), or false. A page that
   * failed is read again as every failed read is (api/client.ts).
   */
  refetchInterval?: (page: Page | undefined) => number | false,
) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...pageQuery(list, page, limit),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => recoveryInterval(current) ?? refetchInterval?.(current.state.data) ?? false,
  });
  // What changed is drawn in a transition: the query library tells React of an answer in a way React must
  // draw at once, in one task as long as the page's rows take (over 100 ms on a slow phone, a tap waiting
  // behind it); deferred, the rows are drawn in slices of a few milliseconds, with the page as it was on
  // screen until they are all there.
  const shown = useDeferredValue(query);
  const total = shown.data === undefined ? undefined : list.total(shown.data);
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
  const hasNext = pageCount !== undefined && page < pageCount;

  useEffect(() => {
    if (hasNext && !shown.isPlaceholderData) void queryClient.prefetchQuery(pageQuery(list, page + 1, limit));
  }, [hasNext, shown.isPlaceholderData, queryClient, list, page, limit]);

  return { ...shown, pageCount, hasNext };
}
