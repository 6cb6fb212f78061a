import { describe, expect, it } from 'vitest';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';
import type { System } from '../../core/system.js';
import { ENGINE_WRITERS } from '../../writers/registry.js';
import { parseMartiniItp } from '../martini3-itp/parse.js';
import type { CgMapping } from '../model.js';
import { coarseGrainSystem } from './system.js';
import { benzene, benzeneMapping, oneAtomBead, RCC, RCH } from './testing/benzene.js';

const writer = (id: string) => ENGINE_WRITERS.find((e) => e.id === id)!;
const gromacsWriter = writer('gromacs');
const lammpsWriter = writer('lammps');
const conformersOf = (m: Molecule): Float64Array[] => [m.positions];

/** Atoms on the given points (Å), no bonds: stand-ins whose bead centres are exactly those points. */
function points(...xyz: [number, number, number][]): Molecule {
  const b = new MoleculeBuilder('points');
  xyz.forEach(([x, y, z], i) => b.addAtom({ element: 6, x, y, z, name: `C${i + 1}` }));
  return b.build();
}

describe('coarseGrainSystem — Martini 2.2 benzene (3 SC4 beads)', () => {
  const mol = benzene();
  const system = coarseGrainSystem(mol, benzeneMapping(), {
    forceField: 'martini2',
    conformers: conformersOf(mol),
  });

  it('holds the ring by constraints at the centre-of-geometry distance', () => {
    // Each bead's centre (two C at RCC, their H at RCC + RCH) lies at (2 RCC + RCH)/2 · cos 30° from the ring centre, 120° apart:
    // distance = (2 RCC + RCH)/2 · 3/2 = 2.9025 Å (the published Martini benzene constraint is 0.29 nm).
    const expected = (((2 * RCC + RCH) / 2) * 1.5) / 10;
    expect(system.constraints).toHaveLength(3);
    for (const c of system.constraints!) {
      expect(c.length).toBeCloseTo(expected, 10);
      expect(c.provenance.derivedFrom).toBe('geometry');
    }
    expect(system.bonds).toHaveLength(0);
    expect(system.angles).toHaveLength(0);
    expect(system.impropers).toHaveLength(0);
  });

  it('types, masses, exclusions and the matrix pair of SC4 with itself', () => {
    expect(system.atoms.map((a) => [a.type, a.mass, a.charge])).toEqual([
      ['SC4', 72, 0],
      ['SC4', 72, 0],
      ['SC4', 72, 0],
    ]);
    expect(system.exclusionDepth).toBe(1);
    expect(system.defaults).toMatchObject({ combinationRule: 1, genPairs: false });
    // Level IV (3.5 kJ/mol) between two ring beads: σ 0.43 nm, 75 % of ε.
    expect(system.nonbondedPairs).toEqual([
      expect.objectContaining({ types: ['SC4', 'SC4'], sigma: 0.43, epsilon: 0.75 * 3.5 }),
    ]);
  });

  it('GROMACS writes nrexcl 1, [ constraints ] and the pair', () => {
    const files = gromacsWriter.write(system, { residueName: 'BNZ' });
    expect(files['BNZ.itp']).toMatch(/BNZ\s+1\n/);
    expect(files['BNZ.itp']).toContain('[ constraints ]');
    expect(files['BNZ_atomtypes.itp']).toContain('[ nonbond_params ]');
  });
});

describe('coarseGrainSystem — bonded geometry', () => {
  const chainMapping = (types: string[]): CgMapping => ({
    beads: types.map((t, k) => oneAtomBead(k, t, t)),
    connections: [
      [0, 1],
      [1, 2],
    ],
    ringBeads: [],
  });

  it('bond lengths and angles are the means over the conformers, with Martini constants', () => {
    const a = points([0, 0, 0], [4, 0, 0], [4, 4, 0]);
    const b = points([0, 0, 0], [5, 0, 0], [5 - 2.5, 2.5 * Math.sqrt(3), 0]);
    const s = coarseGrainSystem(a, chainMapping(['C1', 'C1', 'P4']), {
      forceField: 'martini2',
      conformers: [a.positions, b.positions],
    });
    // Bond 1–2: 0.4 and 0.5 nm → 0.45; bond 2–3: 0.4 and 0.5 → 0.45; angle: 90° and 60° → 75°.
    expect(s.bondParameters.map((p) => p.b0)).toEqual([0.45, 0.45].map((x) => expect.closeTo(x, 12)));
    expect(s.bondParameters.every((p) => p.kb === 1250 && p.provenance.derivedFrom === 'geometry')).toBe(
      true,
    );
    expect(s.angles).toEqual([{ atoms: [0, 1, 2], parameter: 0 }]);
    expect(s.angleParameters[0]).toMatchObject({ funct: 2, k: 25 });
    expect((s.angleParameters[0] as { theta0: number }).theta0).toBeCloseTo(75, 10);
    // Every pair of types present, like pairs included (C1, P4): C1–P4 is level VIII (2.0 kJ/mol).
    expect(s.nonbondedPairs!.map((p) => p.types)).toEqual([
      ['C1', 'C1'],
      ['C1', 'P4'],
      ['P4', 'P4'],
    ]);
    expect(s.nonbondedPairs![1]!.epsilon).toBe(2.0);
  });

  it('places beads from `positions` when given and names the geometry in the bonded provenance', () => {
    const a = points([0, 0, 0], [4, 0, 0], [4, 4, 0]);
    const b = points([0, 0, 0], [5, 0, 0], [5 - 2.5, 2.5 * Math.sqrt(3), 0]);
    const user = points([0, 0, 0], [3, 0, 0], [3, 3, 0]);
    const s = coarseGrainSystem(a, chainMapping(['C1', 'C1', 'P4']), {
      forceField: 'martini2',
      conformers: [a.positions, b.positions],
      positions: user.positions,
      geometrySource: 'mean over 2 conformers: hand-made',
    });
    // Lengths from the conformers (0.45 nm), bead places from the user's structure (3 Å apart).
    expect(s.bondParameters[0]!.b0).toBeCloseTo(0.45, 12);
    expect(Array.from(s.molecule.positions)).toEqual([0, 0, 0, 3, 0, 0, 3, 3, 0]);
    expect(s.bondParameters[0]!.provenance.source).toBe(
      'coarse/params (Martini practice, constants.ts); geometry: mean over 2 conformers: hand-made',
    );
  });

  it('a flat ring system of four beads gets one planarity improper at 180°', () => {
    // Two triangles sharing the edge 2–3 (a rhombus), as a naphthalene-like mapping.
    const m = points([0, 0, 0], [2, 1.5, 0], [2, -1.5, 0], [4, 0, 0]);
    const mapping: CgMapping = {
      beads: [0, 1, 2, 3].map((k) => oneAtomBead(k, 'SC4', 'TC5', 'T')),
      connections: [
        [0, 1],
        [0, 2],
        [1, 2],
        [1, 3],
        [2, 3],
      ],
      ringBeads: [[0, 1, 2, 3]],
    };
    const s = coarseGrainSystem(m, mapping, { forceField: 'martini2', conformers: [m.positions] });
    expect(s.constraints).toHaveLength(5);
    expect(s.impropers).toEqual([{ atoms: [0, 1, 2, 3], parameter: 0 }]);
    expect(s.improperParameters[0]).toMatchObject({ funct: 2, k: 200 });
    expect(Math.abs((s.improperParameters[0] as { xi0: number }).xi0)).toBeCloseTo(180, 10);
  });
});

describe('coarseGrainSystem — Martini 3', () => {
  const mol = benzene();
  const mapping = benzeneMapping();

  it('without the official file: masses by size, GROMACS #includes martini_v3.0.0.itp, others refuse', () => {
    const s: System = coarseGrainSystem(mol, mapping, {
      forceField: 'martini3',
      conformers: [mol.positions],
      martini3Path: '/srv/topoforge/martini',
    });
    expect(s.atoms.map((a) => [a.type, a.mass])).toEqual([
      ['TC5', 36],
      ['TC5', 36],
      ['TC5', 36],
    ]);
    expect(s.externalNonbonded).toEqual({
      file: 'martini_v3.0.0.itp',
      configuredPath: '/srv/topoforge/martini',
    });
    const files = gromacsWriter.write(s, { residueName: 'BNZ' });
    expect(files['BNZ.top']).toContain('#include "martini_v3.0.0.itp"');
    expect(files['BNZ.top']).not.toMatch(/^\[ defaults \]/m);
    expect(files['BNZ_atomtypes.itp']).toBeUndefined();
    expect(() => lammpsWriter.write(s, { residueName: 'BNZ' })).toThrow(
      /martini_v3\.0\.0\.itp: place that file at \/srv\/topoforge\/martini/,
    );
  });

  it('with a parsed file: every type pair from its [ nonbond_params ]', () => {
    const table = parseMartiniItp(
      '[ defaults ]\n1 2\n[ atomtypes ]\nTC5 36 0 A 0 0\n[ nonbond_params ]\nTC5 TC5 1 0.34 1.5\n',
      'small.itp',
    );
    const s = coarseGrainSystem(mol, mapping, {
      forceField: 'martini3',
      conformers: [mol.positions],
      martini3Table: table,
    });
    expect(s.externalNonbonded).toBeUndefined();
    expect(s.defaults.combinationRule).toBe(2);
    expect(s.nonbondedPairs).toEqual([
      expect.objectContaining({ types: ['TC5', 'TC5'], sigma: 0.34, epsilon: 1.5 }),
    ]);
    expect(s.nonbondedPairs![0]!.provenance).toMatchObject({ source: 'small.itp', line: 6 });
    expect(s.atoms[0]).toMatchObject({ sigma: 0.34, epsilon: 1.5 });
  });

  it('refuses a type pair the file lacks, naming the types', () => {
    const table = parseMartiniItp('[ defaults ]\n1 2\n[ atomtypes ]\nTC4 36 0 A 0 0\n', 'small.itp');
    expect(() =>
      coarseGrainSystem(mol, mapping, {
        forceField: 'martini3',
        conformers: [mol.positions],
        martini3Table: table,
      }),
    ).toThrow(/small\.itp has no interaction for the bead types TC5 and TC5/);
  });
});
