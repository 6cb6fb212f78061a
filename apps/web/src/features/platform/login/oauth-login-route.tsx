import { Navigate, useLocation } from 'react-router';

/** /oauth-login (002 §2.1): the login page with its authorization panel; the query (return_to) goes along. */
export function OAuthLoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/login${search}`} replace />;
}
