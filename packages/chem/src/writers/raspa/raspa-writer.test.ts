import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { dihedralEnergy, improperEnergy, TEST_ANGLES, termKey } from '../testing/forms.js';
import { supercellSystem } from '../../params/supercell.js';
import { thrownChemError } from '../testing/thrown.js';
import { MAX_INTRA_PAIRS, raspaWriter } from './raspa-writer.js';

/** RASPA's own gas constant (src/constants.h), J mol⁻¹ K⁻¹: K × R / 1000 = kJ/mol. */
const R = 8.314464919;
const kj = (kelvin: number): number => (kelvin * R) / 1000;
const DEG = Math.PI / 180;

const write = (system: System, rigid = false): Record<string, string> =>
  runWriter(raspaWriter, system, { residueName: 'ACE', rigid });

const close = (a: number, b: number): void => {
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
};

const thrown = (work: () => unknown): ChemError => {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
};

/** Data lines (not comments) of a .def file, split into fields. */
const dataLines = (text: string): string[][] =>
  text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.trim().split(/\s+/));

interface Molecule {
  types: string[];
  counts: number[];
  sections: Map<string, string[][]>;
}

/** Reads the molecule file in the order RASPA's ReadComponentDefinition does. */
function readMolecule(text: string): Molecule {
  const lines = text.split('\n');
  let at = 0;
  const next = (): string => lines[at++]!;
  for (let k = 0; k < 9; k++) next(); // comments and the critical constants … group name
  expect(['rigid', 'flexible']).toContain(next().trim());
  next();
  const n = Number(next());
  next();
  const types: string[] = [];
  for (let i = 0; i < n; i++) types.push(next().trim().split(/\s+/)[1]!);
  next();
  const counts = next().trim().split(/\s+/).map(Number);
  const sections = new Map<string, string[][]>();
  const names = [
    'chiral',
    'bond',
    'dipole',
    'bend',
    'urey',
    'inversion',
    'torsion',
    'improper',
    '',
    '',
    '',
    '',
    '',
    'vdw',
    'coulomb',
  ];
  counts.forEach((count, k) => {
    if (count === 0) return;
    next();
    const rows: string[][] = [];
    for (let i = 0; i < count; i++) rows.push(next().trim().split(/\s+/));
    sections.set(names[k]!, rows);
  });
  expect(next()).toBe('# Number of config moves');
  return { types, counts, sections };
}

/** The 1-4 pairs RASPA marks among the listed pairs: ends of two bends that share a bond (molecule.c). */
function raspaOneFour(bends: string[][], pairs: string[][]): Set<string> {
  const b = bends.map((r) => r.slice(0, 3).map(Number));
  const out = new Set<string>();
  for (const [A, B] of pairs.map((r) => r.map(Number))) {
    for (const [A1, B1, C1] of b) {
      for (const [A2, B2, C2] of b) {
        if (
          (B1 === A2 && C1 === B2 && ((A1 === A && C2 === B) || (A1 === B && C2 === A))) ||
          (B1 === C2 && C1 === B2 && ((A1 === A && A2 === B) || (A1 === B && A2 === A))) ||
          (A1 === B2 && B1 === A2 && ((C1 === A && C2 === B) || (C1 === B && C2 === A))) ||
          (A1 === B2 && B1 === C2 && ((C1 === A && A2 === B) || (C1 === B && A2 === A)))
        ) {
          out.add(termKey([A!, B!]));
        }
      }
    }
  }
  return out;
}

/** E(φ) of molecule-file torsion lines, kJ/mol. */
function lineEnergy(r: string[], phi: number): number {
  const p = r.slice(5).map(Number);
  if (r[4] === 'SIX_COSINE_DIHEDRAL')
    return kj(p.reduce((s, c, n) => s + c * Math.cos((phi - 180) * DEG) ** n, 0));
  if (r[4] === 'CVFF_DIHEDRAL' || r[4] === 'CVFF_IMPROPER_DIHEDRAL')
    return kj(p[0]! * (1 + Math.cos((p[1]! * phi - p[2]!) * DEG)));
  expect(r[4]).toBe('HARMONIC_IMPROPER_DIHEDRAL');
  let d = phi - p[1]!;
  d -= 360 * Math.round(d / 360);
  return kj(0.5 * p[0]! * (d * DEG) ** 2);
}

/** Checks every number of the five files against the System, converted by the test itself. */
function checkAgainstSystem(system: System, files: Record<string, string>): void {
  const pseudo = dataLines(files['pseudo_atoms.def']!);
  expect(Number(pseudo[0]![0])).toBe(pseudo.length - 1);
  const pseudoBy = new Map(pseudo.slice(1).map((r) => [r[0]!.toUpperCase(), r]));
  const mixing = dataLines(files['force_field_mixing_rules.def']!);
  const lj = new Map(mixing.filter((r) => r[1] === 'lennard-jones').map((r) => [r[0]!.toUpperCase(), r]));
  expect(mixing.at(-1)![0]).toBe(system.defaults.combinationRule === 2 ? 'Lorentz-Berthelot' : 'Jorgensen');
  expect(dataLines(files['force_field.def']!).map((r) => r[0])).toEqual(['0', '0', '0']);

  const mol = readMolecule(files['ACE.def']!);
  mol.types.forEach((name, i) => {
    const atom = system.atoms[i]!;
    const p = pseudoBy.get(name.toUpperCase())!;
    close(Number(p[5]), atom.mass);
    close(Number(p[6]), atom.charge);
    const l = lj.get(name.toUpperCase())!;
    close(kj(Number(l[2])), atom.epsilon);
    close(Number(l[3]), atom.sigma * 10);
  });
  const bonds = mol.sections.get('bond')!;
  expect(bonds).toHaveLength(system.bonds.length);
  system.bonds.forEach((t, i) => {
    const p = system.bondParameters[t.parameter]!;
    const r = bonds[i]!;
    expect(r.slice(0, 2).map(Number)).toEqual([...t.atoms]);
    expect(r[2]).toBe('HARMONIC_BOND');
    close(kj(Number(r[3])) * 100, p.kb);
    close(Number(r[4]), p.b0 * 10);
  });
  const bends = mol.sections.get('bend')!;
  system.angles.forEach((t, i) => {
    const p = system.angleParameters[t.parameter]!;
    const r = bends[i]!;
    expect(r.slice(0, 3).map(Number)).toEqual([...t.atoms]);
    close(kj(Number(r[4])), p.k);
    close(Number(r[5]), p.theta0);
  });
  for (const r of bends.slice(system.angles.length)) expect(Number(r[4])).toBe(0);
  // Torsions and impropers: the lines on each set of atoms add up to the System's energy.
  for (const [section, terms, energy] of [
    [
      'torsion',
      system.dihedrals,
      (t: (typeof system.dihedrals)[number], x: number) =>
        dihedralEnergy(system.dihedralParameters[t.parameter]!, x),
    ],
    [
      'improper',
      system.impropers,
      (t: (typeof system.impropers)[number], x: number) =>
        improperEnergy(system.improperParameters[t.parameter]!, x),
    ],
  ] as const) {
    const rows = mol.sections.get(section) ?? [];
    for (const x of TEST_ANGLES) {
      const expected = new Map<string, number>();
      for (const t of terms)
        expected.set(t.atoms.join('-'), (expected.get(t.atoms.join('-')) ?? 0) + energy(t, x));
      const read = new Map<string, number>();
      for (const r of rows)
        read.set(r.slice(0, 4).join('-'), (read.get(r.slice(0, 4).join('-')) ?? 0) + lineEnergy(r, x));
      expect([...read.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, e] of expected) close(read.get(key)!, e);
    }
  }
  // Intra pairs: RASPA's own 1-4 rule on the written bends finds exactly the System's pairs.
  const vdw = mol.sections.get('vdw')!;
  expect(mol.sections.get('coulomb')).toEqual(vdw);
  expect([...raspaOneFour(bends, vdw)].sort()).toEqual(system.pairs.map((p) => termKey(p.atoms)).sort());
  const input = files['simulation.input']!;
  const value = (keyword: string): number => Number(new RegExp(`${keyword}\\s+(\\S+)`).exec(input)![1]);
  close(value('Intra14VDWScalingValue'), system.defaults.fudgeLJ);
  close(value('Intra14ChargeChargeScalingValue'), system.defaults.fudgeQQ);
  expect(input).toMatch(/MoleculeName\s+ACE/);
}

describe('RASPA writer', () => {
  it('writes the five files matching the golden files', async () => {
    const files = write(acetaldehyde());
    expect(Object.keys(files).sort()).toEqual([
      'ACE.def',
      'force_field.def',
      'force_field_mixing_rules.def',
      'pseudo_atoms.def',
      'simulation.input',
    ]);
    for (const [name, text] of Object.entries(files))
      await expect(text).toMatchFileSnapshot(`./golden/${name}`);
  });

  it('reads back every number of acetaldehyde as the System has it', () => {
    const system = acetaldehyde();
    checkAgainstSystem(system, write(system));
  });

  it('writes Ryckaert–Bellemans as SIX_COSINE_DIHEDRAL, harmonic impropers and rule 3 (Jorgensen)', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 3, c: [4.184, 8.368, 1, -4.184, 2, 0.5], provenance },
      ],
      improperParameters: [{ funct: 2, xi0: 10, k: 150, provenance }],
      defaults: { ...base.defaults, combinationRule: 3 },
    };
    checkAgainstSystem(system, write(system));
  });

  it('writes a term section of a million lines (no spread of the lines into one call)', () => {
    const model = raspaWriter.convert(acetaldehyde(), { residueName: 'ACE' });
    const bond = model.bonds[0]!;
    const files = raspaWriter.write({ ...model, bonds: Array.from({ length: 1_000_000 }, () => bond) });
    const text = files['ACE.def']!;
    expect(text.split('\n').filter((l) => l.startsWith('0 1 HARMONIC_BOND'))).toHaveLength(1_000_000);
  });

  it('refuses in check a molecule with more intra pairs than it writes (they grow with the square of the atoms)', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 10, b: 10, c: 10, alpha: 90, beta: 90, gamma: 90 });
    // Copies of acetaldehyde side by side, written as one molecule (no cell): 4,998 and 5,110 atoms.
    const molecule = (copies: number): System => {
      const big = supercellSystem({ ...base, molecule: { ...base.molecule, cell } }, [copies, 1, 1]);
      return { ...big, molecule: { ...big.molecule, cell: undefined } };
    };
    const atoms = 5110;
    // Within two bonds of each other, per copy: 6 bonded pairs and 9 pairs of the angles.
    const pairs = (atoms * (atoms - 1)) / 2 - 730 * (6 + 9);
    const e = thrownChemError(() => raspaWriter.check(molecule(730), { residueName: 'ACE' }));
    expect(e.code).toBe('unsupported-form');
    expect(e.message).toContain(
      `this molecule of ${atoms} atoms has ${pairs} such pairs, more than the ${MAX_INTRA_PAIRS}`,
    );
    expect(() => raspaWriter.check(molecule(714), { residueName: 'ACE' })).not.toThrow();
  });

  it('writes a rigid molecule with its positions and only rigid bonds', () => {
    const system = acetaldehyde();
    const mol = readMolecule(write(system, true)['ACE.def']!);
    expect(mol.counts.filter((c, k) => k !== 1 && c > 0)).toEqual([]);
    expect(mol.sections.get('bond')!.map((r) => r[2])).toEqual(system.bonds.map(() => 'RIGID_BOND'));
    const text = write(system, true)['ACE.def']!.split('\n');
    const first = text[text.indexOf('# atomic positions') + 1]!.split(/\s+/).slice(2).map(Number);
    // Positions are in the box (molecule translated by the padding), so compare differences.
    const second = text[text.indexOf('# atomic positions') + 2]!.split(/\s+/).slice(2).map(Number);
    [0, 1, 2].forEach((k) =>
      close(second[k]! - first[k]!, system.molecule.positions[3 + k]! - system.molecule.positions[k]!),
    );
  });

  it('writes a crystal as a P1 CIF with charges named in simulation.input', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 10, b: 11, c: 30, alpha: 90, beta: 90, gamma: 90 });
    const system: System = { ...base, molecule: { ...base.molecule, cell } };
    const files = write(system);
    expect(Object.keys(files)).toContain('ACE.cif');
    expect(Object.keys(files)).not.toContain('ACE.def');
    const cif = files['ACE.cif']!.split('\n');
    const sites = cif
      .slice(cif.indexOf('_atom_site_charge') + 1)
      .filter((l) => l.trim())
      .map((l) => l.split(/\s+/));
    expect(sites).toHaveLength(system.atoms.length);
    const pseudo = new Map(
      dataLines(files['pseudo_atoms.def']!)
        .slice(1)
        .map((r) => [r[0]!, r]),
    );
    sites.forEach((s, i) => {
      close(Number(s[5]), system.atoms[i]!.charge);
      close(Number(pseudo.get(s[0]!)![6]), system.atoms[i]!.charge);
      // Orthorhombic cell along the axes: fractional = Cartesian / edge.
      [10, 11, 30].forEach((edge, k) =>
        close(Number(s[2 + k]) * edge, system.molecule.positions[3 * i + k]!),
      );
    });
    // 12 Å cut-off: widths 10, 11, 30 need 3, 3 and 1 cells.
    expect(files['simulation.input']).toMatch(/UnitCells\s+3 3 1\n/);
    expect(files['simulation.input']).toMatch(/FrameworkName\s+ACE\n/);
    expect(files['simulation.input']).toMatch(/UseChargesFromCIFFile\s+yes/);
  });

  it('refuses terms off the bond graph and pair lists RASPA would count differently', () => {
    const base = acetaldehyde();
    expect(thrown(() => write({ ...base, pairs: base.pairs.slice(2) })).code).toBe('unsupported-form');
    const offPath: System = { ...base, angles: [...base.angles, { atoms: [4, 1, 2], parameter: 0 }] };
    expect(thrown(() => write(offPath)).message).toMatch(/bend 5-2-3/);
  });
});
