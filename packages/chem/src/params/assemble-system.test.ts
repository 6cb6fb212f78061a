import { describe, expect, it } from 'vitest';
import type { NonbondedDefaults, Provenance, SystemAtom } from '../core/system.js';
import { assembleSystem, type TermResolver } from './assemble-system.js';
import { graph } from './testing/molecules.js';

const provenance: Provenance = { forceField: 'toy', source: 'assemble-system.test', estimated: false };
const defaults: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 2,
  genPairs: true,
  fudgeLJ: 0.5,
  fudgeQQ: 0.5,
};

/** n-butane's carbons, 1.5 Å apart on a zigzag so measured angles are not the parameter's. */
const butane = () =>
  graph(
    [6, 6, 6, 6],
    [
      [0, 1],
      [1, 2],
      [2, 3],
    ],
    [
      [0, 0, 0],
      [1.5, 0, 0],
      [2.0, 1.4, 0],
      [3.5, 1.4, 0],
    ],
  );

const atom = (i: number): SystemAtom => ({
  label: `C${i + 1}`,
  forceField: 'toy',
  type: 'c',
  charge: 0,
  mass: 12,
  sigma: 0.3,
  epsilon: 0.4,
  provenance,
});

/** Every bond and angle the same parameter, but each a new object, so deduplication is by value. */
const toy = (calls: string[], extra: Partial<TermResolver> = {}): TermResolver => ({
  atoms: () => (calls.push('atoms'), [0, 1, 2, 3].map(atom)),
  bond: (t) => (calls.push(`bond ${t.join('-')}`), { funct: 1, b0: 0.2, kb: 1000, provenance }),
  angle: (t) => (calls.push(`angle ${t.join('-')}`), { funct: 1, theta0: 120, k: 300, provenance }),
  dihedral: (t) => (
    calls.push(`dihedral ${t.join('-')}`),
    { funct: 9, terms: [{ phase: 0, k: 1, multiplicity: 3 }], provenance }
  ),
  defaults: () => (calls.push('defaults'), defaults),
  ...extra,
});

describe('assembleSystem', () => {
  it('asks the resolver for every term in a fixed order and keeps one row per distinct parameter', () => {
    const calls: string[] = [];
    const system = assembleSystem(butane(), () => toy(calls));
    expect(calls).toEqual([
      'atoms',
      'bond 0-1',
      'bond 1-2',
      'bond 2-3',
      'angle 0-1-2',
      'angle 1-2-3',
      'dihedral 0-1-2-3',
      'defaults',
    ]);
    expect(system.bonds.map((b) => b.parameter)).toEqual([0, 0, 0]);
    expect(system.bondParameters).toHaveLength(1);
    expect(system.angleParameters).toHaveLength(1);
    expect(system.pairs).toEqual([{ atoms: [0, 3], funct: 1 }]);
    expect(system.defaults).toBe(defaults);
    expect(system.impropers).toEqual([]);
  });

  it('measures bond lengths (bit 1) and angles (bit 2) from the input geometry when asked', () => {
    const bondsOnly = assembleSystem(butane(), () => toy([]), { useCurrentStructure: 1 });
    expect(bondsOnly.bondParameters[bondsOnly.bonds[0]!.parameter]?.b0).toBeCloseTo(0.15, 10);
    expect(bondsOnly.angleParameters[0]?.theta0).toBe(120);
    const anglesOnly = assembleSystem(butane(), () => toy([]), { useCurrentStructure: 2 });
    expect(anglesOnly.bondParameters[0]?.b0).toBe(0.2);
    expect(anglesOnly.angleParameters[anglesOnly.angles[0]!.parameter]?.theta0).not.toBe(120);
  });

  it('lets a force field choose its angles and torsions, leave a torsion out, place impropers and finish', () => {
    const improper = { funct: 4 as const, term: { phase: 180, k: 4, multiplicity: 2 }, provenance };
    const system = assembleSystem(butane(), (ctx) =>
      toy([], {
        angleTerms: () => ctx.topology.angles.slice(1),
        dihedralTerms: () => [[3, 2, 1, 0]],
        dihedral: () => undefined,
        impropers: () => [
          { atoms: [0, 1, 2, 3], parameter: improper },
          { atoms: [1, 2, 3, 0], parameter: { ...improper } },
        ],
        finish: (s) => ({ ...s, pairParameters14: [] }),
      }),
    );
    expect(system.angles.map((a) => a.atoms)).toEqual([[1, 2, 3]]);
    expect(system.dihedrals).toEqual([]);
    expect(system.impropers.map((i) => i.parameter)).toEqual([0, 0]);
    expect(system.improperParameters).toEqual([improper]);
    expect(system.pairParameters14).toEqual([]);
  });

  it('gives the resolver the distinct neighbours of each atom', () => {
    let neighbours: readonly (readonly number[])[] = [];
    assembleSystem(butane(), (ctx) => ((neighbours = ctx.neighbours()), toy([])));
    expect(neighbours.map((n) => [...n].sort())).toEqual([[1], [0, 2], [1, 3], [2]]);
  });
});
