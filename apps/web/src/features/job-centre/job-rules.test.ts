import { JOB_STATUS, jobCancellable } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import {
  STATUS_COLOURS,
  formatDateTime,
  formatDuration,
  hasActiveJobs,
  holdEstimate,
  inTenThousands,
} from './job-rules';

describe('job status (002 §4 table)', () => {
  it('colours 1 green, 2 orange, 3 grey, 4 and 5 red', () => {
    expect(STATUS_COLOURS).toEqual({ 1: 'green', 2: 'orange', 3: 'default', 4: 'red', 5: 'red' });
  });
  it('refreshes while a job is pending or running, and only those may be cancelled', () => {
    expect(hasActiveJobs([{ status: JOB_STATUS.completed }, { status: JOB_STATUS.pending }])).toBe(true);
    expect(hasActiveJobs([{ status: JOB_STATUS.running }])).toBe(true);
    expect(hasActiveJobs([{ status: 3 }, { status: 4 }, { status: 5 }])).toBe(false);
    expect(hasActiveJobs([])).toBe(false);
    expect([1, 2, 3, 4, 5].filter((s) => jobCancellable(s as 1))).toEqual([1, 2]);
  });
});

describe('figures', () => {
  it('writes durations as sacct(1) writes Elapsed: [D-]HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2-03:04:05');
  });
  it('writes dates year-month-day with the time (002 §9)', () => {
    const local = new Date(2026, 10, 27, 3, 4, 5).toISOString();
    expect(formatDateTime(local)).toBe('2026-11-27 03:04:05');
    expect(formatDateTime(null)).toBe('-');
  });
  it('shows core time in units of ten thousand (002 §9)', () => {
    expect(inTenThousands(25000)).toBe('2.5');
    expect(inTenThousands(123)).toBe('0.0123');
  });
  it('holds cores × hours × coefficient: 4 cores for 90 min at 0.5 hold 3 core-hours', () => {
    expect(holdEstimate(4, 90, 0.5)).toBe(3);
  });
});
