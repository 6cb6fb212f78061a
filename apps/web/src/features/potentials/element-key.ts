/** The two module browsers of 001 §2.7, by the spec's potentialFunctionEnum. */
export type PotentialType = 'EAM' | 'ReaxFF';

/** 001 §4: the chosen elements as one key, joined by hyphens in the order they were chosen. */
export const elementKey = (symbols: readonly string[]): string => symbols.join('-');

/**
 * What the picker may offer: before any choice, every element some module of the type holds (001 §2.7);
 * after one, the server's selectable elements plus the chosen ones, so a chosen element can be taken back.
 */
export function allowedElements(
  chosen: readonly string[],
  moduleElements: readonly (readonly string[])[],
  selectable: readonly string[],
): string[] {
  const source = chosen.length === 0 ? moduleElements.flat() : [...selectable, ...chosen];
  return [...new Set(source)];
}

/**
 * The file download of 001 §7 (GET …/downLoadFileByFileId with fileId and, when logged in, the stored
 * access token as a query parameter, 001 §6).
 */
export function downloadHref(path: string, fileId: string, accessToken: string | undefined): string {
  const query = new URLSearchParams({ fileId });
  if (accessToken !== undefined) query.set('access_token', accessToken);
  return `${path}?${query.toString()}`;
}
