import { describe, expect, it } from 'vitest';
import { ChemError } from '../core/errors.js';
import { parameterize } from './parameterize.js';
import { systemFromWire, systemToWire } from './system-wire.js';
import { chloropropane, miniGaff, toluene } from './testing/molecules.js';
import { waterPairSystem } from './testing/water-box.js';

const build = (m: typeof chloropropane) => {
  const mol = m.molecule();
  const charges = Float64Array.from(m.types, (_, i) => (i % 2 ? 0.1 : -0.1));
  return parameterize(mol, { types: m.types, charges, forceField: miniGaff() }).system;
};

describe('system wire form', () => {
  const system = build(toluene);
  const wire = systemToWire(system);

  it('writes the spec arrays with 1-based ids and one dihedral row per Fourier term', () => {
    const a = system.atoms[0];
    expect(wire.atoms[0]).toEqual(['A1', 'GAFF', 'ca', 0, 0, 0, -0.1, 12.01, a?.sigma, a?.epsilon]);
    expect(wire.bonds[0]).toEqual([
      1,
      2,
      1,
      expect.closeTo(0.1387, 10),
      expect.closeTo(2 * 478.4 * 418.4, 6),
    ]);
    expect(wire.impropers[0]).toEqual([2, 6, 1, 7, 4, 180, expect.closeTo(4.6024, 10), 2]);
    expect(wire.pairs[0]?.length).toBe(3);
    const termCount = system.dihedrals.reduce((n, t) => {
      const p = system.dihedralParameters[t.parameter];
      return n + (p?.funct === 9 ? p.terms.length : 1);
    }, 0);
    expect(wire.dihedrals).toHaveLength(termCount);
    expect(wire.provenance.dihedrals).toHaveLength(termCount);
  });

  it('round-trips: the System from its own wire form is the same System', () => {
    for (const m of [toluene, chloropropane]) {
      const s = build(m);
      expect(systemFromWire(systemToWire(s), s.molecule, s)).toEqual(s);
    }
    const multi = build(chloropropane);
    expect(systemToWire(systemFromWire(systemToWire(multi), multi.molecule))).toEqual(systemToWire(multi));
  });

  it('gives an edited row user provenance and its own parameter row', () => {
    const edited = systemToWire(system);
    const row = edited.bonds[0];
    if (row) row[4] = 300000;
    const back = systemFromWire(edited, system.molecule, system);
    const p = back.bondParameters[back.bonds[0]?.parameter ?? -1];
    expect(p).toMatchObject({ kb: 300000, provenance: { derivedFrom: 'user', estimated: false } });
    expect(back.bondParameters).toHaveLength(system.bondParameters.length + 1);
  });

  it('carries virtual sites as [site, i, j, k, 1, a, b], 1-based, and only when there are some', () => {
    const water = waterPairSystem('TIP4P');
    const wire = systemToWire(water);
    expect(wire.virtualSites).toEqual([
      [4, 1, 2, 3, 1, water.virtualSites![0]!.a, water.virtualSites![0]!.a],
      [8, 5, 6, 7, 1, water.virtualSites![1]!.a, water.virtualSites![1]!.a],
    ]);
    expect(systemFromWire(wire, water.molecule, water)).toEqual(water);
    expect('virtualSites' in systemToWire(system)).toBe(false);
    const bad = { ...wire, virtualSites: [[4, 1, 2, 3, 2, 0.1, 0.1]] };
    expect(() => systemFromWire(bad, water.molecule)).toThrow(/function type 1/);
    const outside = { ...wire, virtualSites: [[4, 1, 2, 30, 1, 0.1, 0.1]] };
    expect(() => systemFromWire(outside, water.molecule)).toThrow(/outside 1…8/);
  });

  it('rejects rows naming atoms that do not exist', () => {
    const bad = systemToWire(system);
    bad.bonds[0] = [1, 99, 1, 0.1, 1000];
    expect(() => systemFromWire(bad, system.molecule)).toThrow(ChemError);
  });
});
