import type { JobStatusCode } from '@topoforge/contract';
import { JOB_STATUS } from '@topoforge/contract';

/** Tag colours of 002 §4: 1 Running green, 2 Pending orange, 3 Completed grey, 4 Failed and 5 Cancelled red. */
export const STATUS_COLOURS: Readonly<Record<JobStatusCode, string>> = {
  1: 'green',
  2: 'orange',
  3: 'default',
  4: 'red',
  5: 'red',
};

/** The catalogue key of each 002 §4 status code (i18next types keys by name, not by number). */
export const STATUS_KEYS = {
  1: 'jobCentre.status.running',
  2: 'jobCentre.status.pending',
  3: 'jobCentre.status.completed',
  4: 'jobCentre.status.failed',
  5: 'jobCentre.status.cancelled',
} as const satisfies Readonly<Record<JobStatusCode, string>>;

/** The list refreshes itself while any job on it can still change (pending or running). */
export const hasActiveJobs = (jobs: readonly { status: JobStatusCode }[]): boolean =>
  jobs.some((job) => job.status === JOB_STATUS.running || job.status === JOB_STATUS.pending);

/** How often the list asks again while jobs are active. */
export const REFRESH_MS = 5000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** A run duration as Slurm prints elapsed time: [D-]HH:MM:SS (sacct(1), "Elapsed"). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86400);
  const clock = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}-${clock}` : clock;
}

/** A time limit in minutes, the same way. */
export const formatMinutes = (minutes: number): string => formatDuration(minutes * 60);

/** 002 §9: dates as year-month-day with the time, in the browser's zone; '-' when not reached. */
export function formatDateTime(iso: string | null): string {
  if (iso === null) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Core-hours with at most two decimals (a job's charge and refund). */
export const formatCoreHours = (value: number): string =>
  (Math.round(value * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** 002 §9: "Core-time is shown in units of ten thousand" (the quota page's granted and used totals). */
export const inTenThousands = (coreHours: number): string =>
  (coreHours / 10000).toLocaleString('en-US', { maximumFractionDigits: 4 });

/**
 * What a submission holds at most (the contract's hpc-credit-insufficient rule): cores × time limit in
 * hours × the partition's price coefficient.
 */
export const holdEstimate = (cores: number, timeLimitMinutes: number, coefficient: number): number =>
  (cores * timeLimitMinutes * coefficient) / 60;
