/**
 * Readers of what the Slurm 22.05 commands print (measured on Debian's slurm-wlm): `sinfo -h -o`, the
 * JSON of `squeue --json`, one line of `scontrol show job -o`, and the filetxt job-completion log. They
 * read only the fields the job centre uses and ignore the rest, so newer fields do not break them.
 */

export interface SlurmPartition {
  readonly name: string;
  readonly isDefault: boolean;
  readonly up: boolean;
  readonly nodes: number;
  readonly cpus: number;
  /** null: no limit (Slurm's "infinite"). */
  readonly maxTimeMinutes: number | null;
}

/** The sinfo format SlurmClient asks for: partition, availability, nodes, CPUs A/I/O/T, time limit. */
export const SINFO_FORMAT = '%P|%a|%D|%C|%l';

export function parseSinfo(text: string): SlurmPartition[] {
  const byName = new Map<string, SlurmPartition>();
  for (const line of text.split('\n')) {
    const [rawName, avail, nodes, cpus, limit] = line.trim().split('|');
    if (rawName === undefined || rawName === '' || cpus === undefined || limit === undefined) continue;
    const name = rawName.replace(/\*$/, '');
    const total = Number(cpus.split('/')[3] ?? 0);
    const before = byName.get(name);
    // sinfo prints a partition once per node state; sum its lines.
    byName.set(name, {
      name,
      isDefault: rawName.endsWith('*'),
      up: (before?.up ?? false) || avail === 'up',
      nodes: (before?.nodes ?? 0) + Number(nodes ?? 0),
      cpus: (before?.cpus ?? 0) + total,
      maxTimeMinutes: parseSlurmMinutes(limit),
    });
  }
  return [...byName.values()];
}

/** Slurm's time limit text ("infinite", "10:00", "1-02:03:04", "UNLIMITED") in whole minutes. */
export function parseSlurmMinutes(text: string): number | null {
  const t = text.trim();
  if (t === '' || /^(infinite|unlimited|n\/a)$/i.test(t)) return null;
  const [days, rest] = t.includes('-') ? t.split('-') : ['0', t];
  const parts = (rest ?? '').split(':').map(Number);
  // mm, mm:ss, hh:mm:ss — Slurm's own reading of a time string.
  const [h, m, s] =
    parts.length === 3 ? parts : parts.length === 2 ? [0, parts[0], parts[1]] : [0, parts[0], 0];
  const minutes = Number(days) * 1440 + (h ?? 0) * 60 + (m ?? 0) + Math.ceil((s ?? 0) / 60);
  return Number.isFinite(minutes) ? minutes : null;
}

/** What the job centre keeps of one Slurm job. Times are epoch milliseconds (null: not reached). */
export interface SlurmJobState {
  readonly jobId: number;
  readonly state: string;
  readonly reason: string | null;
  /** "code:signal", as sacct and scontrol print it. */
  readonly exitCode: string | null;
  readonly startTime: number | null;
  readonly endTime: number | null;
}

const seconds = (value: unknown): number | null =>
  typeof value === 'number' && value > 0 ? value * 1000 : null;
const noReason = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value !== 'None' ? value : null;

/** The wait status squeue's JSON gives (code << 8 | signal) as "code:signal". */
export const waitStatusText = (status: number): string => `${(status >> 8) & 0xff}:${status & 0x7f}`;

export function parseSqueueJson(text: string): SlurmJobState[] {
  const data = JSON.parse(text) as { jobs?: Array<Record<string, unknown>> };
  return (data.jobs ?? []).map((j) => {
    const state = String(j.job_state ?? 'UNKNOWN');
    const finished = !['PENDING', 'RUNNING', 'CONFIGURING', 'COMPLETING', 'SUSPENDED'].includes(state);
    return {
      jobId: Number(j.job_id),
      state,
      reason: noReason(j.state_reason),
      exitCode: typeof j.exit_code === 'number' && finished ? waitStatusText(j.exit_code) : null,
      startTime: state === 'PENDING' ? null : seconds(j.start_time),
      endTime: finished ? seconds(j.end_time) : null,
    };
  });
}

/** `Key=Value` pairs of one line of `scontrol show job -o` or of the filetxt completion log. */
export function parseKeyValues(line: string): Map<string, string> {
  const fields = new Map<string, string>();
  // A value runs to the next " Key=" (values such as Command= may hold spaces).
  const re = /(?:^|\s)([A-Za-z][A-Za-z0-9/:_]*)=(.*?)(?=\s[A-Za-z][A-Za-z0-9/:_]*=|$)/g;
  for (const m of line.trim().matchAll(re)) if (m[1] !== undefined) fields.set(m[1], m[2] ?? '');
  return fields;
}

/** Slurm's local date-time "2026-11-27T02:15:19" (no zone: the cluster's local time) in epoch ms. */
export function parseSlurmTime(text: string | undefined): number | null {
  if (text === undefined || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(text)) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : null;
}

function fromKeyValues(fields: Map<string, string>): SlurmJobState | null {
  const jobId = Number(fields.get('JobId'));
  const state = fields.get('JobState');
  if (!Number.isSafeInteger(jobId) || state === undefined) return null;
  return {
    jobId,
    state: state.split(' ')[0] ?? state,
    reason: noReason(fields.get('Reason')),
    exitCode: fields.get('ExitCode') ?? null,
    startTime: state === 'PENDING' ? null : parseSlurmTime(fields.get('StartTime')),
    endTime: ['PENDING', 'RUNNING'].includes(state) ? null : parseSlurmTime(fields.get('EndTime')),
  };
}

/** Lines of `scontrol show job -o` (one job a line). */
export const parseScontrolJobs = (text: string): SlurmJobState[] =>
  text
    .split('\n')
    .map((l) => fromKeyValues(parseKeyValues(l)))
    .filter((j): j is SlurmJobState => j !== null);

/** The filetxt job-completion log (JobCompType=jobcomp/filetxt): one finished job a line, last one wins. */
export function parseJobCompLog(text: string): Map<number, SlurmJobState> {
  const jobs = new Map<number, SlurmJobState>();
  for (const job of parseScontrolJobs(text)) jobs.set(job.jobId, job);
  return jobs;
}

/** `scontrol show config`: one "Key = Value" a line. */
export function parseConfig(text: string): Map<string, string> {
  const config = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^(\w+)\s+=\s?(.*)$/.exec(line.trim());
    if (m?.[1] !== undefined) config.set(m[1], (m[2] ?? '').trim());
  }
  return config;
}
