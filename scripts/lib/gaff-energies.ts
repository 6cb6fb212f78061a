import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SystemWire } from '../../packages/chem/src/params/index.js';

const TERMS = ['bond', 'angle', 'dihedral', 'nonbonded'] as const;

/**
 * Energies by term of our Systems (evaluated with OpenMM from their wire forms) against sander's
 * single points (kJ/mol, vacuum), and against OpenMM's evaluation of the reference prmtop (same
 * engine on both sides, so only parameters and topology can differ). Prints, per term, how many molecules agree within 0.01 kJ/mol or
 * 1e-4 relative (sander's Coulomb constant, 332.0522 kcal Å/mol/e², differs from OpenMM's by 3.5e-5)
 * and lists the others.
 */
export function compareEnergies(wires: Record<string, SystemWire>, dir: string, script: string): void {
  const tmp = mkdtempSync(join(tmpdir(), 'gaff-energies-'));
  try {
    const file = join(tmp, 'wires.json');
    writeFileSync(file, JSON.stringify(wires));
    const out = execFileSync('/usr/bin/python3', [script, file, dir], {
      maxBuffer: 1 << 26,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const both = JSON.parse(out.toString()) as Record<
      string,
      Record<'ours' | 'prmtop', Record<string, number>>
    >;
    const ours = Object.fromEntries(Object.entries(both).map(([id, e]) => [id, e.ours]));
    const prmtop = new Map(Object.entries(both).map(([id, e]) => [id, e.prmtop]));
    report('sander', ours, sanderEnergies(dir));
    report('OpenMM on the FreeSolv prmtop', ours, prmtop);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function sanderEnergies(dir: string): Map<string, Record<string, number>> {
  const [header, ...rows] = readFileSync(join(dir, 'sander_energies_kJmol.tsv'), 'utf8').trim().split('\n');
  const names = (header ?? '').split('\t');
  return new Map(
    rows.map((r) => {
      const f = r.split('\t');
      return [f[0] ?? '', Object.fromEntries(names.slice(1).map((n, i) => [n, Number(f[i + 1])]))];
    }),
  );
}

function report(
  what: string,
  ours: Record<string, Record<string, number>>,
  sander: Map<string, Record<string, number>>,
): void {
  const off: string[] = [];
  const agree = new Map<string, number>(TERMS.map((t) => [t, 0]));
  let compared = 0;
  for (const [id, e] of Object.entries(ours)) {
    const ref = sander.get(id);
    if (!ref) continue;
    compared++;
    for (const t of TERMS) {
      const d = (e[t] ?? 0) - (ref[t] ?? 0);
      if (Math.abs(d) <= Math.max(0.01, 1e-4 * Math.abs(ref[t] ?? 0))) agree.set(t, (agree.get(t) ?? 0) + 1);
      else
        off.push(`${id} ${t}: reference ${ref[t]?.toFixed(4)} ours ${e[t]?.toFixed(4)} (Δ ${d.toFixed(4)})`);
    }
  }
  console.log(`\nEnergies by term vs ${what} (${compared} molecules, |Δ| ≤ max(0.01 kJ/mol, 1e-4 |E|)):`);
  for (const t of TERMS) console.log(`  ${t.padEnd(10)} ${agree.get(t)}/${compared}`);
  for (const o of off) console.log(`  ${o}`);
}
