/**
 * Where the panel sends the browser after the user answered: the provider's resume URL, which the server
 * words. Only an absolute http(s) address is followed, so a damaged answer cannot run script
 * (javascript:) or leave the page for a relative path of ours.
 */
export function resumeUrl(redirectTo: string): string | undefined {
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** The return_to of /login (or /oauth-login): a non-empty value means the authorization panel is shown. */
export function returnToOf(params: URLSearchParams): string | undefined {
  const value = params.get('return_to')?.trim() ?? '';
  return value === '' ? undefined : value;
}
