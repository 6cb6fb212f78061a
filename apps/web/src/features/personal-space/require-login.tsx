import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberPath, storedAccessToken } from '../../api/auth-storage';

/**
 * Personal-space pages need a login (002 §6): without a stored one the path is remembered and the user
 * goes to /login, as after a 401; the login comes back here. A login that has expired on the server is
 * caught by the same rule when the page's first call answers 401.
 */
export function RequireLogin({ children }: { readonly children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (storedAccessToken() !== undefined) return children;
  rememberPath(pathname + search);
  return <Navigate to="/login" replace />;
}
