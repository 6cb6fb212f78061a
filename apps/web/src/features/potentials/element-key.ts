/** The two module browsers of 001 §2.7, by the spec's potentialFunctionEnum. */
export type PotentialType = 'EAM' | 'ReaxFF';

/** 001 §4: the chosen elements as one key, joined by hyphens in the order they were chosen. */
export const elementKey = (symbols: readonly string[]): string => symbols.join('-');

/**
 * What the picker may offer: the server's selectable elements (before any choice every element some
 * module of the type holds, 001 §2.7) and the chosen ones, so a chosen element can always be taken back.
 */
export const allowedElements = (chosen: readonly string[], selectable: readonly string[]): string[] => [
  ...new Set([...selectable, ...chosen]),
];

/**
 * The file download of 001 §7 (GET …/downLoadFileByFileId with fileId and, when logged in, the stored
 * access token as a query parameter, 001 §6).
 */
export function downloadHref(path: string, fileId: string, accessToken: string | undefined): string {
  const query = new URLSearchParams({ fileId });
  if (accessToken !== undefined) query.set('access_token', accessToken);
  return `${path}?${query.toString()}`;
}
