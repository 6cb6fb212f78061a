import { create } from 'zustand';

interface BusyState {
  /** Calls and step changes under way; the loading overlay shows while any is. */
  readonly count: number;
}

/** The wizard's loading overlay (000 §2, §4: step changes and long calls show it). */
export const useBusy = create<BusyState>(() => ({ count: 0 }));

/** Runs `work` under the overlay. */
export async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  useBusy.setState((s) => ({ count: s.count + 1 }));
  try {
    return await work();
  } finally {
    useBusy.setState((s) => ({ count: s.count - 1 }));
  }
}

/** Moves the step index by one under the overlay, which lifts once the new step has been drawn. */
export function changeStep(apply: () => void): Promise<void> {
  return whileBusy(
    () =>
      new Promise<void>((resolve) => {
        apply();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}
