import { describe, expect, it } from 'vitest';
import { findWaters } from '../forcefields/water/find-waters.js';
import { findWaterModel } from '../forcefields/water/models.js';
import { addWaterVirtualSites } from '../forcefields/water/four-point.js';
import { methanolAndWater } from '../forcefields/water/testing/waters.js';
import { combineLennardJones } from './lj-table.js';
import { waterSiteCoefficient } from './water-parameters.js';
import { parameterizeWithWater } from './water-system.js';
import { waterPairSystem } from './testing/water-box.js';
import { supercellSystem } from './supercell.js';
import { systemFromWire, systemToWire } from './system-wire.js';
import { cellFromVectors } from '../core/cell.js';
import { miniGaff } from './testing/molecules.js';

const spce = findWaterModel('SPCE')!;
const tip4p = findWaterModel('TIP4P')!;
/** CH3Cl in mini-gaff's types; waters start at atom 5. */
const SOLUTE = ['c3', 'cl', 'hc', 'hc', 'hc'];
const typesFor = (n: number) => [...SOLUTE, ...Array<string>(n - SOLUTE.length).fill('x')];

describe('parameterizeWithWater', () => {
  const mol = methanolAndWater({ charges: true, chloromethane: true });
  const { system } = parameterizeWithWater(mol, {
    types: typesFor(mol.atomCount),
    charges: mol.partialCharges!,
    forceField: miniGaff(),
    water: { model: spce, waters: findWaters(mol) },
    useCurrentStructure: 3,
  });

  it('gives water atoms the SPC/E model (Berendsen 1987), never GAFF', () => {
    expect(system.atoms[5]).toMatchObject({
      forceField: 'SPCE',
      type: 'OW',
      charge: -0.8476,
      sigma: 0.316557,
    });
    // 0.1554 kcal/mol × 4.184.
    expect(system.atoms[5]?.epsilon).toBeCloseTo(0.650194, 5);
    expect(system.atoms[6]).toMatchObject({
      forceField: 'SPCE',
      type: 'HW',
      charge: 0.4238,
      sigma: 0,
      epsilon: 0,
    });
    expect(system.atoms[0]).toMatchObject({ forceField: 'GAFF', type: 'c3', charge: 0.1 });
  });

  it('writes the rigid geometry as stiff harmonic terms, ignoring use-current-structure for water', () => {
    const waterBonds = system.bonds.filter((t) => t.atoms[0] >= 5);
    expect(waterBonds).toHaveLength(4);
    for (const t of waterBonds) {
      expect(system.bondParameters[t.parameter]).toMatchObject({ b0: 0.1, kb: 345000 });
      expect(system.bondParameters[t.parameter]?.provenance.forceField).toBe('SPCE');
    }
    const angle = system.angles.find((t) => t.atoms[1] === 5)!;
    expect(system.angleParameters[angle.parameter]).toMatchObject({ theta0: 109.47, k: 383 });
    // The solute's bonds did follow use-current-structure (C–Cl drawn at 1.8 Å).
    const ccl = system.bonds.find((t) => t.atoms.join() === '0,1')!;
    expect(system.bondParameters[ccl.parameter]?.b0).toBeCloseTo(0.18, 10);
  });

  it('puts the TIP4P charge on a massless M site', () => {
    const four = addWaterVirtualSites(mol, 'TIP4P');
    const { system: s } = parameterizeWithWater(four, {
      types: typesFor(four.atomCount),
      charges: four.partialCharges!,
      forceField: miniGaff(),
      water: { model: tip4p, waters: findWaters(four) },
    });
    expect(s.atoms[8]).toMatchObject({ type: 'MW', mass: 0, charge: -1.04, forceField: 'TIP4P' });
    expect(s.atoms[5]).toMatchObject({ type: 'OW', charge: 0 });
    expect(s.atoms.slice(5, 9).reduce((q, a) => q + a.charge, 0)).toBeCloseTo(0, 12);
    // The M site is a virtual site of its water, never a free atom: a = b as in GROMACS's
    // oplsaa.ff/tip4p.itp (0.128012065, printed there to 9 digits).
    expect(s.virtualSites).toHaveLength(2);
    expect(s.virtualSites?.[0]).toEqual({
      site: 8,
      kind: 'linear3',
      atoms: [5, 6, 7],
      a: expect.closeTo(0.128012065, 9),
      b: expect.closeTo(0.128012065, 9),
    });
  });

  it('places M where the virtual site puts it, for every 4-site model', () => {
    // tip4pew.itp: a = b = 0.106676721 for r(OM) 0.125 Å.
    expect(waterSiteCoefficient(findWaterModel('TIP4P-Ew')!)).toBeCloseTo(0.106676721, 9);
    expect(waterSiteCoefficient(spce)).toBe(0);
    for (const name of ['TIP4P', 'TIP4P-Ew', 'TIP4P2005', 'OPC']) {
      const s = waterPairSystem(name);
      const p = s.molecule.positions;
      expect(s.virtualSites).toHaveLength(2);
      for (const v of s.virtualSites ?? []) {
        const [o, h1, h2] = v.atoms;
        for (let k = 0; k < 3; k++) {
          const built =
            p[3 * o + k]! + v.a * (p[3 * h1 + k]! - p[3 * o + k]!) + v.b * (p[3 * h2 + k]! - p[3 * o + k]!);
          expect(built, `${name} site ${v.site}`).toBeCloseTo(p[3 * v.site + k]!, 10);
        }
      }
    }
    expect(waterPairSystem('SPCE').virtualSites).toBeUndefined();
  });

  it('refuses non-water atoms when no force field is given', () => {
    expect(() =>
      parameterizeWithWater(mol, {
        types: typesFor(mol.atomCount),
        charges: mol.partialCharges!,
        water: { model: spce, waters: findWaters(mol) },
      }),
    ).toThrow(/atom 1 is not water/);
  });
});

describe('combineLennardJones', () => {
  it('uses Lorentz–Berthelot for rule 2 and geometric means for rules 1 and 3', () => {
    const a = { sigma: 0.3, epsilon: 0.4 };
    const b = { sigma: 0.2, epsilon: 0.1 };
    expect(combineLennardJones(2, a, b)).toEqual({ sigma: 0.25, epsilon: 0.2 });
    expect(combineLennardJones(3, a, b).sigma).toBeCloseTo(Math.sqrt(0.06), 12);
  });
});

describe('rigid water in the System', () => {
  it('records every water of the model with doh = r(OH), dhh = 2 r sin(θ/2) (spc.itp settles: 0.1, 0.16330)', () => {
    const s = waterPairSystem('SPCE');
    expect(s.rigidWaters).toEqual([
      { o: 0, h1: 1, h2: 2, dOH: 0.1, dHH: expect.closeTo(0.1633, 4) },
      { o: 3, h1: 4, h2: 5, dOH: 0.1, dHH: expect.closeTo(0.1633, 4) },
    ]);
    // TIP3P's settles in amber99sb.ff/tip3p.itp: 0.09572, 0.15139.
    expect(waterPairSystem('TIP3P').rigidWaters?.[0]?.dHH).toBeCloseTo(0.15139, 5);
  });

  it('survives the wire round trip', () => {
    const s = waterPairSystem('TIP4P');
    const wire = systemToWire(s);
    expect(wire.rigidWaters?.[0]).toEqual([1, 2, 3, 0.09572, expect.closeTo(0.15139, 5)]);
    expect(systemFromWire(wire, s.molecule).rigidWaters).toEqual(s.rigidWaters);
  });

  it('is replicated with its waters in a supercell', () => {
    const cell = cellFromVectors([
      [6, 0, 0],
      [0, 4, 0],
      [0, 0, 4],
    ]);
    const big = supercellSystem(waterPairSystem('SPCE', cell), [2, 1, 1]);
    expect(big.rigidWaters?.map((w) => [w.o, w.h1, w.h2])).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ]);
  });

  it('gives TIPS3P hydrogens their CHARMM LJ and SPC/HW deuterium masses', () => {
    const tips = waterPairSystem('TIPS3P');
    expect(tips.atoms[1]).toMatchObject({ type: 'HW', epsilon: expect.closeTo(0.046 * 4.184, 10) });
    expect(tips.atoms[1]?.sigma).toBeCloseTo(0.0400013524445, 10);
    expect(waterPairSystem('SPCHW').atoms[1]?.mass).toBe(2.014);
  });
});
