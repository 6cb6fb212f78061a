import type { JobStatusCode } from '@topoforge/contract';
import { JOB_STATUS } from '@topoforge/contract';

/**
 * Slurm job states (squeue/scontrol JOB_STATE_CODES, Slurm 22.05) as spec 002 §4's codes. Everything that
 * ended without success and was not cancelled is Failed: FAILED (exit code ≠ 0), TIMEOUT (time limit),
 * NODE_FAIL, OUT_OF_MEMORY, BOOT_FAIL, DEADLINE, PREEMPTED. The raw state is kept and shown beside it.
 */
const ACTIVE: Readonly<Record<string, JobStatusCode>> = {
  PENDING: JOB_STATUS.pending,
  REQUEUED: JOB_STATUS.pending,
  REQUEUE_HOLD: JOB_STATUS.pending,
  REQUEUE_FED: JOB_STATUS.pending,
  RESV_DEL_HOLD: JOB_STATUS.pending,
  CONFIGURING: JOB_STATUS.running,
  RUNNING: JOB_STATUS.running,
  COMPLETING: JOB_STATUS.running,
  SUSPENDED: JOB_STATUS.running,
  STOPPED: JOB_STATUS.running,
  SIGNALING: JOB_STATUS.running,
  STAGE_OUT: JOB_STATUS.running,
  RESIZING: JOB_STATUS.running,
};

export function statusOfSlurmState(state: string): JobStatusCode {
  const s = state.toUpperCase();
  const active = ACTIVE[s];
  if (active !== undefined) return active;
  if (s === 'COMPLETED') return JOB_STATUS.completed;
  if (s === 'CANCELLED' || s === 'REVOKED') return JOB_STATUS.cancelled;
  return JOB_STATUS.failed;
}

/** Still active in Slurm: the poller keeps asking about it. */
export const isActiveStatus = (status: number): boolean =>
  status === JOB_STATUS.pending || status === JOB_STATUS.running;
