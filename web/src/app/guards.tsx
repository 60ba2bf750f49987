import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../lib/storage';
import { paths } from '../lib/pages';

/** A member route without a stored token goes to /login (spec §2: access is the token's presence). */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!getToken()) return <Navigate to={paths.login} replace />;
  return <>{children}</>;
}
