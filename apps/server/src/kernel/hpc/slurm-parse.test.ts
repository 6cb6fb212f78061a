import { describe, expect, it } from 'vitest';
import {
  parseConfig,
  parseJobCompLog,
  parseScontrolJobs,
  parseSinfo,
  parseSlurmMinutes,
  parseSlurmTime,
  parseSqueueJson,
  waitStatusText,
} from './slurm-parse.js';
import { statusOfSlurmState } from './slurm-states.js';

// Lines as Slurm 22.05.8 (Debian slurm-wlm) prints them on the one-node test cluster.
describe('Slurm output readers', () => {
  it('reads sinfo partitions, summing a partition printed once per node state', () => {
    const text =
      'debug*|up|1|0/4/0/4|infinite\nserial|up|1|1/3/0/4|1:00:00\nbig|down|2|0/0/16/16|1-00:00:00\nbig|down|1|0/8/0/8|1-00:00:00\n';
    expect(parseSinfo(text)).toEqual([
      { name: 'debug', isDefault: true, up: true, nodes: 1, cpus: 4, maxTimeMinutes: null },
      { name: 'serial', isDefault: false, up: true, nodes: 1, cpus: 4, maxTimeMinutes: 60 },
      { name: 'big', isDefault: false, up: false, nodes: 3, cpus: 24, maxTimeMinutes: 1440 },
    ]);
  });

  it("reads Slurm's time-limit forms (man sbatch --time)", () => {
    expect(parseSlurmMinutes('10:00')).toBe(10); // mm:ss
    expect(parseSlurmMinutes('45')).toBe(45); // mm
    expect(parseSlurmMinutes('2:30:00')).toBe(150); // hh:mm:ss
    expect(parseSlurmMinutes('1-02:03:00')).toBe(1563); // d-hh:mm:ss
    expect(parseSlurmMinutes('UNLIMITED')).toBeNull();
  });

  it('reads squeue --json: state, reason, wait status as code:signal, times', () => {
    const text = JSON.stringify({
      jobs: [
        {
          job_id: 1,
          job_state: 'FAILED',
          state_reason: 'NonZeroExitCode',
          exit_code: 768,
          start_time: 1795745719,
          end_time: 1795745721,
        },
        {
          job_id: 2,
          job_state: 'PENDING',
          state_reason: 'Resources',
          exit_code: 0,
          start_time: 1795745800,
          end_time: 1795749400,
        },
        {
          job_id: 3,
          job_state: 'RUNNING',
          state_reason: 'None',
          exit_code: 0,
          start_time: 1795745719,
          end_time: 1795749319,
        },
      ],
    });
    expect(parseSqueueJson(text)).toEqual([
      {
        jobId: 1,
        state: 'FAILED',
        reason: 'NonZeroExitCode',
        exitCode: '3:0',
        startTime: 1795745719000,
        endTime: 1795745721000,
      },
      { jobId: 2, state: 'PENDING', reason: 'Resources', exitCode: null, startTime: null, endTime: null },
      { jobId: 3, state: 'RUNNING', reason: null, exitCode: null, startTime: 1795745719000, endTime: null },
    ]);
    // wait(2): a process killed by SIGKILL has status 9; one that exited 1 has 256.
    expect(waitStatusText(9)).toBe('0:9');
    expect(waitStatusText(256)).toBe('1:0');
  });

  it('reads scontrol show job -o and the filetxt completion log (last line of a job wins)', () => {
    const line =
      'JobId=1 JobName=t 1 UserId=tfu9(999) JobState=TIMEOUT Reason=TimeLimit Dependency=(null) ExitCode=0:0 ' +
      'RunTime=00:01:20 StartTime=2026-11-27T02:15:19 EndTime=2026-11-27T02:16:39 Command=/tmp/a b/job.sh WorkDir=/tmp/a b';
    const [job] = parseScontrolJobs(line);
    expect(job).toEqual({
      jobId: 1,
      state: 'TIMEOUT',
      reason: 'TimeLimit',
      exitCode: '0:0',
      startTime: parseSlurmTime('2026-11-27T02:15:19'),
      endTime: parseSlurmTime('2026-11-27T02:16:39'),
    });
    const log =
      'JobId=4 UserId=tfu2(992) Name=x JobState=CANCELLED Partition=debug StartTime=2026-11-27T02:15:19 EndTime=2026-11-27T02:15:21 ExitCode=0:15\n' +
      'JobId=4 UserId=tfu2(992) Name=x JobState=FAILED Partition=debug StartTime=2026-11-27T02:15:19 EndTime=2026-11-27T02:15:22 ExitCode=2:0\n';
    expect(parseJobCompLog(log).get(4)).toMatchObject({ state: 'FAILED', exitCode: '2:0' });
    expect(parseSlurmTime('Unknown')).toBeNull();
  });

  it('reads scontrol show config', () => {
    const config = parseConfig(
      'Configuration data as of 2026-11-27T02:15:19\nJobCompLoc              = /tmp/x/jobcomp.log\nJobCompType             = jobcomp/filetxt\n',
    );
    expect(config.get('JobCompLoc')).toBe('/tmp/x/jobcomp.log');
    expect(config.get('JobCompType')).toBe('jobcomp/filetxt');
  });

  it("maps Slurm's states to spec 002 §4's codes", () => {
    const codes = Object.fromEntries(
      [
        'PENDING',
        'RUNNING',
        'COMPLETING',
        'COMPLETED',
        'FAILED',
        'TIMEOUT',
        'NODE_FAIL',
        'OUT_OF_MEMORY',
        'CANCELLED',
      ].map((s) => [s, statusOfSlurmState(s)]),
    );
    expect(codes).toEqual({
      PENDING: 2,
      RUNNING: 1,
      COMPLETING: 1,
      COMPLETED: 3,
      FAILED: 4,
      TIMEOUT: 4,
      NODE_FAIL: 4,
      OUT_OF_MEMORY: 4,
      CANCELLED: 5,
    });
  });
});
