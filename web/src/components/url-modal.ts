import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The modals addressed by the URL: `?modal=<name>` and the modal's own parameters. Each name lists its
 * parameters here (the address book); the page each one opens over, and its lazy chunk, are in
 * app/modal-outlet.tsx.
 */
export const modalParams = {
  conditions: [],
  video: ['video'],
  deposit: [],
  withdraw: [],
  transfer: [],
  game: ['code'],
  invite: [],
  refund: [],
  agreement: [],
  password: [],
  bonus: ['code'],
  promotion: ['code'],
  slips: [],
} as const satisfies Record<string, readonly string[]>;

export type ModalName = keyof typeof modalParams;
export type ModalParams<N extends ModalName> = Record<(typeof modalParams)[N][number], string>;

const MODAL_PARAM = 'modal';

/** What a modal addressed by the URL is given: its parameters from the URL, and how to close it. */
export interface UrlModalProps<N extends ModalName> {
  params: ModalParams<N>;
  onClose: () => void;
}

/** A modal with parameters is opened with them; one without, with none. */
type ParamsArgument<N extends ModalName> = (typeof modalParams)[N] extends readonly [] ? [] : [ModalParams<N>];

/** The modals that take no parameters. */
export type PlainModalName = { [N in ModalName]: (typeof modalParams)[N] extends readonly [] ? N : never }[ModalName];

/** What the app writes into the history entry it pushes to open a modal: closing it then goes back. */
interface OpenedHere {
  openedModal: ModalName;
}

function isModalName(value: string | null): value is ModalName {
  return value !== null && Object.hasOwn(modalParams, value);
}

/** The search of `search` with the modal `name` open, or with no modal (and none of its parameters). */
function withModal(
  search: URLSearchParams,
  name: ModalName | null,
  params: Record<string, string> = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  const open = next.get(MODAL_PARAM);
  if (isModalName(open)) modalParams[open].forEach((key) => next.delete(key));
  next.delete(MODAL_PARAM);
  if (name !== null) {
    next.set(MODAL_PARAM, name);
    Object.entries(params).forEach(([key, value]) => next.set(key, value));
  }
  return next;
}

/**
 * A link's target that opens a modal (for `<Link to state>`): the same address and history entry as
 * `useOpenModal`, and, being a real link, it opens the modal even when tapped on a pre-drawn page before the
 * app's code has arrived (the page loads with the modal in its address).
 */
export function useModalLink<N extends ModalName>(name: N, ...[params]: ParamsArgument<N>) {
  const [search] = useSearchParams();
  const state: OpenedHere = { openedModal: name };
  return { to: { search: `?${withModal(search, name, params)}` }, state };
}

/**
 * Opens a modal by moving the app to its address (a new history entry), so the phone's back button closes
 * it and a link can open it.
 */
export function useOpenModal() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    <N extends ModalName>(name: N, ...[params]: ParamsArgument<N>) => {
      const state: OpenedHere = { openedModal: name };
      void navigate({ search: `?${withModal(search, name, params)}` }, { state });
    },
    [navigate, search],
  );
}

/**
 * The modal the URL names, its parameters, and how to close it: back to the entry before it when the app
 * opened it (so the history has no leftover entry), otherwise (a link opened it) the same page without it,
 * in place, so closing never leaves the site. Closing a modal that is no longer the open one does nothing.
 */
export function useModalAddress() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const requested = search.get(MODAL_PARAM);
  const name = isModalName(requested) ? requested : null;
  const openedHere = (location.state as Partial<OpenedHere> | null)?.openedModal === name;
  // Where the app is now, for a close called by a modal drawn at an earlier address.
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);

  const close = useCallback(() => {
    // Closed already (the phone's back button while its request was on its way): the answer must not move
    // the member a second step back, out of the page or the site.
    if (new URLSearchParams(current.current.search).get(MODAL_PARAM) !== name) return;
    if (openedHere) void navigate(-1);
    else void navigate({ search: `?${withModal(search, null)}` }, { replace: true });
  }, [name, navigate, openedHere, search]);

  const params = name ? Object.fromEntries(modalParams[name].map((key: string) => [key, search.get(key) ?? ''])) : {};
  return { name, params, close };
}
