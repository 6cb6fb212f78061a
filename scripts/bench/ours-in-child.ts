import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface OurRun {
  readonly seconds: number;
  readonly readSeconds: number;
  readonly perceiveSeconds: number;
  readonly atoms: number;
  readonly bonds: number;
  readonly peakRssMiB: number;
}

const SCRIPT = fileURLToPath(new URL('./measure-ours.ts', import.meta.url));

/** Runs measure-ours.ts in a fresh Node with the same loader flags (tsx) as this process. */
export function measureOursInChild(pdbPath: string, runs: number): OurRun {
  const r = spawnSync(process.execPath, [...process.execArgv, SCRIPT, pdbPath, String(runs)], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`measure-ours.ts failed (${r.status}): ${r.stderr.slice(-1000)}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as OurRun;
}
