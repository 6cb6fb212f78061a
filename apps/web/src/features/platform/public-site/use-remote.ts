import { useEffect, useState } from 'react';

export type Remote<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly data: T }
  | { readonly state: 'failed'; readonly error: unknown };

const LOADING = { state: 'loading' } as const;

/**
 * Loads `load` when the page opens and whenever `key` changes; a newer load aborts the older one, and an
 * answer is shown only for the key it was loaded for, so a slow answer never replaces a newer page's data.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> {
  const [result, setResult] = useState<{ key: string; remote: Remote<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, remote: { state: 'done', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, remote: { state: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? result.remote : LOADING;
}
