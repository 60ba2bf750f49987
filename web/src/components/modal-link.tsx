import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useModalLink, type PlainModalName } from './url-modal';

/**
 * A link that opens a modal without parameters (`?modal=<name>`): the menu's conditions, the home's
 * withdraw tile. A link rather than a button, so a tap on the pre-drawn page works before the app runs.
 */
export function ModalLink({
  modal,
  className,
  children,
}: {
  modal: PlainModalName;
  className?: string;
  children: ReactNode;
}) {
  const { to, state } = useModalLink(modal);
  return (
    <Link to={to} state={state} className={className}>
      {children}
    </Link>
  );
}
