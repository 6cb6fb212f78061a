import { describe, expect, it } from 'vitest';
import type { NonbondedPairParameter, System } from '../core/system.js';
import { KJ_PER_KCAL } from '../core/units.js';
import { amberWriter } from './amber/index.js';
import { charmmWriter } from './charmm/index.js';
import type { EngineWriter } from './engine-writer.js';
import { runWriter } from './engine-writer.js';
import { gaussianWriter } from './gaussian/index.js';
import { gomcWriter } from './gomc/index.js';
import { gromacsWriter } from './gromacs/index.js';
import { lammpsWriter } from './lammps/index.js';
import { moltemplateWriter } from './moltemplate/index.js';
import { namdWriter } from './namd/index.js';
import { raspaWriter } from './raspa/index.js';
import { acetaldehyde } from './testing/acetaldehyde.js';
import { tinkerWriter } from './tinker/index.js';
import { thrownChemError } from './testing/thrown.js';

/*
 * What each writer does with System.nonbondedPairs, read back from its files. The energies these
 * lines give are checked by the engines themselves in packages/engines (cross-engine, amber-openmm,
 * charmm-openmm tests); here: the right pairs, the right numbers, the refusals.
 * Acetaldehyde's types: c3, c, o, ha, hc ×3. Overrides: hc–o (which has 1-4 pairs) and hc–hc (a like
 * pair, which LAMMPS must not let leak into its mixing).
 */
const PROV = { forceField: 'test', source: 'explicit-pairs.test.ts', estimated: false };
const PAIRS: NonbondedPairParameter[] = [
  { types: ['hc', 'o'], funct: 1, sigma: 0.28, epsilon: 0.4, provenance: PROV },
  { types: ['hc', 'hc'], funct: 1, sigma: 0.25, epsilon: 0.1, provenance: PROV },
];
const system = (rule: 1 | 2 | 3 = 2, genPairs = true): System => {
  const s = acetaldehyde();
  return { ...s, defaults: { ...s.defaults, combinationRule: rule, genPairs }, nonbondedPairs: PAIRS };
};
const R = { residueName: 'ACE' };
const fudgeLJ = acetaldehyde().defaults.fudgeLJ;

/** The lines of a GROMACS section, split into words, comments left out. */
function section(text: string, name: string): string[][] {
  const after = text.split(`[ ${name} ]`)[1] ?? '';
  const body = after.split('\n[')[0]!;
  return body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith(';'))
    .map((l) => l.split(/\s+/));
}

describe('explicit pair parameters in every writer', () => {
  it('GROMACS: [ nonbond_params ] and [ pairtypes ] (σ, fudgeLJ·ε), C6/C12 under rule 1', () => {
    const itp = runWriter(gromacsWriter, system(), R)['ACE_atomtypes.itp']!;
    expect(section(itp, 'nonbond_params')).toEqual([
      ['o', 'hc', '1', '0.28', '0.4'],
      ['hc', 'hc', '1', '0.25', '0.1'],
    ]);
    expect(section(itp, 'pairtypes').map((r) => r.map(Number).slice(3))).toEqual([
      [0.28, fudgeLJ * 0.4],
      [0.25, fudgeLJ * 0.1],
    ]);
    // Rule 1: C6 = 4εσ⁶, C12 = 4εσ¹².
    const rule1 = section(runWriter(gromacsWriter, system(1), R)['ACE_atomtypes.itp']!, 'nonbond_params');
    expect(Number(rule1[0]![3])).toBeCloseTo(4 * 0.4 * 0.28 ** 6, 12);
    expect(Number(rule1[0]![4])).toBeCloseTo(4 * 0.4 * 0.28 ** 12, 15);
  });

  it('GROMACS without gen-pairs: the 1-4 lines of those types carry the explicit σ and fudgeLJ·ε', () => {
    const s = system(2, false);
    const itp = runWriter(gromacsWriter, s, R)['ACE.itp']!;
    const rows = section(itp, 'pairs');
    s.pairs.forEach((p, k) => {
      const types = p.atoms
        .map((a) => s.atoms[a]!.type)
        .sort()
        .join('-');
      const [sigma, epsilon] = rows[k]!.slice(3).map(Number);
      if (types === 'hc-o') expect([sigma, epsilon]).toEqual([0.28, fudgeLJ * 0.4]);
      else expect(sigma).not.toBe(0.28);
    });
    expect(
      s.pairs.some(
        (p) =>
          p.atoms
            .map((a) => s.atoms[a]!.type)
            .sort()
            .join('-') === 'hc-o',
      ),
    ).toBe(true);
  });

  it('LAMMPS and moltemplate: pair_coeff i j ε σ (kcal/mol, Å), and the mixed pairs of an overridden like pair', () => {
    const input = runWriter(lammpsWriter, system(), R)['in.ACE']!;
    const coeffs = input
      .split('\n')
      .filter((l) => l.startsWith('pair_coeff'))
      .map((l) => l.split(/\s+/).slice(1).map(Number));
    // Types in order of first atom: c3 1, c 2, o 3, ha 4, hc 5.
    const at = (i: number, j: number) => coeffs.find((c) => c[0] === i && c[1] === j);
    expect(at(3, 5)).toEqual([3, 5, expect.closeTo(0.4 / KJ_PER_KCAL, 10), expect.closeTo(2.8, 10)]);
    expect(at(5, 5)).toEqual([5, 5, expect.closeTo(0.1 / KJ_PER_KCAL, 10), expect.closeTo(2.5, 10)]);
    // hc with c3: the data file's diagonals mixed arithmetically (σ) and geometrically (ε).
    const a = acetaldehyde().atoms;
    expect(at(1, 5)).toEqual([
      1,
      5,
      expect.closeTo(Math.sqrt(a[0]!.epsilon * a[4]!.epsilon) / KJ_PER_KCAL, 10),
      expect.closeTo(((a[0]!.sigma + a[4]!.sigma) / 2) * 10, 8),
    ]);
    expect(coeffs).toHaveLength(5); // 3–5, 5–5 and the mixed 1–5, 2–5, 4–5
    const lt = runWriter(moltemplateWriter, system(), R)['ACE.lt']!;
    expect(lt).toMatch(/pair_coeff @atom:o @atom:hc 0\.0956\d* 2\.8\n/);
    expect(lt).toMatch(/pair_coeff @atom:c3 @atom:hc /);
    expect(lt.match(/pair_coeff /g)).toHaveLength(5 + 5);
  });

  it('AMBER: the A/B table entries of those type pairs, and only those, differ from the rule', () => {
    const model = amberWriter.convert(system(), R);
    const plain = amberWriter.convert(acetaldehyde(), R);
    const n = model.typeNames.length;
    const entry = (m: typeof model, name1: string, name2: string) => {
      const i = m.typeNames.indexOf(name1);
      const j = m.typeNames.indexOf(name2);
      const ico = m.nonbondedParmIndex[n * i + j]! - 1;
      return [m.ljA[ico]!, m.ljB[ico]!];
    };
    const [A, B] = entry(model, 'hc', 'o');
    const sigma = 2.8;
    const epsilon = 0.4 / KJ_PER_KCAL;
    expect(A).toBeCloseTo(4 * epsilon * sigma ** 12, 4);
    expect(B).toBeCloseTo(4 * epsilon * sigma ** 6, 8);
    expect(entry(model, 'hc', 'hc')[1]).toBeCloseTo(4 * (0.1 / KJ_PER_KCAL) * 2.5 ** 6, 8);
    let changed = 0;
    for (const t1 of model.typeNames)
      for (const t2 of model.typeNames) if (entry(model, t1, t2)[0] !== entry(plain, t1, t2)[0]) changed++;
    expect(changed).toBe(3); // hc–o, o–hc, hc–hc
  });

  it('CHARMM, NAMD and GOMC: NBFIX rows with Emin, Rmin and the 1-4 columns (fudgeLJ·Emin)', () => {
    // GOMC takes harmonic impropers only: its System here has none.
    for (const [writer, file, s] of [
      [charmmWriter, 'ACE.prm', system()],
      [namdWriter, 'ACE.prm', system()],
      [gomcWriter, 'ACE.par', { ...system(), impropers: [] }],
    ] as const) {
      const text = runWriter(writer as typeof charmmWriter, s, R)[file]!;
      const rows = text
        .split(/\nNBFIX\n/)[1]!
        .split('\n')
        .filter((l) => /^\S+\s+\S+\s+-/.test(l))
        .map((l) => l.split(/\s+/));
      const values = (t1: string, t2: string) =>
        rows
          .find((r) => [r[0], r[1]].sort().join(' ') === [t1, t2].sort().join(' '))!
          .slice(2)
          .map(Number);
      const rmin = 2 ** (1 / 6) * 2.8;
      const emin = 0.4 / KJ_PER_KCAL;
      // CHARMM-safe type names: upper case.
      expect(values('HC', 'O')).toEqual([
        expect.closeTo(-emin, 10),
        expect.closeTo(rmin, 8),
        expect.closeTo(-fudgeLJ * emin, 10),
        expect.closeTo(rmin, 8),
      ]);
      expect(values('HC', 'HC')[1]).toBeCloseTo(2 ** (1 / 6) * 2.5, 8);
      expect(rows).toHaveLength(2);
    }
  });

  it('Tinker, RASPA and Gaussian refuse, saying why (the OpenMM XML writes them: openmm-writer.test.ts)', () => {
    const refusing: EngineWriter<{ residueName: string }, unknown>[] = [
      tinkerWriter,
      raspaWriter,
      gaussianWriter,
    ];
    for (const writer of refusing) {
      const error = thrownChemError(() => runWriter(writer, system(), R));
      expect(error.message).toMatch(
        /cannot write explicit Lennard-Jones pair parameters \(2 type pairs, first hc–o\): /,
      );
      expect(() => runWriter(writer, acetaldehyde(), R)).not.toThrow();
    }
  });
});
