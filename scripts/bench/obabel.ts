import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface ObabelRun {
  readonly seconds: number;
  readonly peakRssMiB: number | undefined;
  readonly atoms: number | undefined;
  readonly bonds: number | undefined;
}

const TIME = '/usr/bin/time';

export function obabelAvailable(): boolean {
  return spawnSync('obabel', ['-V'], { encoding: 'utf8' }).status === 0;
}

/**
 * Times `obabel in.pdb -osdf -O out.sdf` (Open Babel perceives bonds and bond orders for PDB input).
 * Wall time and peak RSS come from GNU time when present; the atom and bond counts from the SDF
 * (Open Babel writes V3000 above 999 atoms, so both counts lines are recognised).
 */
export function runObabel(pdbPath: string, sdfPath: string): ObabelRun {
  const args = [pdbPath, '-osdf', '-O', sdfPath];
  const useTime = existsSync(TIME);
  const start = process.hrtime.bigint();
  const r = useTime
    ? spawnSync(TIME, ['-f', 'TIME %e %M', 'obabel', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 })
    : spawnSync('obabel', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`obabel failed (${r.status}): ${r.stderr.slice(-500)}`);
  const time = /TIME ([\d.]+) (\d+)/.exec(r.stderr);
  const counts = sdfCounts(readFileSync(sdfPath, 'utf8'));
  return { seconds, peakRssMiB: time ? Number(time[2]) / 1024 : undefined, ...counts };
}

function sdfCounts(sdf: string): { atoms: number | undefined; bonds: number | undefined } {
  const v3000 = /^M {2}V30 COUNTS (\d+) (\d+)/m.exec(sdf);
  if (v3000) return { atoms: Number(v3000[1]), bonds: Number(v3000[2]) };
  const line = sdf.split('\n')[3] ?? '';
  return { atoms: Number(line.slice(0, 3)) || undefined, bonds: Number(line.slice(3, 6)) || undefined };
}
