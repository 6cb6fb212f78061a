import { readFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the peak resident size so far). */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Samples the process's resident size every `everyMs` until stop() is called; stop() gives the highest. */
export function sampleRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = statusMb(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, statusMb(pid, 'VmRSS'));
    },
  };
}
