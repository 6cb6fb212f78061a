/** A task run now and then every `intervalMs` until stopped; stop() waits for a run in progress. */
export interface Periodic {
  /** Runs the task now (after any run in progress), as the timer would. */
  run(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs` (the timer does not keep the process alive), one run at a time; a failed
 * run is reported to `onError` and the next one comes as planned. Used for clean-ups of old rows (the rate
 * limiter's counters, tracking data past its retention).
 */
export function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Periodic {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await task();
      } catch (e) {
        onError(e);
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
