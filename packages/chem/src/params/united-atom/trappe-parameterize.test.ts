import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { massOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { kelvinToKjPerMol } from '../../forcefields/trappe-ua/units.js';
import { mergeUnitedAtoms } from '../../typing/united-atom/merge.js';
import {
  hydrogenSuppressed,
  TRAPPE_TEST_MOLECULES as M,
} from '../../typing/united-atom/trappe-test-molecules.js';
import { typeTrappeUa } from '../../typing/united-atom/trappe-type.js';
import { parameterizeTrappeUa, TRAPPE_UA_DEFAULTS, trappeUaCharges } from './trappe-parameterize.js';

const parameterized = (mol: Molecule, useCurrentStructure?: 0 | 1 | 2 | 3) => {
  const { types } = typeTrappeUa(mol);
  return parameterizeTrappeUa(mergeUnitedAtoms(mol, types), { useCurrentStructure });
};

describe('parameterizeTrappeUa', () => {
  it('gives 1-propanol its TraPPE sites: charges, summed masses, σ and ε (Chen, Potoff & Siepmann 2001)', () => {
    const { system } = parameterized(M.propan1ol);
    expect(system.atoms.map((a) => a.type)).toEqual(['CH3', 'CH2', 'CH2a', 'O', 'H']);
    expect(system.atoms.map((a) => a.charge)).toEqual([0, 0, 0.265, -0.7, 0.435]);
    expect([...trappeUaCharges(['CH2a', 'O', 'H'])]).toEqual([0.265, -0.7, 0.435]);
    const total = system.atoms.reduce((s, a) => s + a.mass, 0);
    const allAtom = [...M.propan1ol.elements].reduce((s, z) => s + massOf(z), 0);
    expect(total).toBeCloseTo(allAtom, 10);
    expect(system.atoms[0]).toMatchObject({ sigma: 0.375, epsilon: kelvinToKjPerMol(98) });
    expect(system.atoms[3]).toMatchObject({ sigma: 0.302, epsilon: kelvinToKjPerMol(93) });
  });

  it('writes the published bonded terms in GROMACS units', () => {
    const { system } = parameterized(M.propan1ol);
    expect(system.bonds).toHaveLength(4);
    expect(system.bondParameters.map((p) => p.b0).sort()).toEqual([0.0945, 0.143, 0.154]);
    expect(system.bondParameters.every((p) => p.kb === 502416)).toBe(true);
    const angles = system.angles.map((t) => system.angleParameters[t.parameter]!);
    expect(angles.map((p) => [p.theta0, p.k.toFixed(3)])).toEqual([
      [114, kelvinToKjPerMol(62500).toFixed(3)],
      [109.47, kelvinToKjPerMol(50400).toFixed(3)],
      [108.5, kelvinToKjPerMol(55400).toFixed(3)],
    ]);
    expect(system.dihedrals.map((d) => d.atoms)).toEqual([
      [0, 1, 2, 3],
      [1, 2, 3, 4],
    ]);
    const [ccco, ccoh] = system.dihedrals.map((d) => system.dihedralParameters[d.parameter]!);
    expect(ccco).toMatchObject({
      funct: 9,
      terms: [
        { multiplicity: 1, phase: 0, k: kelvinToKjPerMol(176.62) },
        { multiplicity: 2, phase: 180, k: kelvinToKjPerMol(-53.34) },
        { multiplicity: 3, phase: 0, k: kelvinToKjPerMol(769.93) },
      ],
    });
    expect(ccoh).toMatchObject({ funct: 9, terms: [{ k: kelvinToKjPerMol(209.82) }, {}, {}] });
    expect(system.impropers).toEqual([]);
  });

  it('excludes 1-4 interactions as TraPPE does: pairs listed, scaled by 0; Lorentz–Berthelot', () => {
    const { system } = parameterized(M.hexane);
    expect(system.defaults).toEqual(TRAPPE_UA_DEFAULTS);
    expect(system.defaults).toMatchObject({ combinationRule: 2, fudgeLJ: 0, fudgeQQ: 0 });
    expect(system.pairs.map((p) => p.atoms)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });

  it('uses funct 1 for a one-term torsion and says where TraPPE’s constant c0 was left out', () => {
    const tertButanol = parameterized(M.tertButanol);
    expect(tertButanol.system.dihedralParameters).toMatchObject([
      { funct: 1, terms: [{ multiplicity: 3, phase: 0, k: kelvinToKjPerMol(163.56) }] },
    ]);
    expect(tertButanol.diagnostics).toEqual([]);
    const propan2ol = parameterized(M.propan2ol);
    expect(propan2ol.diagnostics).toHaveLength(1);
    expect(propan2ol.diagnostics[0]).toMatchObject({ severity: 'info', code: 'trappe-torsion-constant' });
    expect(propan2ol.diagnostics[0]!.message).toMatch(/c0 = 215\.96 K/);
  });

  it('refuses a torsion with no TraPPE-UA value here, naming its atoms', () => {
    // 2-butanol: CH3–CH2–CH(OH)–O has no CHx–(CH2)–(CH)–O row.
    const butan2ol = hydrogenSuppressed(
      [
        [6, 3],
        [6, 2],
        [6, 1],
        [6, 3],
        [8, 1],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [2, 4],
      ],
    );
    expect(() => parameterized(butan2ol)).toThrow(ChemError);
    expect(() => parameterized(butan2ol)).toThrow(/torsion parameter for atoms 1-2-3-5 \(CH3-CH2-CHa-O\)/);
  });

  it('parameterizes diethyl ether with the ether rows (Stubbs, Potoff & Siepmann 2004)', () => {
    const { system, diagnostics } = parameterized(M.diethylEther);
    expect(system.atoms.map((a) => a.type)).toEqual(['CH3', 'CH2e', 'Oe', 'CH2e', 'CH3']);
    expect(system.atoms.map((a) => a.charge)).toEqual([0, 0.25, -0.5, 0.25, 0]);
    expect(system.atoms[2]!.sigma).toBeCloseTo(0.28, 12);
    expect(system.atoms[2]!.epsilon).toBe(kelvinToKjPerMol(55));
    expect(system.bonds.map((b) => system.bondParameters[b.parameter]!.b0)).toEqual([
      0.154, 0.141, 0.141, 0.154,
    ]);
    const angles = system.angles.map((t) => system.angleParameters[t.parameter]!);
    expect(angles.map((p) => [p.theta0, p.k.toFixed(3)])).toEqual([
      [112, kelvinToKjPerMol(50300).toFixed(3)],
      [112, kelvinToKjPerMol(60400).toFixed(3)],
      [112, kelvinToKjPerMol(50300).toFixed(3)],
    ]);
    expect(system.dihedrals).toHaveLength(2);
    expect(system.dihedralParameters).toMatchObject([
      {
        funct: 9,
        terms: [
          { multiplicity: 1, phase: 0, k: kelvinToKjPerMol(725.35) },
          { multiplicity: 2, phase: 180, k: kelvinToKjPerMol(-163.75) },
          { multiplicity: 3, phase: 0, k: kelvinToKjPerMol(558.2) },
        ],
      },
    ]);
    expect(system.atoms[2]!.provenance.source).toMatch(/Stubbs, Potoff & Siepmann/);
    expect(diagnostics).toEqual([]);
  });

  it('refuses the O–CH2–CH2–CHx torsion of longer ethers, not confirmed in two sources here', () => {
    expect(() => parameterized(M.methylPropylEther)).toThrow(
      /torsion parameter for atoms 2-3-4-5 \(Oe-CH2e-CH2-CH3\)/,
    );
  });

  it('takes bond lengths and angles from the structure when asked, keeping the force constants', () => {
    const { system } = parameterized(M.isobutane, 3);
    expect(system.bondParameters.every((p) => p.provenance.derivedFrom === 'geometry')).toBe(true);
    expect(system.angleParameters.every((p) => p.provenance.derivedFrom === 'geometry')).toBe(true);
    expect(system.angleParameters[0]!.k).toBeCloseTo(kelvinToKjPerMol(62500), 10);
  });
});
