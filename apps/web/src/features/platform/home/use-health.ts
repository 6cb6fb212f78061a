import type { HealthResponse } from '@topoforge/contract';
import { useEffect, useState } from 'react';
import { fetchHealth } from '../../../api/health';

export type HealthState =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly health: HealthResponse }
  | { readonly status: 'error'; readonly message: string };

/** Asks the server for its health once per mount. */
export function useHealth(): HealthState {
  const [state, setState] = useState<HealthState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchHealth(controller.signal).then(
      (health) => setState({ status: 'ok', health }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
