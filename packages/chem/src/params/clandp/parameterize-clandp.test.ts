import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import type { Atoms4, DihedralParameter, System } from '../../core/system.js';
import { graphMolecule, ionPair } from '../../typing/clandp/testing/ions.js';
import { typeClandp } from '../../typing/clandp/type-clandp.js';
import { oplsFourierTerms } from './clandp-terms.js';
import { parameterizeClandp } from './parameterize-clandp.js';

function system(
  pair: string,
  options: { useCurrentStructure?: 0 | 1 | 2 | 3 } = {},
): { s: System; types: string[] } {
  const t = typeClandp(ionPair(pair));
  return { s: parameterizeClandp(t.molecule, { types: t.types, ...options }).system, types: t.types };
}

/** The parameter of the first term whose atoms carry these types (in either direction). */
function rowFor<T>(
  s: System,
  types: readonly string[],
  terms: readonly { atoms: readonly number[]; parameter: number }[],
  rows: readonly T[],
  want: readonly string[],
): T {
  const hit = terms.find((t) => {
    const have = t.atoms.map((a) => types[a]);
    return have.join() === want.join() || [...have].reverse().join() === want.join();
  });
  if (!hit) throw new Error(`no term ${want.join('-')}`);
  return rows[hit.parameter]!;
}

describe('OPLS V1…V4 as funct 9 Fourier terms', () => {
  it('is the OPLS series exactly, at every angle', () => {
    const v = [-7.1535, 6.1064, 0.7939, 0.793];
    const terms = oplsFourierTerms(v);
    for (let deg = -180; deg <= 180; deg += 7.5) {
      const phi = (deg * Math.PI) / 180;
      const opls =
        0.5 * v[0]! * (1 + Math.cos(phi)) +
        0.5 * v[1]! * (1 - Math.cos(2 * phi)) +
        0.5 * v[2]! * (1 + Math.cos(3 * phi)) +
        0.5 * v[3]! * (1 - Math.cos(4 * phi));
      const fourier = terms.reduce(
        (e, t) => e + t.k * (1 + Math.cos(t.multiplicity * phi - (t.phase * Math.PI) / 180)),
        0,
      );
      expect(fourier).toBeCloseTo(opls, 12);
    }
  });

  it('leaves zero coefficients out', () => {
    expect(oplsFourierTerms([0, 0, 1.2552, 0])).toEqual([{ phase: 0, k: 0.6276, multiplicity: 3 }]);
  });
});

describe('parameterizeClandp', () => {
  it('uses the published imidazolium numbers of J. Phys. Chem. B 2004, 108, 2038, in GROMACS units', () => {
    const { s, types } = system('c4c1im-bf4');
    expect(s.defaults).toEqual({ nbfunc: 1, combinationRule: 3, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.5 });
    // CR–NA: r0 1.315 Å, k 3992 kJ/mol/Å² (E = ½k(r − r0)²).
    const crna = rowFor(s, types, s.bonds, s.bondParameters, ['CR', 'NA']);
    expect(crna.b0).toBeCloseTo(0.1315, 10);
    expect(crna.kb).toBeCloseTo(399200, 6);
    // NA–CR–NA: 109.8°, 585.8 kJ/mol/rad².
    const ncn = rowFor(s, types, s.angles, s.angleParameters, ['NA', 'CR', 'NA']);
    expect([ncn.theta0, ncn.k]).toEqual([109.8, 585.8]);
    // CW–NA–CT–CT (ring to butyl chain): V1 −7.1535, V2 6.1064, V3 0.7939 kJ/mol.
    const tors = rowFor(s, types, s.dihedrals, s.dihedralParameters, ['CW', 'NA', 'C1A', 'C2']) as Extract<
      DihedralParameter,
      { funct: 9 | 1 }
    >;
    expect(tors.terms).toEqual([
      { phase: 0, k: -3.57675, multiplicity: 1 },
      { phase: 180, k: 3.0532, multiplicity: 2 },
      { phase: 0, k: 0.39695, multiplicity: 3 },
    ]);
    // Lennard-Jones of NA: σ 3.25 Å, ε 0.71128 kJ/mol; B of BF4⁻: σ 3.58 Å, ε 0.3975.
    const na = s.atoms[types.indexOf('NA')]!;
    expect([na.sigma, na.epsilon, na.charge, na.forceField]).toEqual([0.325, 0.71128, 0.15, 'CL&P']);
    expect(s.atoms[types.indexOf('B')]!.sigma).toBeCloseTo(0.358, 12);
  });

  it('puts impropers on the five imidazolium ring atoms, CR central third, E = ½V2(1 − cos 2φ)', () => {
    const { s, types } = system('c4c1im-bf4');
    expect(s.impropers).toHaveLength(5);
    const centres = s.impropers.map((t) => types[t.atoms[2]]).sort();
    expect(centres).toEqual(['CR', 'CW', 'CW', 'NA', 'NA']);
    const onCr = s.impropers.find((t) => types[t.atoms[2]] === 'CR')!;
    expect(onCr.atoms.map((a) => types[a])).toEqual(['NA', 'NA', 'CR', 'HCR']);
    expect(s.improperParameters[onCr.parameter]).toMatchObject({
      funct: 4,
      term: { phase: 180, k: 4.6024, multiplicity: 2 },
    });
  });

  it('pyridinium gets six ring impropers, acetate one on the carboxylate C, tetrahedral ions none', () => {
    expect(system('c4py-dca').s.impropers).toHaveLength(6);
    expect(system('p4444-oac').s.impropers).toHaveLength(1);
    expect(system('c4c1pyrr-otf').s.impropers).toHaveLength(0);
  });

  it('drops all-zero torsions (CR–NA–CT–HC) and keeps the 1-4 pairs', () => {
    const { s, types } = system('c4c1im-bf4');
    const named = (t: { atoms: Atoms4 }) => t.atoms.map((a) => types[a]).join('-');
    expect(s.dihedrals.map(named).filter((n) => /^(CR-NA-C1-H1|H1-C1-NA-CR)$/.test(n))).toEqual([]);
    // The 1-4 pairs come from the bond graph, not from the torsions kept.
    const cr = types.indexOf('CR');
    const other = (p: { atoms: readonly [number, number] }) => (p.atoms[0] === cr ? p.atoms[1] : p.atoms[0]);
    expect(s.pairs.some((p) => p.atoms.includes(cr) && types[other(p)] === 'H1')).toBe(true);
  });

  it('leaves out the three trans F–P–F angles of PF6⁻ and refuses a PF6⁻ that is not octahedral', () => {
    const t = typeClandp(ionPair('c4c1im-pf6'));
    const { system: s, diagnostics } = parameterizeClandp(t.molecule, { types: t.types });
    const p = t.types.indexOf('P');
    expect(s.angles.filter((a) => a.atoms[1] === p)).toHaveLength(12);
    expect(diagnostics.some((d) => d.code === 'clandp-trans-angles')).toBe(true);
    const flat = { ...t.molecule, positions: new Float64Array(t.molecule.positions.length) };
    expect(() => parameterizeClandp(flat, { types: t.types })).toThrow(/octahedral centre/);
  });

  it('takes bond lengths from the geometry on request', () => {
    const { s } = system('c4c1im-bf4', { useCurrentStructure: 1 });
    expect(s.bondParameters.every((b) => b.provenance.derivedFrom === 'geometry')).toBe(true);
  });

  it('names atoms and types of a term CL&P lacks', () => {
    // BF4 typed as if its fluorines were dicyanamide carbons: no B–CZ bond in CL&P.
    const mol = graphMolecule(
      [
        ['B', 0],
        ['F', 0],
        ['F', 0],
        ['F', 0],
        ['F', 0],
      ],
      [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ],
    );
    const types = ['B', 'CZA', 'FB', 'FB', 'FB'];
    const charges = new Float64Array(5);
    expect(() => parameterizeClandp(mol, { types, charges })).toThrow(ChemError);
    expect(() => parameterizeClandp(mol, { types, charges })).toThrow(
      /bond parameters for atoms 1-2 \(types B-CZA, classes B-CZ\)/,
    );
  });

  it('warns when given charges leave an ion non-integer (scaled charges), and refuses unknown types', () => {
    const t = typeClandp(ionPair('n1114-cl'));
    const charges = Float64Array.from(t.types, () => 0.01);
    const { diagnostics } = parameterizeClandp(t.molecule, { types: t.types, charges });
    expect(diagnostics.filter((d) => d.code === 'clandp-ion-charge')).toHaveLength(2);
    expect(() =>
      parameterizeClandp(t.molecule, { types: t.types.map((x, i) => (i === 3 ? 'ZZ' : x)) }),
    ).toThrow(/Atom 4/);
  });
});
