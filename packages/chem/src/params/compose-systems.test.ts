import { describe, expect, it } from 'vitest';
import { selectAtoms } from '../core/edit/select-atoms.js';
import { findWaters } from '../forcefields/water/find-waters.js';
import { findWaterModel } from '../forcefields/water/models.js';
import { methanolAndWater } from '../forcefields/water/testing/waters.js';
import { composeSystems } from './compose-systems.js';
import { AMBER_DEFAULTS } from './parameterize.js';
import { parameterizeWithWater } from './water-system.js';
import { miniGaff } from './testing/molecules.js';

const spce = findWaterModel('SPCE')!;
const SOLUTE = ['c3', 'cl', 'hc', 'hc', 'hc'];

/** A term list as comparable text: atoms and the parameter row's values (provenance aside). */
function termsOf(system: ReturnType<typeof composeSystems>) {
  const strip = (p: object) => JSON.stringify({ ...p, provenance: undefined });
  return {
    atoms: system.atoms.map((a) => `${a.type} ${a.charge} ${a.sigma} ${a.epsilon} ${a.mass}`),
    bonds: system.bonds
      .map((t) => `${t.atoms.join('-')} ${strip(system.bondParameters[t.parameter]!)}`)
      .sort(),
    angles: system.angles
      .map((t) => `${t.atoms.join('-')} ${strip(system.angleParameters[t.parameter]!)}`)
      .sort(),
    dihedrals: system.dihedrals
      .map((t) => `${t.atoms.join('-')} ${strip(system.dihedralParameters[t.parameter]!)}`)
      .sort(),
    pairs: system.pairs.map((p) => p.atoms.join('-')).sort(),
  };
}

describe('composeSystems', () => {
  const mol = methanolAndWater({ charges: true, chloromethane: true });
  const waters = findWaters(mol);
  const waterAtoms = waters.flatMap((w) => [w.o, w.h1, w.h2]).sort((a, b) => a - b);
  const soluteAtoms = [0, 1, 2, 3, 4];

  it('gives the same System as parameterizing solute and water together', () => {
    // Reference: the one-pass path that GAFF has always used (parameterizeWithWater).
    const together = parameterizeWithWater(mol, {
      types: [...SOLUTE, ...Array<string>(mol.atomCount - 5).fill('x')],
      charges: mol.partialCharges!,
      forceField: miniGaff(),
      water: { model: spce, waters },
    }).system;
    const solute = selectAtoms(mol, soluteAtoms);
    const soluteSystem = parameterizeWithWater(solute, {
      types: SOLUTE,
      charges: solute.partialCharges!,
      forceField: miniGaff(),
    }).system;
    const water = selectAtoms(mol, waterAtoms);
    const waterSystem = parameterizeWithWater(water, {
      types: waterAtoms.map(() => ''),
      charges: water.partialCharges!,
      water: { model: spce, waters: findWaters(water) },
    }).system;
    const composed = composeSystems(
      mol,
      [
        { system: soluteSystem, atoms: soluteAtoms },
        { system: waterSystem, atoms: waterAtoms },
      ],
      AMBER_DEFAULTS,
    );
    expect(termsOf(composed)).toEqual(termsOf(together));
    expect(composed.defaults).toBe(AMBER_DEFAULTS);
  });

  it('refuses an atom that no part covers, naming it', () => {
    const solute = selectAtoms(mol, soluteAtoms);
    const soluteSystem = parameterizeWithWater(solute, {
      types: SOLUTE,
      charges: solute.partialCharges!,
      forceField: miniGaff(),
    }).system;
    expect(() => composeSystems(mol, [{ system: soluteSystem, atoms: soluteAtoms }], AMBER_DEFAULTS)).toThrow(
      /atom 6 has no force field/,
    );
  });
});
