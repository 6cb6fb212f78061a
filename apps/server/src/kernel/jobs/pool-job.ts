import { ProgramError } from '@topoforge/engines';
import { HttpError } from '../http/errors.js';
import type { JobProgress } from './job-runner.js';
import type { JobOutcome, JobStore, JobTrace } from './job-store.js';

/** Longest error text handed to the store (the store may cut further). */
const MAX_ERROR_CHARS = 4000;

export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRequest {
  readonly userId: number | null;
  /** Size of the input, for the jobs table. */
  readonly atoms: number | null;
  /** Running time allowed, from the moment the job starts (waiting in the queue does not count). */
  readonly timeoutMs: number;
  /** The caller's signal (the route's, aborted when the client goes away). */
  readonly signal?: AbortSignal;
  /** Handed the job's live progress (queued with its place, running since …) once it is accepted. */
  readonly watch?: (progress: JobProgress) => void;
}

/**
 * The work of a job: it must stop (kill its program, terminate its worker) when `signal` aborts, and it
 * tells `trace` where an external program it starts runs (recorded in the job's row).
 */
export type JobWork<T> = (signal: AbortSignal, trace: (where: JobTrace) => void) => Promise<T>;

/** What a job needs from its pool. */
export interface PoolJobContext<T> {
  readonly kind: string;
  readonly request: JobRequest;
  readonly work: JobWork<T>;
  readonly store: JobStore;
  readonly log: JobLog;
  /** The caller's answer, once the job's finished row is written (so what it reads next is consistent). */
  readonly settle: (error: Error | null, value?: T) => void;
  /** The work has really stopped: its slot is free. */
  readonly release: () => void;
  /** The job leaves the queue without having started. */
  readonly dequeue: () => void;
  /** Its 1-based place among the jobs waiting for a slot; null once it left the queue. */
  readonly position: () => number | null;
}

/**
 * One job of the pool, from queued to recorded. Its time-out and its caller's abort both abort the
 * signal handed to the work; the caller is answered at once, while `release` waits until the work has
 * really stopped, so the pool's bound holds even for work that ignores its signal.
 */
export class PoolJob<T> implements JobProgress {
  private readonly controller = new AbortController();
  private readonly id: Promise<number | undefined>;
  private phase: 'queued' | 'running' | 'finished' = 'queued';
  private started: number | null = null;
  private readonly onCallerAbort = (): void => {
    const error = new ProgramError('cancelled', this.ctx.kind, 'cancelled: the client went away');
    if (this.phase === 'queued') this.drop(error);
    else this.abort(error);
  };

  constructor(private readonly ctx: PoolJobContext<T>) {
    const { kind, request } = ctx;
    this.id = ctx.store.queued({ kind, userId: request.userId, atoms: request.atoms }).catch((e: unknown) => {
      ctx.log.error({ err: e }, 'job store: could not record a queued job');
      return undefined;
    });
    if (request.signal?.aborted) {
      this.finish('cancelled', new ProgramError('cancelled', kind, 'cancelled before it started'));
    } else {
      request.signal?.addEventListener('abort', this.onCallerAbort, { once: true });
    }
    request.watch?.(this);
  }

  /** Where the job is: queued, running or finished (its callers' view, JobProgress). */
  get state(): JobProgress['state'] {
    return this.phase;
  }

  /** Its 1-based place among the jobs waiting for a slot; null once it left the queue. */
  get position(): number | null {
    return this.phase === 'queued' ? this.ctx.position() : null;
  }

  /** When it started running (ms since the epoch); null while it waits. */
  get startedAt(): number | null {
    return this.started;
  }

  get finished(): boolean {
    return this.phase === 'finished';
  }

  /** Stops a running job (its work sees the signal abort with `reason`). */
  abort(reason: Error): void {
    this.controller.abort(reason);
  }

  /** Ends a job that never started (cancelled in the queue, or the pool closing). */
  drop(error: Error): void {
    this.ctx.dequeue();
    this.finish('cancelled', error);
  }

  start(): void {
    this.phase = 'running';
    this.started = Date.now();
    const { kind, request } = this.ctx;
    const startedRow = this.record('a started job', (id) => this.ctx.store.started(id));
    const signal = this.controller.signal;
    const timer = setTimeout(
      () => this.abort(new ProgramError('timeout', kind, `no result after ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    let answered = false;
    // Time-out and cancellation answer the caller at once; the slot waits for the work below.
    const onAbort = (): void => {
      answered = true;
      const reason = asError(signal.reason);
      void startedRow.then(() => this.finish(outcomeOf(reason), reason));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const ran = Promise.resolve()
      .then(() => this.ctx.work(signal, (where) => this.trace(where)))
      .then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    void ran.then(async (result) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      this.ctx.release();
      if (answered) return;
      await startedRow;
      if (result.ok) this.finish('succeeded', null, result.value);
      else this.finish(outcomeOf(result.error), asError(result.error));
    });
  }

  private finish(outcome: JobOutcome, error: Error | null, value?: T): void {
    this.phase = 'finished';
    this.ctx.request.signal?.removeEventListener('abort', this.onCallerAbort);
    const text = error === null ? null : error.message.slice(0, MAX_ERROR_CHARS);
    const written = this.record('a finished job', (id) => this.ctx.store.finished(id, outcome, text));
    void written.then(() => this.ctx.settle(error, value));
  }

  private trace(where: JobTrace): void {
    const store = this.ctx.store;
    if (store.traced)
      void this.record('where its program runs', (id) => store.traced?.(id, where) ?? Promise.resolve());
  }

  /** Writes a row change once the queued row has its id; a store failure is logged, never thrown. */
  private async record(what: string, write: (id: number) => Promise<void>): Promise<void> {
    try {
      const id = await this.id;
      if (id !== undefined) await write(id);
    } catch (e) {
      this.ctx.log.error({ err: e }, `job store: could not record ${what}`);
    }
  }
}

/**
 * An adapter's own time-out counts as the job's; a cancelled program, or a job stopped because the pool
 * closes, is a cancelled job.
 */
function outcomeOf(error: unknown): JobOutcome {
  if (error instanceof ProgramError && error.kind === 'timeout') return 'timeout';
  if (error instanceof ProgramError && error.kind === 'cancelled') return 'cancelled';
  if (error instanceof HttpError && error.code === 'server-closing') return 'cancelled';
  return 'failed';
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));
