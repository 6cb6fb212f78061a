import { describe, expect, it } from 'vitest';
import { ChemError } from '../core/errors.js';
import { parseAmberDat } from '../forcefields/amber-dat/parse-amber-dat.js';
import { MINI_GAFF_LINES } from '../forcefields/amber-dat/testing/mini-gaff.js';
import { parameterize } from './parameterize.js';
import { chloropropane, graph, miniGaff, toluene } from './testing/molecules.js';

const ff = miniGaff();
const zeros = (n: number) => new Float64Array(n);
const run = (mol: ReturnType<typeof graph>, types: string[], extra: object = {}) =>
  parameterize(mol, { types, charges: zeros(mol.atomCount), forceField: ff, ...extra });

describe('parameterize (GAFF, GROMACS units)', () => {
  const { system } = run(chloropropane.molecule(), chloropropane.types);
  const bondOf = (a: number, b: number) =>
    system.bondParameters[system.bonds.find((t) => t.atoms[0] === a && t.atoms[1] === b)?.parameter ?? -1];
  const dihedralOf = (q: number[]) =>
    system.dihedralParameters[system.dihedrals.find((t) => t.atoms.join() === q.join())?.parameter ?? -1];

  it('converts bonds with the ½ convention: kb = 2 K · 4.184 · 100', () => {
    // gaff.dat 186 "c3-c3  303.1    1.5350": kb = 2 × 303.1 × 418.4 = 253634.08 kJ/mol/nm², b0 = 0.1535 nm.
    expect(bondOf(0, 1)?.b0).toBeCloseTo(0.1535, 10);
    expect(bondOf(0, 1)?.kb).toBeCloseTo(253634.08, 6);
    expect(bondOf(0, 1)?.provenance).toEqual({
      forceField: 'GAFF',
      version: '1.4',
      source: 'mini-gaff.dat',
      line: 12,
      estimated: false,
    });
  });

  it('converts angles: k = 2 K · 4.184', () => {
    // gaff.dat 1187 "c3-c3-cl   62.200     110.330": k = 2 × 62.2 × 4.184 = 520.4896 kJ/mol/rad².
    const p = system.angleParameters[system.angles.find((t) => t.atoms.join() === '1,2,3')?.parameter ?? -1];
    expect(p?.theta0).toBe(110.33);
    expect(p?.k).toBeCloseTo(520.4896, 8);
  });

  it('applies the divider of a generic dihedral: k = PK / IDIVF · 4.184', () => {
    // H4-C1-C2-C3 has no specific entry; gaff.dat 5102 "X -c3-c3-X 9 1.400 0.000 3.000": 1.4 / 9 × 4.184.
    const p = dihedralOf([4, 0, 1, 2]);
    expect(p?.funct).toBe(9);
    expect(p?.funct === 9 && p.terms).toEqual([
      { phase: 0, k: expect.closeTo(0.6508444, 6), multiplicity: 3 },
    ]);
    expect(p?.provenance.line).toBe(29);
  });

  it('uses a specific quartet instead of all generic terms, with every Fourier term', () => {
    // H7-C2-C3-Cl: gaff.dat 5649-5650 "hc-c3-c3-cl 1 0.00 0.0 -3." / "1 0.25 0.0 1.": two terms, no X-c3-c3-X term.
    const p = dihedralOf([7, 1, 2, 3]);
    expect(p?.funct === 9 && p.terms).toEqual([
      { phase: 0, k: 0, multiplicity: 3 },
      { phase: 0, k: expect.closeTo(1.046, 10), multiplicity: 1 },
    ]);
    // H4-C1-C2-H7: gaff.dat 5591 "hc-c3-c3-hc 1 0.15 0.0 3." → 0.6276 kJ/mol.
    expect(dihedralOf([4, 0, 1, 7])?.funct === 9 && dihedralOf([4, 0, 1, 7])).toMatchObject({
      terms: [{ k: expect.closeTo(0.6276, 10) }],
    });
  });

  it('deduplicates parameter rows: equal values and provenance share one row', () => {
    // Bonds c3-c3, c3-cl, c3-hc; angles c3-c3-c3, c3-c3-cl, c3-c3-hc, cl-c3-hc, hc-c3-hc; dihedrals generic, hc/hc, hc/cl.
    expect([
      system.bondParameters.length,
      system.angleParameters.length,
      system.dihedralParameters.length,
    ]).toEqual([3, 5, 3]);
    expect(system.bonds.filter((t) => t.parameter === system.bonds[2]?.parameter).length).toBeGreaterThan(1);
  });

  it('gives atoms σ (nm) and ε (kJ/mol) from R* and ε, mass, and the AMBER defaults', () => {
    // gaff.dat 5717 "c3 1.9080 0.1094": σ = 2 × 1.908 / 2^(1/6) / 10 = 0.3399669 nm; ε = 0.1094 × 4.184 = 0.4577296.
    expect(system.atoms[0]).toMatchObject({
      type: 'c3',
      mass: 12.01,
      sigma: expect.closeTo(0.3399669, 6),
      epsilon: expect.closeTo(0.4577296, 10),
    });
    expect(system.defaults).toEqual({
      nbfunc: 1,
      combinationRule: 2,
      genPairs: true,
      fudgeLJ: 0.5,
      fudgeQQ: 1 / 1.2,
    });
    expect(system.pairs).toHaveLength(18);
  });
});

describe('impropers as LEaP orders them', () => {
  const { system } = run(toluene.molecule(), toluene.types);

  it('puts one improper on every trivalent ca, central atom third', () => {
    expect(system.impropers.map((t) => t.atoms[2])).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('orders outer atoms alphabetically by type, then as the matched entry orders them', () => {
    // Ring C2 (index 1): outer ca0, ca2, ha7 → "X -X -ca-ha" (gaff.dat 5656) keeps ca, ca, ha.
    expect(system.impropers[1]?.atoms).toEqual([0, 2, 1, 7]);
    // Ipso C (0): outer c3 6, ca 1, ca 5 sort as c3, ca, ca, but "ca-ca-ca-c3" (gaff.dat 5677) puts c3 last.
    expect(system.impropers[0]?.atoms).toEqual([1, 5, 0, 6]);
    const p = system.improperParameters[system.impropers[0]?.parameter ?? -1];
    // 1.1 kcal/mol × 4.184 = 4.6024 kJ/mol, phase 180°, n = 2 (GROMACS funct 4).
    expect(p).toMatchObject({
      funct: 4,
      term: { phase: 180, k: expect.closeTo(4.6024, 10), multiplicity: 2 },
      provenance: { line: 37 },
    });
  });
});

describe('missing parameters', () => {
  it('estimates by analogous types, flagged with where it came from and a penalty', () => {
    // cp-ca is not in the file; cp ↔ ca (penalty 1) gives gaff.dat 230 "ca-ca 478.4 1.3870".
    const { system, diagnostics } = run(graph([6, 6], [[0, 1]]), ['cp', 'ca']);
    const p = system.bondParameters[0];
    expect(p?.provenance).toMatchObject({
      estimated: true,
      estimatedFrom: 'analogous types ca-ca for cp-ca',
      penalty: 1,
      line: 16,
    });
    expect(p?.kb).toBeCloseTo(2 * 478.4 * 418.4, 6);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'estimated-parameter', atoms: [0, 1] })]);
  });

  it('falls back to covalent radii and Badger-type scaling when no analogue exists', () => {
    // hx has no correspondences and c3-hx is left out: r0 = 0.76 + 0.31 Å (covalent radii), and
    // K = mean(337.3 (1.092/1.07)^4.5, 344.3 (1.087/1.07)^4.5) over the file's C-H bonds.
    const { system } = run(graph([6, 1], [[0, 1]]), ['c3', 'hx']);
    const K = (337.3 * (1.092 / 1.07) ** 4.5 + 344.3 * (1.087 / 1.07) ** 4.5) / 2;
    expect(system.bondParameters[0]).toMatchObject({
      b0: expect.closeTo(0.107, 10),
      kb: expect.closeTo(2 * K * 418.4, 4),
    });
    expect(system.bondParameters[0]?.provenance).toMatchObject({ estimated: true, penalty: 50 });
    expect(system.bondParameters[0]?.provenance.line).toBeUndefined();
  });

  it('estimates an angle with no analogue from the mean of same-element angles', () => {
    // hx-c3-hx: hx has no correspondences; the file's only H-C-H angle is gaff.dat 1386
    // "hc-c3-hc   39.430     108.350", so the mean is that angle (k = 2 × 39.43 × 4.184).
    const { system } = run(
      graph(
        [1, 6, 1],
        [
          [0, 1],
          [1, 2],
        ],
      ),
      ['hx', 'c3', 'hx'],
    );
    expect(system.angleParameters[0]).toMatchObject({
      theta0: 108.35,
      k: expect.closeTo(2 * 39.43 * 4.184, 10),
      provenance: { estimated: true, estimatedFrom: 'mean of 1 H-C-H angles of mini-gaff.dat', penalty: 40 },
    });
  });

  it('tries the fuzzy-mode candidates before analogues, then the backup force field', () => {
    const fuzzy = run(graph([6, 6], [[0, 1]]), ['cp', 'ca'], { alternatives: [['ca'], []] }).system;
    expect(fuzzy.bondParameters[0]?.provenance.estimatedFrom).toBe(
      'fuzzy-mode candidate types ca-ca for cp-ca',
    );
    const backupText = MINI_GAFF_LINES.map((l, i) => (i === 16 ? `${l}\nca-cp  466.1    1.3950` : l)).join(
      '\n',
    );
    const backup = parseAmberDat(backupText, { source: 'backup.dat', name: 'GAFF-backup' }).parameters;
    const viaBackup = run(graph([6, 6], [[0, 1]]), ['cp', 'ca'], { backup }).system;
    expect(viaBackup.bondParameters[0]?.provenance).toMatchObject({
      forceField: 'GAFF-backup',
      source: 'backup.dat',
      line: 18,
      estimated: false,
    });
  });

  it("resolves each term with its own atoms' candidates, even when the chosen types repeat", () => {
    // Two separate cp-ca bonds; only the first cp atom offers ca as a fuzzy-mode candidate.
    const mol = graph(
      [6, 6, 6, 6],
      [
        [0, 1],
        [2, 3],
      ],
    );
    const { system } = run(mol, ['cp', 'ca', 'cp', 'ca'], { alternatives: [['ca'], [], [], []] });
    const [first, second] = system.bonds.map((b) => system.bondParameters[b.parameter]?.provenance);
    expect(first?.estimatedFrom).toBe('fuzzy-mode candidate types ca-ca for cp-ca');
    expect(second?.estimatedFrom).not.toBe('fuzzy-mode candidate types ca-ca for cp-ca');
  });

  it('throws a ChemError naming the atoms (1-based) and the term when nothing works', () => {
    // No H-H bond anywhere in the file, and ho has no analogue with a bond.
    const call = () => run(graph([1, 1], [[0, 1]]), ['ho', 'ho']);
    expect(call).toThrow(ChemError);
    expect(call).toThrow(/no bond parameter for atoms 1-2 \(types ho-ho\)/);
    expect(() => run(graph([6], []), ['zz'])).toThrow(/van der Waals .* atom 1 \(type zz\)/);
  });
});

describe('use_current_structure', () => {
  // Chloromethane-like fragment: C with two H at different distances (1.0 and 1.2 Å) at 90°.
  const mol = graph(
    [6, 1, 1],
    [
      [0, 1],
      [0, 2],
    ],
    [
      [0, 0, 0],
      [1, 0, 0],
      [0, 1.2, 0],
    ],
  );
  it('bit 1 takes bond lengths from the geometry, splitting rows that now differ', () => {
    const { system } = run(mol, ['c3', 'hc', 'hc'], { useCurrentStructure: 1 });
    expect(system.bondParameters.map((p) => p.b0)).toEqual([0.1, expect.closeTo(0.12, 12)]);
    expect(system.bondParameters[0]?.provenance.derivedFrom).toBe('geometry');
    expect(system.angleParameters[0]?.theta0).toBe(108.35);
  });
  it('bit 2 takes angles from the geometry', () => {
    const { system } = run(mol, ['c3', 'hc', 'hc'], { useCurrentStructure: 2 });
    expect(system.angleParameters[0]?.theta0).toBeCloseTo(90, 10);
    expect(system.bondParameters).toHaveLength(1);
  });
});
