import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainContacts, findFormat } from '@topoforge/chem';
import { ENERGY_TERMS, gromacsSinglePoint } from '@topoforge/engines';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

/*
 * Issue 18 figure "gmx grompp accepts every polymer topology": DP-10 chains built as a user scripts them
 * (`topoforge polymer …`: Open Babel units, chem's growth) and given a topology by `topoforge build`
 * (the force field's types, charges, gaff.dat or oplsaa.ff parameters, the GROMACS writer), then read by
 * GROMACS itself through the engines adapter (gromacsSinglePoint: grompp, where any warning is an error,
 * then mdrun with nsteps = 0 in double precision). GROMACS is the independent reader: it checks the .gro
 * against the .top atom by atom, every parameter line and every atom type. The atom count is checked
 * against the formula of each chain (units × repeat-unit atoms + caps or end groups).
 */
const MISSING = ['obabel', 'gmx_d'].filter((p) => spawnSync('which', [p]).status !== 0);
const SKIP = MISSING.length > 0;
const REASON = SKIP ? ` (skipped: ${MISSING.join(', ')} not found)` : '';

const dir = mkdtempSync(join(tmpdir(), 'tf-polymer-grompp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Chain {
  readonly name: string;
  readonly args: readonly string[];
  /** Atoms by formula: styrene C8H8 16, MMA C5H8O2 15, acrylonitrile C3H3N 7, vinyl acetate C4H6O2 12. */
  readonly atoms: number;
  /** Force fields that type every atom of the chain (OPLS-AA/L with its own charges). */
  readonly forceFields: readonly ('gaff' | 'oplsaa')[];
}

const CHAINS: readonly Chain[] = [
  {
    name: 'atactic polystyrene',
    args: [
      'homo',
      '--monomer',
      'styrene',
      '--torsion',
      'random',
      '--seed',
      '1',
      '--tacticity',
      'atactic',
      '--degree',
      '10',
    ],
    atoms: 10 * 16 + 2,
    forceFields: ['gaff', 'oplsaa'],
  },
  {
    name: 'polystyrene with CH3 and OH end groups',
    args: ['homo', '--monomer', 'styrene', '--seed', '2', '--head', 'CH3', '--tail', 'OH', '--degree', '10'],
    atoms: 10 * 16 + 4 + 2,
    forceFields: ['gaff'],
  },
  {
    name: 'block copolymer (styrene)2(MMA)3 × 2',
    args: ['block', '--monomers', 'styrene:2,methyl-methacrylate:3', '--seed', '1', '--degree', '2'],
    atoms: 2 * (2 * 16 + 3 * 15) + 2,
    forceFields: ['gaff', 'oplsaa'],
  },
  {
    name: 'random copolymer, probability matrix (styrene, vinyl acetate)',
    args: [
      'random',
      '--monomers',
      'styrene,vinyl-acetate',
      '--matrix',
      '0.5,0.5;0.3,0.7',
      '--seed',
      '4',
      '--degree',
      '10',
    ],
    atoms: -1,
    forceFields: ['gaff'],
  },
  {
    name: 'random copolymer, reactivity ratios (styrene, MMA, acrylonitrile)',
    args: [
      'random',
      '--monomers',
      'styrene,methyl-methacrylate,acrylonitrile',
      '--ratios',
      '0,0.52,0.41;0.46,0,1.35;0.04,0.18,0',
      '--feed',
      '0.4,0.3,0.3',
      '--seed',
      '3',
      '--degree',
      '10',
    ],
    atoms: -1,
    forceFields: ['gaff', 'oplsaa'],
  },
];

/** Atoms per residue name of a random chain (M1, M2 … in --monomers order): the formula of its sequence. */
const UNIT_ATOMS: Readonly<Record<string, number>> = {
  styrene: 16,
  'methyl-methacrylate': 15,
  acrylonitrile: 7,
  'vinyl-acetate': 12,
};

function expectedAtoms(chain: Chain, residues: readonly string[]): number {
  if (chain.atoms > 0) return chain.atoms;
  const monomers = chain.args[chain.args.indexOf('--monomers') + 1]!.split(',');
  const units = residues.filter((r) => /^M\d$/.test(r));
  expect(units).toHaveLength(10);
  return units.reduce((n, r) => n + UNIT_ATOMS[monomers[Number(r.slice(1)) - 1]!]!, 0) + 2;
}

const readFiles = (folder: string): Record<string, string> =>
  Object.fromEntries(readdirSync(folder).map((f) => [f, readFileSync(join(folder, f), 'utf8')]));

/** The .gro's atom count (line 2) and its smallest box edge (last line, nm). */
function groFacts(gro: string): { atoms: number; minBox: number } {
  const lines = gro.trimEnd().split('\n');
  const box = lines.at(-1)!.trim().split(/\s+/).map(Number);
  return { atoms: Number(lines[1]), minBox: Math.min(...box.slice(0, 3)) };
}

describe.skipIf(SKIP)(`polymer topologies through gmx grompp${REASON}`, () => {
  it.each(CHAINS.map((c) => [c.name, c] as const))(
    'DP-10 %s: built, typed, parameterised, written, accepted by grompp and run',
    async (_, chain) => {
      const base = join(
        dir,
        chain.args
          .join('_')
          .replace(/[^\w.-]+/g, '_')
          .slice(0, 80),
      );
      const mol2 = `${base}.mol2`;
      const built = await runCaptured('polymer', ...chain.args, '--out', mol2);
      expect(built.code, built.err.join('\n')).toBe(0);
      const molecule = findFormat('mol2')!.read!(readFileSync(mol2, 'utf8')).molecules[0]!;
      const atoms = expectedAtoms(
        chain,
        molecule.residues.map((r) => r.name),
      );
      expect(molecule.atomCount).toBe(atoms);
      expect(chainContacts(molecule)).toEqual({ heavyUnder25: 0, beyond3Under16: 0 });

      for (const ff of chain.forceFields) {
        const out = `${base}-${ff}`;
        const charges = ff === 'gaff' ? 'qeq' : 'oplsaa';
        const run = await runCaptured(
          'build',
          mol2,
          '--ff',
          ff,
          '--charges',
          charges,
          '--engine',
          'gromacs',
          '--out',
          out,
        );
        expect(run.code, `${chain.name} ${ff}: ${run.err.join('\n')}`).toBe(0);
        const files = readFiles(out);
        const gro = groFacts(files['UNK.gro']!);
        expect(gro.atoms).toBe(atoms);
        expect(files['UNK.top']).toMatch(/\[ molecules \]\s*\n(?:;.*\n)*\s*UNK\s+1\s*$/m);
        const terms = await gromacsSinglePoint(files, {
          residueName: 'UNK',
          cutoff: Math.min(1.0, gro.minBox / 2 - 0.05),
          timeoutMs: 90_000,
        });
        for (const term of ENERGY_TERMS) expect(Number.isFinite(terms[term]), `${ff} ${term}`).toBe(true);
        // The bonded terms are there: the topology holds the chain's bonds, angles and dihedrals (GAFF's
        // periodic torsions are ≥ 0, OPLS-AA/L's Ryckaert-Bellemans sums may be either sign).
        for (const term of ['bond', 'angle', 'proper'] as const)
          expect(Math.abs(terms[term])).toBeGreaterThan(0);
      }
    },
    180_000,
  );
});
