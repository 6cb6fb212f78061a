import { z } from 'zod';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The caller's own id of a long call (a charge calculation, the parameter call), sent as `?job=` with the
 * call: with it the caller reads the job's state and cancels it while the call is waiting for its answer.
 * The web client makes a random UUID per call; anyone holding the id of an anonymous job may read and
 * cancel it, a logged-in user's job only that user.
 */
export const jobIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'the job id must be 8–64 letters, digits, - or _')
  .describe("the caller's id of the job (8–64 letters, digits, - or _; the web client sends a UUID)");

/** The optional `?job=` of a long call. */
export const jobQuerySchema = z.object({ job: jobIdSchema.optional() });

/** The spec's job states (002 §4) and their numbers: 1 running, 2 pending, 3 completed, 4 failed, 5 cancelled. */
export const JOB_STATES = ['running', 'pending', 'completed', 'failed', 'cancelled'] as const;
export type JobStateName = (typeof JOB_STATES)[number];
export const jobStatusCode = (state: JobStateName): number => JOB_STATES.indexOf(state) + 1;

export const jobStatusSchema = z.object({
  id: z.string(),
  /** What runs: 'charge:AM1-BCC', 'forcefield:param' … */
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** The spec's number of the state (002 §4). */
  status: z.number().int().min(1).max(5),
  /** 1-based place in the queue while pending (the server is busy); null otherwise. */
  position: z.number().int().positive().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Running time so far, or in all once it ended; 0 while pending. */
  elapsedMs: z.number().int().nonnegative(),
});
export type JobStatusAnswer = z.infer<typeof jobStatusSchema>;

const jobParams = z.object({ id: jobIdSchema });

export const JOB_STATUS_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('job/:id'),
  group: 'job',
  summary: "A long call's job by the caller's id: state, place in the queue, running time",
  description:
    'The job a charge or parameter call started with `?job=<id>`, while it waits or runs and for 10 minutes ' +
    'after it ended. state: running, pending (waiting for a free slot; position is its place in the queue), ' +
    "completed, failed or cancelled, with the spec's status number (002 §4). 404 job-not-found: unknown id, " +
    "ended more than 10 minutes ago, another user's job, or a job another server replica runs.",
  access: 'anonymous',
  params: jobParams,
  answer: { kind: 'json', data: jobStatusSchema },
});

export const JOB_CANCEL_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('job/:id/cancel'),
  group: 'job',
  summary: 'Cancel a running or pending job by its id',
  description:
    'Stops the job as if its caller had gone away: a pending job leaves the queue, a running one is stopped ' +
    '(its program killed, its worker thread terminated), unless another caller of the same computation still ' +
    'waits for it; the call that started it answers 499 cancelled. Answers the status (cancelled). 404 ' +
    'job-not-found; 409 job-not-cancellable once it has ended (002 §4: only running or pending jobs).',
  access: 'anonymous',
  params: jobParams,
  answer: { kind: 'json', data: jobStatusSchema },
});

export const JOB_ROUTES = [JOB_STATUS_ROUTE, JOB_CANCEL_ROUTE] as const;
