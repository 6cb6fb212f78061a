import { ProgramError } from '@topoforge/engines';
import { HttpError } from '../http/errors.js';
import type { JobProgress, JobState, JobStatus } from './job-runner.js';

/** How long an ended job's status stays readable (the client's last poll, a late cancel). */
export const TICKET_KEEP_MS = 10 * 60_000;
/** Tickets kept at most; ended ones are forgotten first, a new one past the bound while all run is 503. */
export const MAX_TICKETS = 10_000;

interface Ticket {
  readonly id: string;
  readonly kind: string;
  readonly userId: number | null;
  readonly queuedAt: number;
  readonly controller: AbortController;
  progress: JobProgress | null;
  /** Set once the caller's answer is settled, or at once by a cancel. */
  ended: { readonly state: JobState; readonly at: number; readonly startedAt: number | null } | null;
}

/** What a ticketed call needs: its own signal (the caller's and the ticket's cancel) and the hooks. */
export interface TrackedCall {
  readonly signal: AbortSignal;
  readonly watch: (progress: JobProgress) => void;
  readonly settle: (error: unknown) => void;
}

export interface JobTickets {
  /** Registers a caller's job; HttpError 409 'job-id-in-use' while a job under that id still runs. */
  track(id: string, kind: string, userId: number | null, signal: AbortSignal | undefined): TrackedCall;
  status(id: string, userId: number | null): JobStatus | undefined;
  cancel(id: string, userId: number | null): JobStatus | undefined;
}

/**
 * The runner's tickets: a caller names its job with an id of its own (the web client makes one per call),
 * so it can read the job's state, its place in the queue and its running time, and cancel it. A cancel
 * aborts that caller's signal as a client going away does: a job waiting in the queue leaves it, a running
 * one is stopped (worker terminated, program killed) unless another caller of a shared computation still
 * waits for it. Tickets live in this process: the replica that runs a job answers for it.
 */
export function createJobTickets(now: () => number = Date.now): JobTickets {
  const tickets = new Map<string, Ticket>();

  const sweep = (): void => {
    const oldest = now() - TICKET_KEEP_MS;
    for (const [id, t] of tickets) {
      if (t.ended !== null && (t.ended.at < oldest || tickets.size >= MAX_TICKETS)) tickets.delete(id);
    }
  };

  const visible = (id: string, userId: number | null): Ticket | undefined => {
    const ticket = tickets.get(id);
    // Another user's job is not theirs to see: answered as unknown.
    return ticket && (ticket.userId === null || ticket.userId === userId) ? ticket : undefined;
  };

  return {
    track(id, kind, userId, signal) {
      const existing = tickets.get(id);
      if (existing && existing.ended === null) throw new HttpError(409, 'job-id-in-use', { id });
      sweep();
      if (tickets.size >= MAX_TICKETS) throw new HttpError(503, 'server-busy');
      const controller = new AbortController();
      const ticket: Ticket = { id, kind, userId, queuedAt: now(), controller, progress: null, ended: null };
      tickets.set(id, ticket);
      return {
        signal: signal === undefined ? controller.signal : AbortSignal.any([signal, controller.signal]),
        watch: (progress) => {
          ticket.progress = progress;
        },
        settle: (error) => {
          if (ticket.ended !== null) return;
          const startedAt = ticket.progress?.startedAt ?? null;
          ticket.ended = { state: endState(error), at: now(), startedAt };
        },
      };
    },

    status(id, userId) {
      const ticket = visible(id, userId);
      return ticket && statusOf(ticket, now());
    },

    cancel(id, userId) {
      const ticket = visible(id, userId);
      if (!ticket) return undefined;
      if (ticket.ended !== null) {
        throw new HttpError(409, 'job-not-cancellable', { id, state: ticket.ended.state });
      }
      // Recorded before the abort: the status says cancelled from now on, whatever the work does next.
      ticket.ended = { state: 'cancelled', at: now(), startedAt: ticket.progress?.startedAt ?? null };
      ticket.controller.abort(new ProgramError('cancelled', ticket.kind, 'cancelled by its caller'));
      return statusOf(ticket, now());
    },
  };
}

function endState(error: unknown): JobState {
  if (error === null) return 'completed';
  if (error instanceof ProgramError && error.kind === 'cancelled') return 'cancelled';
  if (error instanceof HttpError && error.code === 'server-closing') return 'cancelled';
  return 'failed';
}

function statusOf(ticket: Ticket, at: number): JobStatus {
  const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
  const { ended, progress } = ticket;
  const startedAt = ended === null ? (progress?.startedAt ?? null) : ended.startedAt;
  const state: JobState = ended?.state ?? (progress?.state === 'queued' || !progress ? 'pending' : 'running');
  const until = ended?.at ?? at;
  return {
    id: ticket.id,
    kind: ticket.kind,
    state,
    position: ended === null && progress?.state === 'queued' ? progress.position : null,
    queuedAt: new Date(ticket.queuedAt).toISOString(),
    startedAt: iso(startedAt),
    finishedAt: iso(ended?.at ?? null),
    elapsedMs: startedAt === null ? 0 : Math.max(0, until - startedAt),
  };
}
