import { useEffect, useRef, useState } from 'react';

/**
 * The answer of a call made when the page opens, again when `deps` change (compared as JSON) and on
 * `reload`; undefined while the first call runs or after a failure, which the shell's presenter showed.
 */
export function useAnswer<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[] = []) {
  const [value, setValue] = useState<T>();
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const key = JSON.stringify(deps);
  useEffect(() => {
    const abort = new AbortController();
    latest.current(abort.signal).then(
      (answer) => !abort.signal.aborted && setValue(answer),
      () => undefined,
    );
    return () => abort.abort();
  }, [key, round]);
  return { value, reload: () => setRound((r) => r + 1) };
}
