import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import {
  fourierEnergy,
  improperEnergy,
  KCAL,
  systemTorsions,
  TEST_ANGLES,
  termKey,
} from '../testing/forms.js';
import { tinkerWriter } from './tinker-writer.js';

const write = (system: System): Record<string, string> =>
  runWriter(tinkerWriter, system, { residueName: 'ACE' });

/** A small reader of the .key: keyword → rows of the remaining fields (comments dropped). */
function readKey(text: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const line of text.split('\n')) {
    const fields = line.split('#')[0]!.match(/"[^"]*"|\S+/g);
    if (!fields) continue;
    const [keyword, ...rest] = fields;
    out.set(keyword!, [...(out.get(keyword!) ?? []), rest]);
  }
  return out;
}

const rowsOf = (key: Map<string, string[][]>, keyword: string): string[][] => key.get(keyword) ?? [];
const single = (key: Map<string, string[][]>, keyword: string): string => rowsOf(key, keyword)[0]![0]!;

/** Torsion or imptors lines as 0-based atoms + Fourier terms (K in kcal/mol). */
function fourierRows(
  rows: string[][],
): { atoms: number[]; terms: { k: number; phase: number; n: number }[] }[] {
  return rows.map((r) => {
    const atoms = r.slice(0, 4).map((x) => Number(x) - 1);
    const terms = [];
    for (let k = 4; k + 2 < r.length + 1; k += 3) {
      terms.push({ k: Number(r[k]), phase: Number(r[k + 1]), n: Number(r[k + 2]) });
    }
    return { atoms, terms };
  });
}

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

/** Checks every number of the .key and .xyz against the System, converted by the test itself. */
function checkAgainstSystem(system: System, files: Record<string, string>): void {
  const key = readKey(files['ACE.key']!);
  const n = system.atoms.length;
  expect(single(key, 'parameters')).toBe('none');
  expect(single(key, 'radiustype')).toBe('SIGMA');
  expect(single(key, 'radiussize')).toBe('DIAMETER');
  expect(single(key, 'radiusrule')).toBe(system.defaults.combinationRule === 2 ? 'ARITHMETIC' : 'GEOMETRIC');
  expect(single(key, 'epsilonrule')).toBe('GEOMETRIC');
  close(Number(single(key, 'bondunit')), 1);
  close(Number(single(key, 'angleunit')), (Math.PI / 180) ** 2);
  // Tinker divides by a scale above 1: 1/fudge.
  close(1 / Number(single(key, 'vdw-14-scale')), system.defaults.fudgeLJ);
  close(1 / Number(single(key, 'chg-14-scale')), system.defaults.fudgeQQ);

  // Atom types: one per atom, class = type = atom number.
  const atoms = rowsOf(key, 'atom');
  expect(atoms).toHaveLength(n);
  atoms.forEach((r, i) => {
    expect(r[0]).toBe(String(i + 1));
    expect(r[1]).toBe(String(i + 1));
    expect(Number(r[4])).toBe(system.molecule.elements[i]);
    close(Number(r[5]), system.atoms[i]!.mass);
  });
  rowsOf(key, 'vdw').forEach((r, i) => {
    close(Number(r[1]), system.atoms[i]!.sigma * 10);
    close(Number(r[2]), system.atoms[i]!.epsilon / KCAL);
  });
  rowsOf(key, 'charge').forEach((r, i) => close(Number(r[1]), system.atoms[i]!.charge));
  expect(rowsOf(key, 'charge')).toHaveLength(n);

  // Bonds: K = kb/2 in kcal/mol/Å² (1 kJ/mol/nm² = 1/418.4 kcal/mol/Å²), r0 in Å.
  const bonds = new Map(rowsOf(key, 'bond').map((r) => [termKey([Number(r[0]) - 1, Number(r[1]) - 1]), r]));
  expect(bonds.size).toBe(system.bonds.length);
  for (const t of system.bonds) {
    const p = system.bondParameters[t.parameter]!;
    const r = bonds.get(termKey(t.atoms))!;
    close(Number(r[2]), p.kb / 2 / (KCAL * 100));
    close(Number(r[3]), p.b0 * 10);
  }
  // Angles: K = kθ/2 in kcal/mol/rad²; every angle of the graph has a line, zero where the System has none.
  const angles = new Map(
    rowsOf(key, 'angle').map((r) => [termKey(r.slice(0, 3).map((x) => Number(x) - 1)), r]),
  );
  for (const t of system.angles) {
    const p = system.angleParameters[t.parameter]!;
    const r = angles.get(termKey(t.atoms))!;
    close(Number(r[3]), p.k / 2 / KCAL);
    close(Number(r[4]), p.theta0);
    angles.delete(termKey(t.atoms));
  }
  for (const r of angles.values()) expect(Number(r[3])).toBe(0);

  // Torsions: the energy of every line at many angles equals the System's for those atoms.
  const torsions = fourierRows(rowsOf(key, 'torsion'));
  for (const phi of TEST_ANGLES) {
    const expected = systemTorsions(system, phi);
    for (const t of torsions) {
      close(fourierEnergy(t.terms, phi) * KCAL, expected.get(termKey(t.atoms)) ?? 0);
      expected.delete(termKey(t.atoms));
    }
    expect([...expected.keys()]).toEqual([]);
  }
  // Periodic impropers: the line names the same dihedral (either reading) with the same energy.
  const imptors = fourierRows(rowsOf(key, 'imptors'));
  expect(imptors).toHaveLength(system.impropers.length);
  expect(rowsOf(key, 'improper')).toEqual([]);
  system.impropers.forEach((t, i) => {
    const p = system.improperParameters[t.parameter]!;
    const line = imptors[i]!;
    expect(termKey(line.atoms)).toBe(termKey(t.atoms));
    for (const xi of TEST_ANGLES) close(fourierEnergy(line.terms, xi) * KCAL, improperEnergy(p, xi));
  });

  // .xyz: count, positions, type = atom number, partners = bonds.
  const xyz = files['ACE.xyz']!.trimEnd().split('\n');
  expect(Number(xyz[0]!.split(/\s+/)[0])).toBe(n);
  const body = xyz.slice(system.molecule.cell ? 2 : 1);
  expect(body).toHaveLength(n);
  body.forEach((line, i) => {
    const f = line.trim().split(/\s+/);
    expect(Number(f[0])).toBe(i + 1);
    if (!system.molecule.cell) {
      for (let k = 0; k < 3; k++) close(Number(f[2 + k]), system.molecule.positions[3 * i + k]!);
    }
    expect(Number(f[5])).toBe(i + 1);
    const partners = f
      .slice(6)
      .map((x) => Number(x) - 1)
      .sort();
    const expected = system.bonds
      .filter((b) => b.atoms.includes(i))
      .map((b) => (b.atoms[0] === i ? b.atoms[1] : b.atoms[0]))
      .sort();
    expect(partners).toEqual(expected);
  });
}

describe('Tinker writer', () => {
  it('writes <res>.xyz and <res>.key matching the golden files', async () => {
    const files = write(acetaldehyde());
    expect(Object.keys(files).sort()).toEqual(['ACE.key', 'ACE.xyz']);
    await expect(files['ACE.key']).toMatchFileSnapshot('./golden/ACE.key');
    await expect(files['ACE.xyz']).toMatchFileSnapshot('./golden/ACE.xyz');
  });

  it('reads back every number of acetaldehyde as the System has it', () => {
    const system = acetaldehyde();
    checkAgainstSystem(system, write(system));
  });

  it('writes Ryckaert–Bellemans as exact Fourier terms, an improper read backwards, rule 3 as GEOMETRIC', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 3, c: [4.184, 8.368, 0, -12.552, 0, 0], provenance },
      ],
      // C2 (atom 2) second: Tinker gets it third by reading the dihedral backwards.
      impropers: [{ atoms: [3, 1, 2, 0], parameter: 0 }],
      defaults: { ...base.defaults, combinationRule: 3, fudgeLJ: 1, fudgeQQ: 0.5 },
    };
    const files = write(system);
    checkAgainstSystem(system, files);
    expect(files['ACE.key']).toContain('\nimptors 1 3 2 4 ');
  });

  it('writes the cell of a crystal on the second .xyz line and switches on Ewald', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 12, b: 13, c: 14, alpha: 90, beta: 100, gamma: 90 });
    const system: System = { ...base, molecule: { ...base.molecule, cell } };
    const files = write(system);
    checkAgainstSystem(system, files);
    const second = files['ACE.xyz']!.split('\n')[1]!.trim().split(/\s+/).map(Number);
    [12, 13, 14, 90, 100, 90].forEach((v, k) => close(second[k]!, v));
    expect(files['ACE.key']).toContain('\newald\n');
  });

  it('refuses what Tinker cannot build, naming the term', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    // C1 has four partners: Tinker builds no improper there.
    const onC1: System = { ...base, impropers: [{ atoms: [4, 5, 0, 6], parameter: 0 }] };
    expect(thrown(() => write(onC1)).message).toMatch(/improper 5-6-1-7: .*exactly three bonded partners/);
    const harmonic: System = { ...base, improperParameters: [{ funct: 2, xi0: 0, k: 10, provenance }] };
    expect(thrown(() => write(harmonic)).message).toMatch(/function type 2 is not supported/);
    const fold4: System = {
      ...base,
      improperParameters: [{ funct: 4, term: { phase: 180, k: 1, multiplicity: 4 }, provenance }],
    };
    expect(thrown(() => write(fold4)).message).toMatch(/folds 1 to 3/);
    const offPath: System = { ...base, angles: [...base.angles, { atoms: [4, 1, 2], parameter: 0 }] };
    expect(thrown(() => write(offPath)).message).toMatch(/angle 5-2-3: atoms 5 and 2 are not bonded/);
    const strong: System = { ...base, defaults: { ...base.defaults, fudgeLJ: 2 } };
    expect(thrown(() => write(strong)).message).toMatch(/fudgeLJ is 2/);
    expect(thrown(() => write({ ...base, pairs: base.pairs.slice(1) })).code).toBe('unsupported-form');
  });
});
