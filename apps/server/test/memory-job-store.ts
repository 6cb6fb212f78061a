import type { JobOutcome, JobStart, JobStore } from '../src/kernel/jobs/job-store.js';

export interface MemoryJobRow extends JobStart {
  readonly id: number;
  status: 'queued' | 'running' | JobOutcome;
  startedAt: number | null;
  finishedAt: number | null;
  error: string | null;
}

/**
 * A JobStore in memory for tests that need to read back what the pool recorded (the production store
 * is the database's `jobs` table). Each write happens on a later tick, as a real store's would.
 */
export class MemoryJobStore implements JobStore {
  readonly rows: MemoryJobRow[] = [];

  async queued(job: JobStart): Promise<number> {
    await Promise.resolve();
    const id = this.rows.length + 1;
    this.rows.push({ ...job, id, status: 'queued', startedAt: null, finishedAt: null, error: null });
    return id;
  }

  async started(id: number): Promise<void> {
    await Promise.resolve();
    const row = this.row(id);
    row.status = 'running';
    row.startedAt = Date.now();
  }

  async finished(id: number, outcome: JobOutcome, error: string | null): Promise<void> {
    await Promise.resolve();
    const row = this.row(id);
    row.status = outcome;
    row.finishedAt = Date.now();
    row.error = error;
  }

  private row(id: number): MemoryJobRow {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new Error(`no job ${id}`);
    return row;
  }
}
