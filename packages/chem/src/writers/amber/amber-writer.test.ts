import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { amberWriter } from './amber-writer.js';

const write = (system: System): Record<string, string> =>
  runWriter(amberWriter, system, { residueName: 'ACE' });

/** %FLAG name → its values, split by the column width its %FORMAT gives (as AMBER's readers do). */
function parsePrmtop(text: string): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  let current: string[] = [];
  let width = 80;
  for (const line of text.split('\n')) {
    if (line.startsWith('%FLAG')) {
      current = [];
      flags.set(line.slice(6).trim(), current);
    } else if (line.startsWith('%FORMAT')) {
      width = Number(/\(\d*[aIE](\d+)/.exec(line)?.[1] ?? 80);
    } else if (!line.startsWith('%')) {
      for (let i = 0; i < line.length; i += width) current.push(line.slice(i, i + width).trim());
    }
  }
  return flags;
}

const numbers = (flags: Map<string, string[]>, flag: string): number[] => {
  const values = flags.get(flag);
  expect(values, flag).toBeDefined();
  return values!.filter((v) => v !== '').map(Number);
};

/** Flat pointer rows → rows of `size` entries. */
const rows = (values: number[], size: number): number[][] =>
  Array.from({ length: values.length / size }, (_, i) => values.slice(size * i, size * i + size));

function thrown(f: () => unknown): ChemError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
}

describe('AMBER writer', () => {
  it('writes <res>.prmtop and <res>.inpcrd whose POINTERS agree with every array', () => {
    const files = write(acetaldehyde());
    // A molecule also gets the mol2 + frcmod pair for tleap (tleap.test.ts).
    expect(Object.keys(files).sort()).toEqual(['ACE.frcmod', 'ACE.inpcrd', 'ACE.mol2', 'ACE.prmtop']);
    const f = parsePrmtop(files['ACE.prmtop']!);
    const p = numbers(f, 'POINTERS');
    expect(p).toHaveLength(31);
    const [natom, ntypes, nbonh, mbona, ntheth, mtheta, nphih, mphia, , , nnb, nres] = p as [
      number,
      ...number[],
    ];
    expect(natom).toBe(7);
    expect(f.get('ATOM_NAME')).toEqual(['C1', 'C2', 'O3', 'H4', 'H5', 'H6', 'H7']);
    expect(numbers(f, 'CHARGE')).toHaveLength(natom);
    expect(numbers(f, 'NONBONDED_PARM_INDEX')).toHaveLength(ntypes! ** 2);
    expect(numbers(f, 'LENNARD_JONES_ACOEF')).toHaveLength((ntypes! * (ntypes! + 1)) / 2);
    expect(numbers(f, 'BONDS_INC_HYDROGEN')).toHaveLength(3 * nbonh!);
    expect(numbers(f, 'BONDS_WITHOUT_HYDROGEN')).toHaveLength(3 * mbona!);
    expect(nbonh! + mbona!).toBe(6);
    expect(numbers(f, 'ANGLES_INC_HYDROGEN')).toHaveLength(4 * ntheth!);
    expect(numbers(f, 'ANGLES_WITHOUT_HYDROGEN')).toHaveLength(4 * mtheta!);
    expect(ntheth! + mtheta!).toBe(9);
    expect(numbers(f, 'DIHEDRALS_INC_HYDROGEN')).toHaveLength(5 * nphih!);
    expect(numbers(f, 'DIHEDRALS_WITHOUT_HYDROGEN')).toHaveLength(5 * mphia!);
    // 3 two-term + 3 one-term torsions (9 rows) and 1 improper.
    expect(nphih! + mphia!).toBe(10);
    expect(numbers(f, 'EXCLUDED_ATOMS_LIST')).toHaveLength(nnb!);
    expect(numbers(f, 'NUMBER_EXCLUDED_ATOMS').reduce((s, x) => s + x, 0)).toBe(nnb);
    expect(f.get('RESIDUE_LABEL')).toEqual(['ACE']);
    expect(nres).toBe(1);
    expect(numbers(f, 'DIHEDRAL_FORCE_CONSTANT')).toHaveLength(p[17]!);
    expect(numbers(f, 'SCEE_SCALE_FACTOR')).toHaveLength(p[17]!);
    expect(p[27]).toBe(0); // IFBOX: no box for a molecule
    expect(f.has('BOX_DIMENSIONS')).toBe(false);
  });

  it('writes charges × 18.2223, K = kb/2 in kcal/mol/Å², angles in radians, E16.8 columns', () => {
    const text = write(acetaldehyde())['ACE.prmtop']!;
    expect(text).toContain('%FLAG CHARGE\n%FORMAT(5E16.8)\n -3.64446000E+00  8.20003500E+00 -9.11115000E+00');
    const f = parsePrmtop(text);
    // C1–C2: 274970 kJ/mol/nm² / 2 / 4.184 / 100 = 328.597036 kcal/mol/Å², 1.508 Å.
    expect(numbers(f, 'BOND_FORCE_CONSTANT')[0]).toBeCloseTo(328.597036, 5);
    expect(numbers(f, 'BOND_EQUIL_VALUE')[0]).toBeCloseTo(1.508, 9);
    expect(numbers(f, 'ANGLE_EQUIL_VALUE')[0]).toBeCloseTo((109.68 * Math.PI) / 180, 8);
    // o–o: A = 4 ε σ¹², B = 4 ε σ⁶ with σ = 2.95992 Å, ε = 0.87864/4.184 = 0.21 kcal/mol.
    const types = numbers(f, 'ATOM_TYPE_INDEX');
    const n = Math.sqrt(numbers(f, 'NONBONDED_PARM_INDEX').length);
    const o = types[2]! - 1;
    const ico = numbers(f, 'NONBONDED_PARM_INDEX')[n * o + o]! - 1;
    expect(numbers(f, 'LENNARD_JONES_ACOEF')[ico]! / (4 * 0.21 * 2.95992 ** 12)).toBeCloseTo(1, 7);
    expect(numbers(f, 'LENNARD_JONES_BCOEF')[ico]! / (4 * 0.21 * 2.95992 ** 6)).toBeCloseTo(1, 7);
    expect(f.get('AMBER_ATOM_TYPE')).toEqual(['c3', 'c', 'o', 'ha', 'hc', 'hc', 'hc']);
  });

  it('does 1-4 pairs the AMBER way: once per pair, no 1-4 on further terms and impropers, SCEE/SCNB from the fudges', () => {
    const f = parsePrmtop(write(acetaldehyde())['ACE.prmtop']!);
    const all = rows(
      [...numbers(f, 'DIHEDRALS_INC_HYDROGEN'), ...numbers(f, 'DIHEDRALS_WITHOUT_HYDROGEN')],
      5,
    );
    const atoms = (r: number[]): number[] => r.slice(0, 4).map((x) => Math.abs(x) / 3 + 1);
    // H5-C1-C2-O3 has two Fourier terms: the first carries the 1-4 pair, the second does not.
    const h5o3 = all.filter((r) => atoms(r).join('-') === '5-1-2-3');
    expect(h5o3.map((r) => Math.sign(r[2]!))).toEqual([1, -1]);
    // The improper C1-H4-C2-O3: negative third (no 1-4) and fourth (improper) pointers.
    const improper = all.filter((r) => r[3]! < 0);
    expect(improper.map(atoms)).toEqual([[1, 4, 2, 3]]);
    expect(improper[0]![2]).toBeLessThan(0);
    // Every System pair is computed exactly once.
    const ends = all
      .filter((r) => r[2]! > 0 && r[3]! > 0)
      .map((r) => [atoms(r)[0], atoms(r)[3]].sort().join('-'));
    expect(ends.sort()).toEqual(['3-5', '3-6', '3-7', '4-5', '4-6', '4-7']);
    expect(numbers(f, 'SCEE_SCALE_FACTOR').every((x) => Math.abs(x - 1.2) < 1e-8)).toBe(true);
    expect(numbers(f, 'SCNB_SCALE_FACTOR').every((x) => x === 2)).toBe(true);
    expect(numbers(f, 'DIHEDRAL_PHASE')).toContainEqual(expect.closeTo(Math.PI, 8));
  });

  it('writes fudgeLJ = fudgeQQ = 0 (no 1-4 interactions) as "no 1-4" on every dihedral row', () => {
    const base = acetaldehyde();
    const none: System = { ...base, defaults: { ...base.defaults, fudgeLJ: 0, fudgeQQ: 0 } };
    const f = parsePrmtop(write(none)['ACE.prmtop']!);
    const all = rows(
      [...numbers(f, 'DIHEDRALS_INC_HYDROGEN'), ...numbers(f, 'DIHEDRALS_WITHOUT_HYDROGEN')],
      5,
    );
    // The same torsion rows as with 1-4 pairs (no k = 0 rows added for pairs), every one marked.
    const withPairs = parsePrmtop(write(base)['ACE.prmtop']!);
    expect(all.length * 5).toBe(
      numbers(withPairs, 'DIHEDRALS_INC_HYDROGEN').length +
        numbers(withPairs, 'DIHEDRALS_WITHOUT_HYDROGEN').length,
    );
    expect(all.every((r) => r[2]! < 0)).toBe(true);
    // Unused SCEE/SCNB are written as 1, which no reader can divide by zero.
    expect(numbers(f, 'SCEE_SCALE_FACTOR').every((x) => x === 1)).toBe(true);
    expect(numbers(f, 'SCNB_SCALE_FACTOR').every((x) => x === 1)).toBe(true);
    // The 1-4 pairs stay out of the ordinary sum: the same exclusion list as with 1-4 interactions.
    expect(f.get('EXCLUDED_ATOMS_LIST')).toEqual(withPairs.get('EXCLUDED_ATOMS_LIST'));
  });

  it('excludes atoms within three bonds, each listed once by the lower-numbered atom', () => {
    const f = parsePrmtop(write(acetaldehyde())['ACE.prmtop']!);
    // C1 reaches every atom within 3 bonds; H7, the last atom, has none above it (a lone 0).
    expect(numbers(f, 'NUMBER_EXCLUDED_ATOMS')).toEqual([6, 5, 4, 3, 2, 1, 1]);
    expect(numbers(f, 'EXCLUDED_ATOMS_LIST').slice(0, 6)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(numbers(f, 'EXCLUDED_ATOMS_LIST').at(-1)).toBe(0);
  });

  it('writes a row that would put atom 1 third or fourth reversed, and adds a k = 0 row for a pair no torsion ends on', () => {
    const base = acetaldehyde();
    // The torsion O3-C2-C1-H5 (written with atom 1 third) is the same angle as H5-C1-C2-O3.
    const dihedrals = base.dihedrals.map((d) =>
      d.atoms.join('-') === '4-0-1-2' ? { ...d, atoms: [2, 1, 0, 4] as const } : d,
    );
    // Drop the H6 torsions: the pairs H6–O3 and H6–H4 then need a k = 0 carrier.
    const system = { ...base, dihedrals: dihedrals.filter((d) => !d.atoms.includes(5)) };
    const f = parsePrmtop(write(system)['ACE.prmtop']!);
    const all = rows(
      [...numbers(f, 'DIHEDRALS_INC_HYDROGEN'), ...numbers(f, 'DIHEDRALS_WITHOUT_HYDROGEN')],
      5,
    );
    expect(all.some((r) => r.slice(0, 4).join(' ') === '12 0 3 6')).toBe(true);
    const k = numbers(f, 'DIHEDRAL_FORCE_CONSTANT');
    const carriers = all.filter((r) => k[r[4]! - 1] === 0);
    expect(carriers.map((r) => [Math.abs(r[0]!) / 3, Math.abs(r[3]!) / 3].sort().join('-')).sort()).toEqual([
      '2-5',
      '3-5',
    ]);
    expect(carriers.every((r) => r[2]! > 0 && r[3]! > 0)).toBe(true);
  });

  it('writes a crystal with IFBOX 1, BOX_DIMENSIONS (β, a, b, c) and a b c α β γ in the inpcrd', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 20, b: 21, c: 22, alpha: 90, beta: 100, gamma: 90 });
    const files = write({ ...base, molecule: { ...base.molecule, cell } });
    const f = parsePrmtop(files['ACE.prmtop']!);
    expect(numbers(f, 'POINTERS')[27]).toBe(1);
    expect(numbers(f, 'BOX_DIMENSIONS')).toEqual([100, 20, 21, 22]);
    expect(numbers(f, 'SOLVENT_POINTERS')).toEqual([1, 1, 2]);
    expect(numbers(f, 'ATOMS_PER_MOLECULE')).toEqual([7]);
    const lines = files['ACE.inpcrd']!.trimEnd().split('\n');
    expect(lines[1]!.trim()).toBe('7');
    expect(lines).toHaveLength(2 + 4 + 1);
    expect(lines.at(-1)).toBe('  20.0000000  21.0000000  22.0000000  90.0000000 100.0000000  90.0000000');
  });

  it('refuses RB torsions that leave a constant, harmonic impropers, fudge 0 and pairs it cannot carry', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    // C0…C4 = 1…5: the cosine series is 4.375 + Σ an cos nφ (a1…a4 = −5, 4, −1, 0.625), and the
    // K [1 + cos(nφ − δ)] constants ±5 ± 4 ± 1 ± 0.625 come no nearer to 4.375 than 2.625.
    const rb: System = {
      ...base,
      dihedralParameters: [{ funct: 3, c: [1, 2, 3, 4, 5, 0], provenance }, base.dihedralParameters[1]!],
    };
    expect(thrown(() => write(rb)).message).toMatch(
      /AMBER cannot write the dihedral 5-1-2-3: a Ryckaert–Bellemans torsion .* leaves a constant of 1\.75/,
    );
    const harmonic: System = { ...base, improperParameters: [{ funct: 2, xi0: 0, k: 100, provenance }] };
    expect(thrown(() => write(harmonic)).code).toBe('unsupported-form');
    const noFudge: System = { ...base, defaults: { ...base.defaults, fudgeLJ: 0 } };
    expect(thrown(() => write(noFudge)).message).toMatch(
      /fudgeLJ must be positive .* unless fudgeLJ and fudgeQQ are both 0/,
    );
    const noCoulomb: System = { ...base, defaults: { ...base.defaults, fudgeQQ: 0 } };
    expect(thrown(() => write(noCoulomb)).message).toMatch(/fudgeQQ must be positive/);
    const near: System = { ...base, pairs: [...base.pairs, { atoms: [0, 2], funct: 1 }] };
    expect(thrown(() => write(near)).message).toMatch(/pair 1-3 is not three bonds apart/);
    const twice: System = { ...base, pairs: [...base.pairs, base.pairs[0]!] };
    expect(thrown(() => write(twice)).message).toMatch(/listed twice/);
    const fractional: System = {
      ...base,
      improperParameters: [{ funct: 4, term: { phase: 180, k: 4, multiplicity: 1.5 }, provenance }],
    };
    expect(thrown(() => write(fractional)).message).toMatch(/whole number/);
  });

  it('writes Ryckaert–Bellemans torsions as their exact cosine series (OPLS-AA/L rows)', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    // oplsaa.ff ffbonded.itp: HC-CT-CT-OH 0.97905 2.93716 0 -3.91622 0 0; CT-CT-OH-HO -0.44350
    // 3.83255 0.72801 -4.11705 0 0 (RB forms of OPLS Fourier rows, so no constant remains).
    const rbRows = [
      [0.97905, 2.93716, 0, -3.91622, 0, 0],
      [-0.4435, 3.83255, 0.72801, -4.11705, 0, 0],
    ];
    const system: System = {
      ...base,
      dihedralParameters: rbRows.map((c) => ({ funct: 3 as const, c, provenance })),
      impropers: [],
    };
    const f = parsePrmtop(write(system)['ACE.prmtop']!);
    const all = rows(
      [...numbers(f, 'DIHEDRALS_INC_HYDROGEN'), ...numbers(f, 'DIHEDRALS_WITHOUT_HYDROGEN')],
      5,
    );
    const k = numbers(f, 'DIHEDRAL_FORCE_CONSTANT');
    const n = numbers(f, 'DIHEDRAL_PERIODICITY');
    const phase = numbers(f, 'DIHEDRAL_PHASE');
    // RB: E = Σ Cn cosⁿ(φ − 180°) kJ/mol; prmtop: E = Σ K [1 + cos(nφ − δ)] kcal/mol.
    const rbEnergy = (c: number[], phi: number) =>
      c.reduce((e, cn, i) => e + cn * Math.cos(phi - Math.PI) ** i, 0);
    system.dihedrals.forEach((d, row) => {
      const atoms = d.atoms.map((a) => a + 1).join('-');
      const mine = all.filter(
        (r) =>
          r
            .slice(0, 4)
            .map((x) => Math.abs(x) / 3 + 1)
            .join('-') === atoms,
      );
      expect(mine.length, atoms).toBeGreaterThan(0);
      // The first row of the torsion carries its 1-4 pair, the others do not.
      expect(
        mine
          .map((r) => Math.sign(r[2]!))
          .slice(1)
          .every((s) => s < 0),
      ).toBe(true);
      const c = rbRows[d.parameter]!;
      for (let phi = -Math.PI; phi <= Math.PI; phi += 0.3) {
        const e = mine.reduce((sum, r) => {
          const t = r[4]! - 1;
          return sum + k[t]! * (1 + Math.cos(n[t]! * phi - phase[t]!));
        }, 0);
        expect(e * 4.184, `${atoms} (row ${row}) at φ = ${phi}`).toBeCloseTo(rbEnergy(c, phi), 4);
      }
    });
  });
});
