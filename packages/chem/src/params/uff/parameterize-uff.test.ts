import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Molecule } from '../../core/molecule.js';
import { parseUffPrm } from '../../forcefields/uff/uff-prm.js';
import { withUff4mof } from '../../forcefields/uff/uff4mof.js';
import { readMol } from '../../io/mol/read.js';
import { copperPaddlewheel, zinc4O } from '../../typing/uff/testing/mof-fragments.js';
import { typeUff } from '../../typing/uff/type-uff.js';
import { parameterizeUff } from './parameterize-uff.js';
import { uffEnergies, type TermEnergies } from './testing/uff-energy.js';

const UFF_PRM = '/usr/share/openbabel/3.1.1/UFF.prm';
const uff = parseUffPrm(readFileSync(UFF_PRM, 'utf8'), UFF_PRM);

function built(name: string) {
  const mol = readMol(readFileSync(join(__dirname, 'fixtures', `${name}-distorted.mol`), 'utf8'))
    .molecules[0]!;
  const typed = typeUff(mol);
  const { system } = parameterizeUff(typed.molecule, {
    types: typed.types,
    charges: new Float64Array(mol.atomCount),
    parameters: uff,
    forceField: 'UFF',
  });
  return system;
}

/** A framework fragment typed with UFF4MOF and parameterized. */
function mofSystem(mol: Molecule) {
  const typed = typeUff(mol, { mof: true });
  const { system } = parameterizeUff(typed.molecule, {
    types: typed.types,
    charges: new Float64Array(mol.atomCount),
    parameters: withUff4mof(uff),
    forceField: 'UFF4MOF',
  });
  return { typed, system };
}

/*
 * Reference: Open Babel 3.1.1's own UFF (`obenergy -ff UFF -v NAME-distorted.mol`, the TOTAL lines,
 * kJ/mol). Open Babel converts with 4.1868 kJ/kcal, we with 4.184: both are compared in kcal/mol.
 * The fixtures are obabel --gen3d geometries with every coordinate moved by up to ±0.15 Å (a fixed
 * pseudo-random sequence), so that every term has energy. Open Babel prints totals to 0.001 kJ/mol.
 */
const OB_KCAL = 4.1868;
const KCAL = 4.184;
const close = (ours: number, openBabelKj: number) =>
  expect(ours / KCAL).toBeCloseTo(openBabelKj / OB_KCAL, 3);

const energies = (name: string): TermEnergies => uffEnergies(built(name));

describe('UFF energies by term against Open Babel', () => {
  it('butane: every term', () => {
    const e = energies('butane');
    close(e.bond, 323.744);
    close(e.angle, 192.167);
    close(e.torsion, 21.332);
    close(e.inversion, 0);
    close(e.vdw, 11.86);
  });

  it('propylamine: every term but Open Babel’s N_3 inversion', () => {
    const e = energies('propylamine');
    close(e.bond, 451.901);
    close(e.angle, 201.472);
    close(e.torsion, 15.26);
    close(e.vdw, 13.888);
    // Open Babel adds an out-of-plane term on sp3 N (5.550 kJ/mol here); UFF defines none (eq 18 is
    // for sp2 C, N and the group-15 sp3 centres P, As, Sb, Bi).
    expect(e.inversion).toBe(0);
  });

  it('benzene: bonds (order 1.5), torsions, inversions, vdW; trigonal angle constants', () => {
    const system = built('benzene');
    const e = uffEnergies(system);
    close(e.bond, 461.978);
    close(e.torsion, 87.393);
    close(e.inversion, 2.52);
    close(e.vdw, 28.935);
    // Open Babel evaluates trigonal centres as (K/40.5)(1 + 2cos θ)² instead of eq 10's
    // (K/9)(1 − cos 3θ): the energies differ, the constant K/9 it prints is ours.
    const trig = system.angleParameters.map((p) => (p.funct === 102 ? p.k / KCAL : Number.NaN));
    expect(trig.map((k) => k * OB_KCAL).sort((a, b) => a - b)).toEqual([
      expect.closeTo(53.302, 3),
      expect.closeTo(103.551, 3),
    ]);
  });

  it('acetone: bonds (C=O order 2), inversion 50 at a carbonyl C, vdW, angle constants', () => {
    const system = built('acetone');
    const e = uffEnergies(system);
    close(e.bond, 311.973);
    close(e.inversion, 0.886);
    close(e.vdw, 7.747);
    const constants = system.angleParameters.map((p) => p.k * (OB_KCAL / KCAL)).sort((a, b) => a - b);
    // Open Babel: C_3–C_2–C_3 82.301, C_3–C_2–O_2 129.917 (trigonal, K/9), H–C_3–H 316.098,
    // C_2–C_3–H 507.820 (Fourier K).
    expect(constants).toEqual([82.301, 129.917, 316.098, 507.82].map((v) => expect.closeTo(v, 3)));
    // The torsions about C_3–C_2 follow the paper's propene rule (the sp2 C is bonded to another sp2
    // atom, O_2): V = 2 kcal/mol, n 3, φ0 180°. Open Babel has no such rule (V 1, n 6): its total
    // differs here and is not compared.
    expect(system.dihedralParameters).toEqual([
      expect.objectContaining({ funct: 1, terms: [{ k: 1 * KCAL, multiplicity: 3, phase: 0 }] }),
    ]);
  });
});

describe('the System UFF gives', () => {
  it('keeps 1-4 pairs in full and excludes 1-2 and 1-3', () => {
    const system = built('butane');
    expect(system.defaults).toEqual({
      nbfunc: 1,
      combinationRule: 3,
      genPairs: true,
      fudgeLJ: 1,
      fudgeQQ: 1,
    });
    // Butane: every H/C pair three bonds apart — 9 H–H across C2–C3, 6 C1…H(C3) and C4…H(C2), C1…C4.
    expect(system.pairs).toHaveLength(27);
    const c = system.atoms[0]!;
    // σ = x·2^(−1/6), ε = D: C_3 x 3.851 Å, D 0.105 kcal/mol.
    expect(c.sigma).toBeCloseTo(0.3851 * 2 ** (-1 / 6), 12);
    expect(c.epsilon).toBeCloseTo(0.105 * KCAL, 12);
  });

  it('parameterizes a periodic paddlewheel through its image bonds, square-planar Cu angles n 4', () => {
    const mol = copperPaddlewheel(10);
    const { typed, system } = mofSystem(mol);
    expect(system.bonds).toHaveLength(mol.bonds.count);
    const cuAngles = system.angles
      .filter((a) => a.atoms[1] === 0)
      .map((a) => system.angleParameters[a.parameter]!);
    expect(cuAngles).toHaveLength(6);
    expect(new Set(cuAngles.map((p) => (p.funct === 102 ? `${p.multiplicity} ${p.c}` : p.funct)))).toEqual(
      new Set(['4 -1']),
    );
    // Cu4+2–O_R: r = 1.28 + 0.68 + 0 − r_EN (UFF.prm O_R r1 0.68, χ 8.741; Cu χ 4.2).
    const cuO = system.bondParameters[system.bonds.find((b) => b.atoms.includes(0))!.parameter]!;
    const ren = (1.28 * 0.68 * (Math.sqrt(4.2) - Math.sqrt(8.741)) ** 2) / (4.2 * 1.28 + 8.741 * 0.68);
    expect(cuO.b0 * 10).toBeCloseTo(1.28 + 0.68 - ren, 12);
    expect(cuO.kb).toBeCloseTo(((664.12 * 1.756 * 2.3) / (cuO.b0 * 10) ** 3) * KCAL * 100, 6);
    // Carboxylate C_R–O_R bonds are resonant (order 1.5), whatever the Kekulé orders said.
    const co = system.bonds.filter(
      (b) => b.atoms.some((i) => typed.types[i] === 'C_R') && b.atoms.some((i) => typed.types[i] === 'O_R'),
    );
    expect(new Set(co.map((b) => b.parameter)).size).toBe(1);
  });

  it('gives the Zn4O cluster Fourier angles about Zn3f2 and the μ4-O', () => {
    const { system } = mofSystem(zinc4O(10));
    const about = (centre: number) =>
      system.angles.filter((a) => a.atoms[1] === centre).map((a) => system.angleParameters[a.parameter]!);
    expect(about(1).every((p) => p.funct === 101 && p.theta0 === 109.47)).toBe(true);
    expect(about(0).every((p) => p.funct === 101 && p.theta0 === 109.47)).toBe(true);
    expect(system.atoms[1]).toMatchObject({ type: 'Zn3f2', forceField: 'UFF4MOF' });
    expect(system.atoms[1]!.provenance.source).toContain('Addicoat');
  });
});
