import type { AppRoute } from '@ts-rest/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { okAnswerOf, routes } from '../api/client';
import { queryKeys } from '../api/queries';
import { readBody } from '../api/reading';
import { EARLY_PICTURE_WAIT_MS, EARLY_READ_KEY } from './constants';
import type { EarlyRead } from './early-reads';
import { paths } from '../lib/pages';

/** Which query an early read answers, and the contract's shape of its answer (early-reads.ts). */
const targets: Partial<Record<string, { key: QueryKey; route: AppRoute }>> = {
  [paths.home]: { key: queryKeys.wallet(), route: routes.wallet.get },
  [paths.bonus]: { key: queryKeys.bonusList(), route: routes.bonus.list },
  [paths.profile]: { key: queryKeys.profile(), route: routes.account.profile },
  [paths.memberContact]: { key: queryKeys.lookup.contact(), route: routes.lookup.contact },
  // Not the public /contact: the app takes that pre-rendered page over as it was drawn (hydration), waiting,
  // so it must not start with the answer; the early read there only paints the QR code sooner.
};

/** How long the app's first render waits for an early answer still on its way (the page would wait anyway). */
const WAIT_MS = 3_000;

/**
 * Puts the answer the page's own script asked for (early-read-script.ts) into the app's cache before its
 * first render, so the app draws the figures the pre-drawn page already shows instead of a skeleton and a
 * second request. Only a 200 answer that the app can read (api/reading.ts, as the page's own query would) is taken; anything else is left to the
 * page's own query, which asks again and handles it (a session that ended, a failure with retry). An answer
 * later than WAIT_MS still fills the cache if the page has nothing yet. A picture the early read drew (the
 * home's first game ring) is let paint first, so the page's largest paint is the pre-drawn one.
 */
export async function takeEarlyRead(queryClient: QueryClient, pathname: string): Promise<void> {
  const store = window as unknown as Record<string, EarlyRead | undefined>;
  const early = store[EARLY_READ_KEY];
  delete store[EARLY_READ_KEY];
  const target = targets[pathname];
  if (!early || !target || early.path !== pathname) return;

  const put = (result: Awaited<EarlyRead['answer']>) => {
    if (result?.status !== 200 || queryClient.getQueryData(target.key) !== undefined) return;
    const { route } = target;
    const described = okAnswerOf(route);
    const read = described && readBody(`${route.method} ${route.path}`, described, result.body);
    if (read) queryClient.setQueryData(target.key, { status: 200, body: read.value, headers: new Headers() });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, WAIT_MS, 'late')));
  const first = await Promise.race([early.answer, late]);
  clearTimeout(timer);
  if (first === 'late') void early.answer.then(put);
  else {
    put(first);
    await earlyPictures();
  }
}

/** The pictures the early read filled in on the pre-drawn page, decoded and painted (at most EARLY_PICTURE_WAIT_MS). */
async function earlyPictures(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[data-early][src]')].filter((picture) =>
    picture.checkVisibility(),
  );
  if (pictures.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, EARLY_PICTURE_WAIT_MS)));
  // Decoded is not yet painted: the frame after next has drawn them, before the app's copies replace them.
  const painted = Promise.allSettled(pictures.map((picture) => picture.decode())).then(nextPaint);
  await Promise.race([painted, cap]);
  clearTimeout(timer);
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
