import { create } from 'zustand';
import { cancelJob, jobStatus, newJobId } from '../../../api/jobs';

/** How often the running job's state is asked for. */
const POLL_MS = 1_000;

/** The long call under way, as the loading overlay shows it (issue 16: method, time, queue, Cancel). */
export interface TrackedJob {
  /** What runs, as the user chose it: the charge type's name, or the parameters. */
  readonly method: string;
  /** When the call was sent (this browser's clock: the time the user waits). */
  readonly sentAt: number;
  /** The server's state: pending (waiting for a slot) or running; null before its first answer. */
  readonly state: 'pending' | 'running' | null;
  /** 1-based place in the server's queue while pending. */
  readonly position: number | null;
  readonly cancelling: boolean;
  readonly cancel: () => void;
}

export const useTrackedJob = create<{ readonly job: TrackedJob | null }>(() => ({ job: null }));

/** The call was cancelled by the user (the overlay's Cancel); the server's job is stopped. */
export class JobCancelledError extends Error {
  constructor(readonly method: string) {
    super(`${method} was cancelled`);
    this.name = 'JobCancelledError';
  }
}

/**
 * Runs a long call under a job id of its own, so the overlay can show its state and place in the queue
 * (polled) and offer Cancel: that aborts the call and tells the server to stop the job (its program is
 * killed, or it leaves the queue). A cancelled call rejects with JobCancelledError.
 */
export async function trackJob<T>(
  method: string,
  call: (job: string, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const id = newJobId();
  const controller = new AbortController();
  const patch = (next: Partial<TrackedJob>): void => {
    const job = useTrackedJob.getState().job;
    if (job !== null && job.cancel === cancel) useTrackedJob.setState({ job: { ...job, ...next } });
  };
  const cancel = (): void => {
    if (controller.signal.aborted) return;
    patch({ cancelling: true });
    controller.abort();
    // The call's own abort also stops the job (the server sees the client go); this says so explicitly.
    cancelJob(id).catch(() => undefined);
  };
  useTrackedJob.setState({
    job: { method, sentAt: Date.now(), state: null, position: null, cancelling: false, cancel },
  });
  const poll = setInterval(() => {
    jobStatus(id, controller.signal).then(
      (s) => {
        if (s.state === 'pending' || s.state === 'running') patch({ state: s.state, position: s.position });
      },
      () => undefined, // not there yet (the call is still on its way) or already ended
    );
  }, POLL_MS);
  try {
    return await call(id, controller.signal);
  } catch (e) {
    if (controller.signal.aborted) throw new JobCancelledError(method);
    throw e;
  } finally {
    clearInterval(poll);
    if (useTrackedJob.getState().job?.cancel === cancel) useTrackedJob.setState({ job: null });
  }
}
