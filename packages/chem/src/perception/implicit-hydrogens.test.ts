import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Molecule } from '../core/molecule.js';
import { bondList, MoleculeBuilder } from '../core/molecule.js';
import { perceive } from './perceive.js';
import { sdfFixture } from './testing/sdf-fixture.js';

/**
 * Hydrogen-less input (a PDB or CIF without H positions): the fixtures of fixtures/orders (Open
 * Babel, from SMILES) with every hydrogen removed. Expected: the SMILES structure's heavy-atom bond
 * orders and charges, hydrogens implicit.
 */
function heavyAtoms(name: string): Molecule {
  const file = sdfFixture(readFileSync(new URL(`./fixtures/orders/${name}.sdf`, import.meta.url), 'utf8'));
  const keep = [...file.elements.keys()].filter((i) => file.elements[i] !== 1);
  const index = new Map(keep.map((i, k) => [i, k]));
  const b = new MoleculeBuilder(file.title);
  for (const i of keep) {
    const p = file.positions;
    b.addAtom({
      element: file.elements[i]!,
      x: p[3 * i]!,
      y: p[3 * i + 1]!,
      z: p[3 * i + 2]!,
      formalCharge: file.formalCharges[i]!,
    });
  }
  for (const bond of bondList(file)) {
    const a = index.get(bond.a);
    const c = index.get(bond.b);
    if (a !== undefined && c !== undefined) b.addBond({ a, b: c, order: bond.order });
  }
  return b.build();
}

const states = (mol: Molecule): string[] => {
  const sums = new Array<number>(mol.atomCount).fill(0);
  for (const { a, b, order } of bondList(mol)) {
    sums[a]! += order;
    sums[b]! += order;
  }
  return sums.map((s, i) => `${mol.elements[i]}:${mol.formalCharges[i]}:${s}`);
};

const bare = (mol: Molecule): Molecule => ({
  ...mol,
  bonds: { count: 0, a: new Uint32Array(0), b: new Uint32Array(0), order: new Uint8Array(0) },
  formalCharges: new Int8Array(mol.atomCount),
});

describe('assignBondOrders without hydrogens', () => {
  const exact = [
    'benzene',
    'naphthalene',
    'azulene',
    'pyridine',
    'thiophene',
    'caffeine',
    'acetic-acid',
    'acetonitrile',
    'decapentaene',
    'dimethyl-sulfone',
    'dmso',
    'pyridine-n-oxide',
  ];
  it.each(exact)('%s', (name) => {
    const file = heavyAtoms(name);
    const { molecule, diagnostics } = perceive(bare(file));
    expect(states(molecule)).toEqual(states(file));
    expect(diagnostics.map((d) => d.code)).toContain('perception-implicit-hydrogens');
  });

  it('reads nitro and carboxylate oxygens from their bond lengths (equivalent O in any order)', () => {
    for (const name of ['nitrobenzene', 'acetate']) {
      const file = heavyAtoms(name);
      expect(states(perceive(bare(file)).molecule).sort()).toEqual(states(file).sort());
    }
  });

  it('keeps hydrogen-free molecules that need no hydrogens as they are: C≡O, O=C=O', () => {
    for (const name of ['carbon-monoxide', 'carbon-dioxide']) {
      const file = heavyAtoms(name);
      const { molecule, diagnostics } = perceive(bare(file));
      expect(states(molecule)).toEqual(states(file));
      expect(diagnostics.map((d) => d.code)).not.toContain('perception-implicit-hydrogens');
    }
  });
});

describe('hypervalent sulfur from its shape (VSEPR)', () => {
  const so3 = (pyramidal: boolean): Molecule => {
    // O–S–O 120° in the plane (SO₃, 1.42 Å) or 106° pyramidal (sulfite SO₃²⁻, 1.51 Å): textbook values.
    const r = pyramidal ? 1.51 : 1.42;
    const tilt = pyramidal ? (22 * Math.PI) / 180 : 0;
    const b = new MoleculeBuilder(pyramidal ? 'sulfite' : 'sulfur trioxide');
    b.addAtom({ element: 16, x: 0, y: 0, z: 0 });
    for (let k = 0; k < 3; k++) {
      const phi = (2 * Math.PI * k) / 3;
      b.addAtom({
        element: 8,
        x: r * Math.cos(tilt) * Math.cos(phi),
        y: r * Math.cos(tilt) * Math.sin(phi),
        z: -r * Math.sin(tilt),
      });
    }
    return b.build();
  };

  it('makes planar SO₃ three S=O (valence 6) and pyramidal SO₃ sulfite, S=O with two O⁻', () => {
    const flat = perceive(so3(false)).molecule;
    expect([...flat.bonds.order]).toEqual([2, 2, 2]);
    expect([...flat.formalCharges]).toEqual([0, 0, 0, 0]);
    const sulfite = perceive(so3(true)).molecule;
    expect([...sulfite.bonds.order].sort()).toEqual([1, 1, 2]);
    expect([...sulfite.formalCharges].sort()).toEqual([-1, -1, 0, 0]);
  });
});
