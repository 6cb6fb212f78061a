import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
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
import { gaussianWriter } from './gaussian-writer.js';

const write = (system: System): string =>
  runWriter(gaussianWriter, system, { residueName: 'ACE' })['ACE.gjf']!;

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

/** A small reader of the input: blank-line separated sections as Gaussian reads them. */
function readInput(text: string): {
  route: string;
  atoms: string[][];
  connectivity: string[][];
  params: string[][];
} {
  const sections = text.split(/\n\s*\n/);
  const route = sections[0]!.split('\n').find((l) => l.startsWith('#'))!;
  const molecule = sections[2]!.split('\n');
  return {
    route,
    atoms: molecule.slice(1).map((l) => l.trim().split(/\s+/)),
    connectivity: sections[3]!.split('\n').map((l) => l.trim().split(/\s+/)),
    params: sections[4]!
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.trim().split(/\s+/)),
  };
}

/** Atom index (0-based) of a per-atom type name. */
const atomOf = (type: string): number => Number(type.replace(/^A/, '')) - 1;

/** Checks every number of the input against the System, converted by the test itself. */
function checkAgainstSystem(system: System, text: string): void {
  const { route, atoms, connectivity, params } = readInput(text);
  expect(route).toContain('Amber=SoftFirst');
  expect(route).toContain('Geom=Connectivity');
  const n = system.atoms.length;
  expect(atoms).toHaveLength(n);
  atoms.forEach((f, i) => {
    // Element-Type-Charge: the charge keeps its own minus sign after the separator.
    const [, element, type, charge] = /^([A-Za-z]+)-(A\d+)-(.+)$/.exec(f[0]!)!;
    expect(element).toBe(symbolOf(system.molecule.elements[i]!));
    expect(type).toBe(`A${i + 1}`);
    close(Number(charge), system.atoms[i]!.charge);
    for (let k = 0; k < 3; k++) close(Number(f[1 + k]), system.molecule.positions[3 * i + k]!);
  });
  const bonded = new Set(
    connectivity.flatMap((f) => {
      const i = Number(f[0]) - 1;
      const out: string[] = [];
      for (let k = 1; k < f.length; k += 2) out.push(termKey([i, Number(f[k]) - 1]));
      return out;
    }),
  );
  expect([...bonded].sort()).toEqual(system.bonds.map((b) => termKey(b.atoms)).sort());

  const rows = (keyword: string): string[][] => params.filter((r) => r[0] === keyword).map((r) => r.slice(1));
  const nonBon = rows('NonBon')[0]!.map(Number);
  expect(nonBon.slice(0, 4)).toEqual([3, 1, 0, 0]);
  close(nonBon[6]!, system.defaults.fudgeLJ);
  close(nonBon[9]!, system.defaults.fudgeQQ);
  expect([nonBon[4], nonBon[5], nonBon[7], nonBon[8]]).toEqual([0, 0, 0, 0]);

  rows('VDW').forEach((r, i) => {
    expect(atomOf(r[0]!)).toBe(i);
    // R* = Rmin/2 = 2^(1/6) σ / 2.
    close(Number(r[1]), (2 ** (1 / 6) * system.atoms[i]!.sigma * 10) / 2);
    close(Number(r[2]), system.atoms[i]!.epsilon / KCAL);
  });
  const bonds = new Map(rows('HrmStr1').map((r) => [termKey(r.slice(0, 2).map(atomOf)), r]));
  expect(bonds.size).toBe(system.bonds.length);
  for (const t of system.bonds) {
    const p = system.bondParameters[t.parameter]!;
    const r = bonds.get(termKey(t.atoms))!;
    close(Number(r[2]), p.kb / 2 / (KCAL * 100));
    close(Number(r[3]), p.b0 * 10);
  }
  const angles = new Map(rows('HrmBnd1').map((r) => [termKey(r.slice(0, 3).map(atomOf)), r]));
  for (const t of system.angles) {
    const p = system.angleParameters[t.parameter]!;
    const r = angles.get(termKey(t.atoms))!;
    close(Number(r[3]), p.k / 2 / KCAL);
    close(Number(r[4]), p.theta0);
    angles.delete(termKey(t.atoms));
  }
  for (const r of angles.values()) expect(Number(r[3])).toBe(0);
  // AmbTrs: δ1…δ4, V1…V4, NPaths; E = Σ Vn/NPaths [1 + cos(nφ − δn)].
  const torsions = rows('AmbTrs').map((r) => {
    const [phase, v, paths] = [r.slice(4, 8).map(Number), r.slice(8, 12).map(Number), Number(r[12])];
    return {
      key: termKey(r.slice(0, 4).map(atomOf)),
      terms: v.map((k, i) => ({ k: k / paths, n: i + 1, phase: phase[i]! })),
    };
  });
  for (const phi of TEST_ANGLES) {
    const expected = systemTorsions(system, phi);
    for (const t of torsions) {
      close(fourierEnergy(t.terms, phi) * KCAL, expected.get(t.key) ?? 0);
      expected.delete(t.key);
    }
    expect([...expected.keys()]).toEqual([]);
  }
  const impropers = rows('ImpTrs');
  expect(impropers).toHaveLength(system.impropers.length);
  system.impropers.forEach((t, i) => {
    const r = impropers[i]!;
    // Same atoms in the same order: the trigonal atom stays third.
    expect(r.slice(0, 4).map(atomOf)).toEqual([...t.atoms]);
    const terms = [{ k: Number(r[4]), phase: Number(r[5]), n: Number(r[6]) }];
    const p = system.improperParameters[t.parameter]!;
    for (const xi of TEST_ANGLES) close(fourierEnergy(terms, xi) * KCAL, improperEnergy(p, xi));
  });
}

describe('Gaussian writer', () => {
  it('writes <res>.gjf matching the golden file', async () => {
    await expect(write(acetaldehyde())).toMatchFileSnapshot('./golden/ACE.gjf');
  });

  it('reads back every number of acetaldehyde as the System has it', () => {
    const system = acetaldehyde();
    const text = write(system);
    checkAgainstSystem(system, text);
    // 24 electrons, neutral: singlet.
    expect(text).toContain('\n0 1\n');
  });

  it('writes Ryckaert–Bellemans up to C4 as AmbTrs folds', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 3, c: [4.184, 8.368, 2, -4.184, 1, 0], provenance },
      ],
    };
    checkAgainstSystem(system, write(system));
  });

  it('refuses crystals, harmonic impropers, folds above 4 and geometric combination rules', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const crystal: System = {
      ...base,
      molecule: {
        ...base.molecule,
        cell: cellFromParameters({ a: 10, b: 10, c: 10, alpha: 90, beta: 90, gamma: 90 }),
      },
    };
    expect(thrown(() => write(crystal)).message).toMatch(/crystal/);
    const harmonic: System = { ...base, improperParameters: [{ funct: 2, xi0: 0, k: 10, provenance }] };
    expect(thrown(() => write(harmonic)).code).toBe('unsupported-form');
    const fold6: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 9, terms: [{ phase: 0, k: 1, multiplicity: 6 }], provenance },
      ],
    };
    expect(thrown(() => write(fold6)).message).toMatch(/torsion 5-1-2-4: AmbTrs holds folds 1 to 4/);
    const opls: System = { ...base, defaults: { ...base.defaults, combinationRule: 3 } };
    expect(thrown(() => write(opls)).message).toMatch(/combination rule 3/);
  });
});
