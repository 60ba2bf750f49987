import type { AdminClient } from '@portal/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys, ok, useSession } from './api';
import { useNotices } from './notices';

/** An answer of the admin client: a status and a body (`ok` keeps the 200's). */
type Answer = { status: number; body: unknown };
type Body<A extends Answer> = Extract<A, { status: 200 }>['body'];

/**
 * A read of the chosen session's world, named (`'faults'`, or `['conversation', owner]`): keyed per session,
 * so switching sessions never shows another world's data, and failing as every console read fails (`ok`).
 */
export function useWorldRead<A extends Answer>(
  name: string | readonly unknown[],
  read: (client: AdminClient) => Promise<A>,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  const { session, client } = useSession();
  const [first, ...rest] = typeof name === 'string' ? [name] : name;
  return useQuery({
    queryKey: keys.of(session, String(first), ...rest),
    queryFn: () => ok(read(client)),
    ...options,
  });
}

/** The product routes and the codes each declares: the same in every session, read once. */
export function useRouteList() {
  const { client } = useSession();
  return useQuery({ queryKey: ['admin', 'routes'], queryFn: () => ok(client.routes()), staleTime: Infinity });
}

/**
 * An action on the chosen session's world: `act(input, say)` runs it, says what it did (`say` of the answer)
 * or why it failed in a notice, and resolves to the answer (undefined when it failed). Then every read of the
 * session is asked again, whether it worked or not: one change can move several panels (a reset, a paid QR),
 * and a refusal often means the panel showed something already gone. An answer that is itself the state of a
 * read (`shows`: the flags, the clock) is shown at once, so a switch never flips back while the read is asked.
 */
export function useWorldAction<I, A extends Answer>(
  write: (client: AdminClient, input: I) => Promise<A>,
  options: { shows?: string } = {},
) {
  const { session, client } = useSession();
  const notices = useNotices();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: I) => ok(write(client, input)),
    onSuccess: (answer) => {
      if (options.shows) queryClient.setQueryData(keys.of(session, options.shows), answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(session) }),
  });
  const act = (input: I, say: (answer: Body<A>) => string) => notices.run(() => mutation.mutateAsync(input), say);
  return { act, isPending: mutation.isPending, error: mutation.error };
}
